import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolderOpen, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

interface Props {
  /** The search term or tag the list is filtered by, if any. */
  filter: string | null;
  inFolder: boolean;
  canWrite: boolean;
  onClearFilters: () => void;
}

/** Says what to do next: search differently, or upload the first files. */
export function FilesEmptyState({ filter, inFolder, canWrite, onClearFilters }: Props) {
  const { t } = useTranslation('files');
  return (
    <Paper withBorder p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light">
          {filter ? <IconSearch size={24} /> : <IconFolderOpen size={24} />}
        </ThemeIcon>
        <Title order={2} size="h4">
          {filter
            ? t('list.noMatch', { query: filter })
            : inFolder
              ? t('list.emptyFolder')
              : t('list.emptyAll')}
        </Title>
        <Text c="dimmed" maw={460}>
          {filter
            ? t('list.noMatchHint')
            : !canWrite
              ? t('list.emptyReadOnly')
              : inFolder
                ? t('list.emptyFolderHint')
                : t('list.emptyAllHint')}
        </Text>
        {filter && (
          <Button variant="light" onClick={onClearFilters}>
            {t('list.clearFilters')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
