import type { EntityDetail, EntityType } from '@kontor/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { toast } from '../../../../ui/toast/toast.ts';
import { useDeleteEntity } from '../../api/use-entity-actions.ts';
import '../../i18n.ts';

interface Props {
  type: EntityType;
  record: EntityDetail;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks once, clearly, before a record is deleted for good. */
export function DeleteEntityDialog({ type, record, opened, onClose, onDeleted }: Props) {
  const { t } = useTranslation('entities');
  const remove = useDeleteEntity(type);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = async () => {
    try {
      await remove.mutateAsync(record.id);
    } catch {
      return;
    }
    toast.success(t('show.deleted', { name: record.name }));
    onDeleted();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('show.deleteTitle', { name: record.name })}
      centered
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('show.cancel') }}
    >
      <Stack gap="md">
        <Text>{t('show.deleteBody')}</Text>
        <ErrorAlert message={remove.error?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('show.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            {t('show.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
