import type { Folder } from '@kontor/contracts';
import { Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { buildFolderTree } from '../folder-tree.ts';
import '../i18n.ts';

/** The folders inside the open one, as big targets (the way down on phones). */
export function SubfolderList({
  folders,
  parentId,
  onSelect,
}: {
  folders: readonly Folder[];
  parentId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('files');
  const children = buildFolderTree(folders, parentId);
  if (children.length === 0) return null;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 3 }}
      spacing="xs"
      aria-label={t('folders.title')}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {children.map(({ folder }) => (
        <li key={folder.id}>
          <UnstyledButton onClick={() => onSelect(folder.id)} w="100%" aria-label={folder.name}>
            <Paper withBorder p="sm" radius="md">
              <Group gap="sm" wrap="nowrap">
                <IconFolder size={22} color="var(--mantine-color-yellow-6)" aria-hidden />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {folder.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('folders.fileCount', { count: folder.file_count })}
                  </Text>
                </div>
              </Group>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
