import { Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formStatusLabels, type FormInstance, type FormTemplate } from '@kontor/contracts';
import { IconFileTypePdf, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useFileUrl, useForms, useFormTemplates } from '../api/use-forms.ts';
import { StartFormModal } from '../components/start-form-modal.tsx';
import '../i18n.ts';

function TemplateCard({ template, onStart }: { template: FormTemplate; onStart: () => void }) {
  const { t } = useTranslation('forms');
  const canWrite = useSession((s) => s.permissions.includes('forms.write'));
  const canManage = useSession((s) => s.permissions.includes('forms.manage'));
  const editTo = template.builtin
    ? `/forms/templates/new?from=${template.id}`
    : `/forms/templates/${template.id}`;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{template.name}</Text>
            {template.builtin && <Badge variant="light">{t('list.builtin')}</Badge>}
          </Group>
          {template.description && (
            <Text size="sm" c="dimmed">
              {template.description}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('list.fieldCount', { count: template.fields.filter((f) => f.type !== 'heading').length })}
          </Text>
        </Stack>
        <Group gap="xs">
          {canWrite && (
            <Button size="sm" onClick={onStart} aria-label={`${t('list.start')}: ${template.name}`}>
              {t('list.start')}
            </Button>
          )}
          {canManage && (
            <Button
              size="sm"
              variant="default"
              component={Link}
              to={editTo}
              leftSection={<IconPencil size={14} />}
              aria-label={`${t('list.edit')}: ${template.name}`}
            >
              {t('list.edit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function FormCard({ form }: { form: FormInstance }) {
  const { t } = useTranslation('forms');
  const fileUrl = useFileUrl();
  const target = [form.project?.name, form.customer?.name].filter(Boolean).join(' · ');
  return (
    <Card withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Anchor component={Link} to={`/forms/${form.id}`} fw={600}>
            {form.title} {form.id}
          </Anchor>
          <Text size="sm">{target}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(form.signed_at ?? form.updated_at)}
          </Text>
        </Stack>
        <Stack gap={6} align="flex-end">
          <Badge color={form.status === 'signed' ? 'green' : 'gray'} variant="light">
            {formStatusLabels[form.status]}
          </Badge>
          {form.pdf && (
            <Anchor href={fileUrl(form.pdf.file_id)} size="sm">
              <Group gap={4} wrap="nowrap">
                <IconFileTypePdf size={16} />
                {t('list.pdf')}
              </Group>
            </Anchor>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function FormsScreen() {
  const { t } = useTranslation('forms');
  const templates = useFormTemplates();
  const forms = useForms({ limit: 100 });
  const [starting, setStarting] = useState<string | null | undefined>(undefined);
  const canWrite = useSession((s) => s.permissions.includes('forms.write'));
  const canManage = useSession((s) => s.permissions.includes('forms.manage'));
  const items = templates.data?.items ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('list.title')}
        description={t('list.intro')}
        actions={
          <Group gap="xs">
            {canManage && (
              <Button
                variant="default"
                component={Link}
                to="/forms/templates/new"
                leftSection={<IconPlus size={16} />}
              >
                {t('list.newTemplate')}
              </Button>
            )}
            {canWrite && (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setStarting(null)}
                disabled={!items.length}
              >
                {t('list.start')}
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('list.templates')}
        </Title>
        {templates.isError && (
          <LoadFailedAlert
            title={t('list.loadFailed')}
            message={templates.error.message}
            retryLabel={t('list.retry')}
            onRetry={() => void templates.refetch()}
          />
        )}
        {templates.isPending ? (
          <Loader />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {items.map((template) => (
              <TemplateCard key={template.id} template={template} onStart={() => setStarting(template.id)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('list.filled')}
        </Title>
        {forms.isError && (
          <LoadFailedAlert
            title={t('list.loadFailed')}
            message={forms.error.message}
            retryLabel={t('list.retry')}
            onRetry={() => void forms.refetch()}
          />
        )}
        {forms.isPending ? (
          <Loader />
        ) : forms.data?.items.length ? (
          <Stack gap="xs">
            {forms.data.items.map((form) => (
              <FormCard key={form.id} form={form} />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('list.empty')}</Text>
        )}
      </Stack>
      {starting !== undefined && (
        <StartFormModal
          opened
          onClose={() => setStarting(undefined)}
          templates={items}
          templateId={starting}
        />
      )}
    </Stack>
  );
}

export function FormsPage() {
  return (
    <RequirePermission permission="forms.read">
      <FormsScreen />
    </RequirePermission>
  );
}
