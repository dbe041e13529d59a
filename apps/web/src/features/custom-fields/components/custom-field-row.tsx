import { customFieldKindLabels, entityRegistry, type CustomFieldDefinition } from '@kontor/contracts';
import { ActionIcon, Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

interface Props {
  field: CustomFieldDefinition;
  canWrite: boolean;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One active field: label, kind and flags; move, edit and remove for those who may change settings. */
export function CustomFieldRow({ field, canWrite, isFirst, isLast, busy, onMove, onEdit, onRemove }: Props) {
  const { t } = useTranslation('customFields');
  const detail =
    field.kind === 'reference' && field.reference_type
      ? t('referenceTo', { label: entityRegistry[field.reference_type].label })
      : field.options.length > 0
        ? t('optionCount', { count: field.options.length })
        : null;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={field.label}>
      <Group justify="space-between" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{field.label}</Text>
            <Badge variant="light" color="gray">
              {customFieldKindLabels[field.kind]}
            </Badge>
            {field.required && <Badge variant="light">{t('badges.required')}</Badge>}
            {field.show_in_list && (
              <Badge variant="light" color="blue">
                {t('badges.inList')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            <Code>{field.key}</Code>
            {detail && ` · ${detail}`}
          </Text>
        </Stack>
        {canWrite && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              disabled={isFirst || busy}
              aria-label={t('actions.up', { label: field.label })}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              disabled={isLast || busy}
              aria-label={t('actions.down', { label: field.label })}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('actions.edit', { label: field.label })}
              onClick={onEdit}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('actions.remove', { label: field.label })}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
