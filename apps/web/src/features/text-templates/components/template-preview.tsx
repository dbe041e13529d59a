import { textTemplateUsageDefinitions, type EntityRecord, type TextTemplateUsage } from '@kontor/contracts';
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { usePreviewValues } from '../api/use-preview-values.ts';
import '../i18n.ts';
import { PreviewSourceSelect } from './preview-source-select.tsx';
import { RenderedText } from './rendered-text.tsx';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

interface Props {
  usage: TextTemplateUsage;
  subject: string;
  body: string;
}

/** The template as the recipient would read it, for sample data or a real customer. */
export function TemplatePreview({ usage, subject, body }: Props) {
  const { t } = useTranslation('textTemplates');
  const canReadCustomers = useSession((s) => s.permissions.includes('entities.read'));
  const [customer, setCustomer] = useState<EntityRecord | null>(null);
  const { values, loading } = usePreviewValues(customer);
  const { hasSubject } = textTemplateUsageDefinitions[usage];
  return (
    <Stack gap="sm" component="section" aria-label={t('preview.title')}>
      <Title order={3} size="h5">
        {t('preview.title')}
      </Title>
      <PreviewSourceSelect customer={customer} onChange={setCustomer} canReadCustomers={canReadCustomers} />
      <Text size="xs" c="dimmed">
        {customer ? t('preview.customerHint', { name: customer.name }) : t('preview.sampleHint')}
      </Text>
      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-body)" data-testid="template-preview">
        {loading ? (
          <BusyIndicator size="sm" label={t('preview.loadingCustomer')} />
        ) : (
          <Stack gap="xs">
            {hasSubject && (
              <>
                <Text size="sm">
                  <Text span c="dimmed" inherit>
                    {`${t('preview.subject')}: `}
                  </Text>
                  <RenderedText span fw={600} inherit template={subject} usage={usage} values={values} />
                </Text>
                <Divider />
              </>
            )}
            {body.trim() ? (
              <RenderedText size="sm" template={body} usage={usage} values={values} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('preview.empty')}
              </Text>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
