import type { FileRecord } from '@kontor/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useDeleteFile } from '../api/use-delete-file.ts';
import '../i18n.ts';

/** Asks once, clearly: deleting removes the bytes and every link. */
export function DeleteFileDialog({ file, onClose }: { file: FileRecord; onClose: () => void }) {
  const { t } = useTranslation('files');
  const remove = useDeleteFile();
  const confirm = async () => {
    try {
      await remove.mutateAsync(file.id);
    } catch {
      return;
    }
    toast.success(t('delete.done', { name: file.name }));
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('delete.title', { name: file.name })}
      centered
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('delete.cancel') }}
    >
      <Stack gap="md">
        <Text>{t('delete.body')}</Text>
        <ErrorAlert message={remove.error?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('delete.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
