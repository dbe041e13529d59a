import type { Folder } from '@kontor/contracts';
import { Badge, CloseButton, Group, Pagination, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { useFiles } from '../api/use-files.ts';
import { filesListQuery, PAGE_SIZE, type FilesLocation } from '../files-location.ts';
import { folderPathLabel } from '../folder-tree.ts';
import '../i18n.ts';
import { useFileDialog } from './file-dialog-state.ts';
import { FileDialogs } from './file-dialogs.tsx';
import { FileList } from './file-table.tsx';
import { FilesEmptyState } from './files-empty-state.tsx';

interface Props {
  location: FilesLocation;
  go: (change: Partial<FilesLocation>, replace?: boolean) => void;
  folders: readonly Folder[];
  canWrite: boolean;
}

/** Search, tag filter, the files of the open folder (or of the search) and paging. */
export function FileBrowser({ location, go, folders, canWrite }: Props) {
  const { t } = useTranslation('files');
  const isPhone = useIsPhoneLayout();
  const [search, setSearch] = useState(location.q);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // The URL wins when it changes from outside (back button, a link); typing writes it back.
  useEffect(() => setSearch(location.q), [location.q]);
  useEffect(() => {
    if (debounced !== location.q) go({ q: debounced }, true);
  }, [debounced]);
  const files = useFiles(filesListQuery(location));
  const { dialog, open, close } = useFileDialog();
  const searching = location.q !== '' || location.tag !== null;
  const total = files.data?.total ?? 0;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <TextInput
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          autoFocus={!isPhone}
          style={{ flex: 1 }}
          maw={{ sm: 420 }}
        />
        {location.tag && (
          <Badge
            size="lg"
            variant="light"
            style={{ textTransform: 'none' }}
            rightSection={
              <CloseButton
                size="xs"
                onClick={() => go({ tag: null })}
                aria-label={t('list.removeTagFilter', { tag: location.tag })}
              />
            }
          >
            {t('list.tagFilter', { tag: location.tag })}
          </Badge>
        )}
        {files.data && (
          <Text size="sm" c="dimmed">
            {searching ? `${t('list.searchEverywhere')} · ` : ''}
            {t('list.total', { count: total })}
          </Text>
        )}
      </Group>
      {files.isError ? (
        <LoadFailedAlert
          title={t('loadError')}
          message={files.error.message}
          retryLabel={t('retry')}
          onRetry={() => void files.refetch()}
        />
      ) : !files.data ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={52} />
          ))}
        </Stack>
      ) : files.data.items.length === 0 ? (
        <FilesEmptyState
          filter={location.q || location.tag}
          inFolder={location.folder !== null}
          canWrite={canWrite}
          onClearFilters={() => go({ q: '', tag: null })}
        />
      ) : (
        <FileList
          files={files.data.items}
          canWrite={canWrite}
          onOpen={open}
          onTagSelect={(tag) => go({ tag })}
          folderPathOf={
            searching ? (file) => folderPathLabel(folders, file.folder_id) || t('title') : undefined
          }
        />
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(total / PAGE_SIZE)}
            value={location.page}
            onChange={(page) => go({ page })}
            aria-label={t('list.page')}
          />
        </Group>
      )}
      <FileDialogs dialog={dialog} onClose={close} />
    </Stack>
  );
}
