import { customFieldKindLabels, type CustomFieldDefinition } from '@kontor/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import '../i18n.ts';

interface Props {
  fields: readonly CustomFieldDefinition[];
  canWrite: boolean;
  /** The id of the field being restored right now. */
  restoring: number | null;
  onRestore: (field: CustomFieldDefinition) => void;
}

/** Removed fields, apart from the active ones; their values come back with "Wiederherstellen". */
export function RemovedCustomFields({ fields, canWrite, restoring, onRestore }: Props) {
  const { t, i18n } = useTranslation('customFields');
  if (fields.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="removed-custom-fields">
      <Stack gap={2}>
        <Title order={2} size="h4" id="removed-custom-fields">
          {t('removedTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('removedHint')}
        </Text>
      </Stack>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {fields.map((field) => (
          <Paper key={field.id} withBorder radius="md" p="sm" component="li" aria-label={field.label}>
            <Group justify="space-between" gap="sm">
              <Stack gap={2}>
                <Text fw={600} c="dimmed">
                  {field.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {customFieldKindLabels[field.kind]} ·{' '}
                  {t('removedOn', { date: formatDate(field.deleted_at!, i18n.language) })}
                </Text>
              </Stack>
              {canWrite && (
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconRestore size={14} />}
                  loading={restoring === field.id}
                  aria-label={t('actions.restoreLabel', { label: field.label })}
                  onClick={() => onRestore(field)}
                >
                  {t('actions.restore')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
