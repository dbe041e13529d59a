import { standardTargetLabel, type TextTemplate } from '@kontor/contracts';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconEye, IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

interface Props {
  template: TextTemplate;
  canWrite: boolean;
  onOpen: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** First line of what the template says, for recognising it in the list. */
const excerpt = (template: TextTemplate) =>
  template.subject ?? template.body.split('\n').find((line) => line.trim()) ?? '';

/** One template: name (opens it), default badge, the beginning of its text and its actions. */
export function TextTemplateRow({ template, canWrite, onOpen, onMakeDefault, onDelete }: Props) {
  const { t } = useTranslation('textTemplates');
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={template.name}>
      <Group wrap="nowrap" gap="sm" align="center">
        <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }} py={4}>
          <Stack gap={2}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{template.name}</Text>
              {template.is_default && (
                <Badge size="sm" variant="light" leftSection={<IconStar size={12} />}>
                  {t('defaultBadge')}
                </Badge>
              )}
              {template.document_types.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('defaultFor', {
                    types: template.document_types.map(standardTargetLabel).join(', '),
                  })}
                </Text>
              )}
            </Group>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {excerpt(template)}
            </Text>
          </Stack>
        </UnstyledButton>
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('actions.label', { name: template.name })}
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={canWrite ? <IconPencil size={16} /> : <IconEye size={16} />}
              onClick={onOpen}
            >
              {canWrite ? t('actions.edit') : t('actions.view')}
            </Menu.Item>
            {canWrite && !template.is_default && (
              <Menu.Item leftSection={<IconStar size={16} />} onClick={onMakeDefault}>
                {t('actions.makeDefault')}
              </Menu.Item>
            )}
            {canWrite && (
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                {t('actions.delete')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
