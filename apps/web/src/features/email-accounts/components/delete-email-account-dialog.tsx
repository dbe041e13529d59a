import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { EmailAccount } from '@kontor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useDeleteEmailAccount } from '../api/use-delete-email-account.ts';
import '../i18n.ts';

interface Props {
  /** The account to delete; null = closed. */
  account: EmailAccount | null;
  onClose: () => void;
}

export function DeleteEmailAccountDialog({ account: requested, onClose }: Props) {
  const { t } = useTranslation('emailAccounts');
  const remove = useDeleteEmailAccount();
  // Keeps the texts while the dialog fades out.
  const [account, setAccount] = useState(requested);
  if (requested && requested !== account) setAccount(requested);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = async () => {
    if (!account) return;
    try {
      await remove.mutateAsync(account.id);
    } catch {
      return;
    }
    toast.success(t('delete.done', { name: account.name }));
    close();
  };
  return (
    <Modal
      opened={requested !== null}
      onClose={close}
      title={account ? t('delete.title', { name: account.name }) : ''}
      centered
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('delete.cancel') }}
    >
      <Stack gap="md">
        <Text>{t('delete.body')}</Text>
        <ErrorAlert message={remove.error?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
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
