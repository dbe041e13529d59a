import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n.ts';

interface Props {
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Deleting a draft asks once. */
export function ConfirmDeleteDialog({ opened, loading, onClose, onConfirm }: Props) {
  const { t } = useTranslation('documents');
  return (
    <Modal opened={opened} onClose={onClose} title={t('deleteDraft.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('deleteDraft.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('finalize.abort')}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {t('deleteDraft.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
