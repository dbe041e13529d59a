import type { Folder } from '@kontor/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useDeleteFolder } from '../api/use-folder-mutations.ts';
import '../i18n.ts';

/** Only an empty folder can go; a full one says what to do first. */
export function DeleteFolderDialog({
  folder,
  onClose,
  onDeleted,
}: {
  folder: Folder;
  onClose: () => void;
  onDeleted: (folder: Folder) => void;
}) {
  const { t } = useTranslation('files');
  const remove = useDeleteFolder();
  const notEmpty = folder.file_count > 0 || folder.folder_count > 0;
  const confirm = async () => {
    try {
      await remove.mutateAsync(folder.id);
    } catch {
      return;
    }
    toast.success(t('folders.deleted', { name: folder.name }));
    onDeleted(folder);
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('folders.deleteTitle', { name: folder.name })}
      centered
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('folders.cancel') }}
    >
      <Stack gap="md">
        {notEmpty ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            {t('folders.notEmpty')}
          </Alert>
        ) : (
          <Text>{t('folders.deleteBody')}</Text>
        )}
        <ErrorAlert message={remove.error?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('folders.cancel')}
          </Button>
          {!notEmpty && (
            <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
              {t('folders.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
