import type { Folder } from '@kontor/contracts';
import { ActionIcon, Anchor, Breadcrumbs, Group, Menu, Text } from '@mantine/core';
import { IconDots, IconFolderSymlink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { folderPath } from '../folder-tree.ts';
import '../i18n.ts';

export type FolderAction = 'rename' | 'move' | 'delete';

interface Props {
  folders: readonly Folder[];
  current: number | null;
  onSelect: (id: number | null) => void;
  canWrite: boolean;
  onAction: (action: FolderAction, folder: Folder) => void;
}

/** Where the list is (breadcrumb, each step clickable) and what can be done with this folder. */
export function FolderBar({ folders, current, onSelect, canWrite, onAction }: Props) {
  const { t } = useTranslation('files');
  const path = folderPath(folders, current);
  const open = path.at(-1);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Breadcrumbs
        separatorMargin={4}
        style={{ flexWrap: 'wrap', minWidth: 0 }}
        aria-label={t('folders.title')}
      >
        {[{ id: null, name: t('title') }, ...path].map((step, i, all) =>
          i === all.length - 1 ? (
            <Text key={step.id ?? 'root'} fw={600} aria-current="page" truncate>
              {step.name}
            </Text>
          ) : (
            <Anchor
              key={step.id ?? 'root'}
              component="button"
              type="button"
              onClick={() => onSelect(step.id)}
            >
              {step.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
      {canWrite && open && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('folders.actions')}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('rename', open)}>
              {t('folders.rename')}
            </Menu.Item>
            <Menu.Item leftSection={<IconFolderSymlink size={16} />} onClick={() => onAction('move', open)}>
              {t('folders.move')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onAction('delete', open)}
            >
              {t('folders.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
