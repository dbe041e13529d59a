import {
  textTemplateUsageDefinitions,
  textTemplateUsages,
  type TextTemplate,
  type TextTemplateUsage,
} from '@kontor/contracts';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { TextTemplateRow } from './text-template-row.tsx';

interface Props {
  templates: readonly TextTemplate[];
  canWrite: boolean;
  onCreate: (usage: TextTemplateUsage) => void;
  onOpen: (template: TextTemplate) => void;
  onMakeDefault: (template: TextTemplate) => void;
  onDelete: (template: TextTemplate) => void;
}

/** One section per usage (always all five, so an empty one says what is missing), default first. */
export function TextTemplateGroups({
  templates,
  canWrite,
  onCreate,
  onOpen,
  onMakeDefault,
  onDelete,
}: Props) {
  const { t } = useTranslation('textTemplates');
  return (
    <Stack gap="md">
      {textTemplateUsages.map((usage) => {
        const { label, description } = textTemplateUsageDefinitions[usage];
        const items = templates
          .filter((x) => x.usage === usage)
          .sort((a, b) => Number(b.is_default) - Number(a.is_default));
        const headingId = `text-templates-${usage}`;
        return (
          <Paper key={usage} withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                  <Title order={2} size="h4" id={headingId}>
                    {label}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                </Stack>
                {canWrite && items.length > 0 && (
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => onCreate(usage)}
                    aria-label={`${t('createFor')}: ${label}`}
                  >
                    {t('createFor')}
                  </Button>
                )}
              </Group>
              {items.length === 0 ? (
                <Group gap="sm" justify="space-between">
                  <Text size="sm" c="dimmed">
                    {t('emptyUsage')}
                  </Text>
                  {canWrite && (
                    <Button
                      variant="light"
                      size="xs"
                      leftSection={<IconPlus size={14} />}
                      onClick={() => onCreate(usage)}
                      aria-label={`${t('createFor')}: ${label}`}
                    >
                      {t('createFor')}
                    </Button>
                  )}
                </Group>
              ) : (
                <Box
                  component="ul"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-xs)' }}
                >
                  {items.map((template) => (
                    <TextTemplateRow
                      key={template.id}
                      template={template}
                      canWrite={canWrite}
                      onOpen={() => onOpen(template)}
                      onMakeDefault={() => onMakeDefault(template)}
                      onDelete={() => onDelete(template)}
                    />
                  ))}
                </Box>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
