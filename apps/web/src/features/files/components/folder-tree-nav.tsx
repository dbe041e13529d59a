import type { Folder } from '@kontor/contracts';
import { NavLink, Stack } from '@mantine/core';
import { IconFolder, IconFolderOpen, IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { buildFolderTree, folderPath, type FolderNode } from '../folder-tree.ts';
import '../i18n.ts';

interface Props {
  folders: readonly Folder[];
  /** The open folder; null = top level. */
  current: number | null;
  onSelect: (id: number | null) => void;
}

/** The folder tree beside the list (desktop); the branch of the open folder is expanded. */
export function FolderTreeNav({ folders, current, onSelect }: Props) {
  const { t } = useTranslation('files');
  const openBranch = new Set(folderPath(folders, current).map((f) => f.id));
  const render = (nodes: FolderNode[]) =>
    nodes.map(({ folder, children }) => {
      const active = folder.id === current;
      const expanded = openBranch.has(folder.id);
      return (
        <NavLink
          key={folder.id}
          component="button"
          label={folder.name}
          leftSection={expanded ? <IconFolderOpen size={18} /> : <IconFolder size={18} />}
          active={active}
          aria-current={active ? 'page' : undefined}
          opened={expanded && children.length > 0}
          onClick={() => onSelect(folder.id)}
          childrenOffset={16}
        >
          {children.length > 0 ? render(children) : undefined}
        </NavLink>
      );
    });
  return (
    <Stack gap={0} component="nav" aria-label={t('folders.title')}>
      <NavLink
        component="button"
        label={t('title')}
        leftSection={<IconFolders size={18} />}
        active={current === null}
        aria-current={current === null ? 'page' : undefined}
        onClick={() => onSelect(null)}
      />
      {render(buildFolderTree(folders))}
    </Stack>
  );
}
