import type { FileRecord } from '@kontor/contracts';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { NoPermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useFiles } from '../api/use-files.ts';
import { useFilesUsage } from '../api/use-files-usage.ts';
import { useLinkFile } from '../api/use-link-file.ts';
import { useUnlinkFile } from '../api/use-unlink-file.ts';
import { useUploads } from '../api/use-uploads.ts';
import '../i18n.ts';
import { useFileDialog } from './file-dialog-state.ts';
import { FileDialogs } from './file-dialogs.tsx';
import { FileList } from './file-table.tsx';
import { UploadDropzone } from './upload-dropzone.tsx';
import { UploadList } from './upload-list.tsx';

export interface RecordFilesProps {
  /** The record's area: a master-data type (`customers`) or another area's name. */
  entity: string;
  entityId: number;
}

/**
 * The Dateien tab of a record: its linked files, uploads that are linked automatically, preview,
 * and unlinking (the file stays under Dateien) or deleting.
 */
export function RecordFiles({ entity, entityId }: RecordFilesProps) {
  const canRead = useSession((s) => s.permissions.includes('files.read'));
  return canRead ? <RecordFileList entity={entity} entityId={entityId} /> : <NoPermission />;
}

function RecordFileList({ entity, entityId }: RecordFilesProps) {
  const { t } = useTranslation('files');
  const canWrite = useSession((s) => s.permissions.includes('files.write'));
  const usage = useFilesUsage();
  const uploads = useUploads({ entity, entityId }, usage.data?.max_file_bytes);
  const files = useFiles({ entity, entity_id: String(entityId), limit: 200 });
  const { dialog, open, close } = useFileDialog();
  const unlink = useUnlinkFile();
  const relink = useLinkFile();
  const openPicker = useRef<() => void>(null);
  const link = { entity, entityId: String(entityId) };

  const unlinkFile = async (file: FileRecord) => {
    try {
      await unlink.mutateAsync({ id: file.id, ...link });
    } catch (error) {
      toast.error((error as Error).message);
      return;
    }
    toast.success(t('unlink.done', { name: file.name }), t('record.unlinkHint'), {
      actions: [
        { label: t('unlink.undo'), onClick: () => void relink.mutateAsync({ id: file.id, ...link }) },
      ],
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('record.title')}
        </Title>
        <Group gap="sm">
          <Anchor component={Link} to="/files" size="sm">
            {t('record.openAll')}
          </Anchor>
          {canWrite && (
            <Button size="xs" leftSection={<IconUpload size={14} />} onClick={() => openPicker.current?.()}>
              {t('upload.button')}
            </Button>
          )}
        </Group>
      </Group>
      {canWrite && (
        <UploadDropzone
          onFiles={uploads.add}
          maxFileBytes={usage.data?.max_file_bytes}
          openRef={openPicker}
          compact
        />
      )}
      <UploadList items={uploads.items} onCancel={uploads.cancel} onClear={uploads.clearFinished} />
      {files.isError ? (
        <LoadFailedAlert
          title={t('loadError')}
          message={files.error.message}
          retryLabel={t('retry')}
          onRetry={() => void files.refetch()}
          compact
        />
      ) : !files.data ? (
        <Skeleton h={52} aria-busy="true" />
      ) : files.data.items.length === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text fw={600}>{t('record.empty')}</Text>
          <Text size="sm" c="dimmed">
            {canWrite ? t('record.emptyHint') : t('record.emptyReadOnly')}
          </Text>
        </Paper>
      ) : (
        <FileList
          files={files.data.items}
          canWrite={canWrite}
          onOpen={open}
          onUnlink={(file) => void unlinkFile(file)}
          canMove={false}
        />
      )}
      <FileDialogs dialog={dialog} onClose={close} />
    </Stack>
  );
}
