import { Button, Grid, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useFilesUsage } from '../api/use-files-usage.ts';
import { useFolders } from '../api/use-folders.ts';
import { useUploads } from '../api/use-uploads.ts';
import { FileBrowser } from '../components/file-browser.tsx';
import { FolderBar } from '../components/folder-bar.tsx';
import { FolderDialogs, type FolderDialogState } from '../components/folder-dialogs.tsx';
import { FolderTreeNav } from '../components/folder-tree-nav.tsx';
import { QuotaBar } from '../components/quota-bar.tsx';
import { SubfolderList } from '../components/subfolder-list.tsx';
import { UploadDropzone } from '../components/upload-dropzone.tsx';
import { UploadList } from '../components/upload-list.tsx';
import '../i18n.ts';
import { useFilesLocation } from '../use-files-location.ts';

export function FilesPage() {
  return (
    <RequirePermission permission="files.read">
      <FilesScreen />
    </RequirePermission>
  );
}

function FilesScreen() {
  const { t } = useTranslation('files');
  const isPhone = useIsPhoneLayout();
  const canWrite = useSession((s) => s.permissions.includes('files.write'));
  const [location, go] = useFilesLocation();
  const foldersQuery = useFolders();
  const folders = foldersQuery.data ?? [];
  const usage = useFilesUsage();
  // Files dropped while a search is shown still go into the open folder.
  const uploads = useUploads({ folderId: location.folder }, usage.data?.max_file_bytes);
  const openPicker = useRef<() => void>(null);
  const [folderDialog, setFolderDialog] = useState<FolderDialogState>(null);
  const openFolder = (id: number | null) => go({ folder: id, q: '', tag: null });
  const searching = location.q !== '' || location.tag !== null;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          canWrite && (
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconFolderPlus size={16} />}
                onClick={() => setFolderDialog({ kind: 'create', parentId: location.folder })}
              >
                {t('folders.create')}
              </Button>
              <Button leftSection={<IconUpload size={16} />} onClick={() => openPicker.current?.()}>
                {t('upload.button')}
              </Button>
            </Group>
          )
        }
      />
      <Grid gap="lg">
        {!isPhone && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder p="xs">
              <Stack gap="md">
                <FolderTreeNav folders={folders} current={location.folder} onSelect={openFolder} />
                <QuotaBar />
              </Stack>
            </Paper>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: isPhone ? 12 : 9 }}>
          <Stack gap="md">
            {/* Until the folders are there, the breadcrumb could only claim the top level. */}
            {!foldersQuery.isPending ? (
              <FolderBar
                folders={folders}
                current={location.folder}
                onSelect={openFolder}
                canWrite={canWrite}
                onAction={(kind, folder) => setFolderDialog({ kind, folder })}
              />
            ) : (
              <Skeleton h={34} w={240} />
            )}
            {!searching && (
              <SubfolderList folders={folders} parentId={location.folder} onSelect={openFolder} />
            )}
            {canWrite && (
              <UploadDropzone
                onFiles={uploads.add}
                maxFileBytes={usage.data?.max_file_bytes}
                openRef={openPicker}
                compact
              />
            )}
            <UploadList items={uploads.items} onCancel={uploads.cancel} onClear={uploads.clearFinished} />
            <FileBrowser location={location} go={go} folders={folders} canWrite={canWrite} />
            {isPhone && <QuotaBar />}
          </Stack>
        </Grid.Col>
      </Grid>
      <FolderDialogs
        state={folderDialog}
        folders={folders}
        onClose={() => setFolderDialog(null)}
        onCreated={(folder) => openFolder(folder.id)}
        onDeleted={(folder) => openFolder(folder.parent_id)}
      />
    </Stack>
  );
}
