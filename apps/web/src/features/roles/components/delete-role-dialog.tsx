import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Role } from '@kontor/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useDeleteRole } from '../api/use-delete-role.ts';
import '../i18n.ts';

interface Props {
  /** The role to delete; null = closed. */
  role: Role | null;
  onClose: () => void;
  onDeleted?: (role: Role) => void;
}

/** Asks once, clearly; a role that still has members cannot be deleted and says what to do instead. */
export function DeleteRoleDialog({ role: requested, onClose, onDeleted }: Props) {
  const { t } = useTranslation('roles');
  const remove = useDeleteRole();
  // Keeps the texts while the dialog fades out after `requested` became null.
  const [role, setRole] = useState(requested);
  if (requested && requested !== role) setRole(requested);
  const inUse = (role?.member_count ?? 0) > 0;
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = async () => {
    if (!role) return;
    try {
      await remove.mutateAsync(role.id);
    } catch {
      return;
    }
    toast.success(t('delete.done', { name: role.name }));
    remove.reset();
    onDeleted?.(role);
    onClose();
  };
  return (
    <Modal
      opened={requested !== null}
      onClose={close}
      title={role ? t('delete.title', { name: role.name }) : ''}
      centered
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('delete.cancel') }}
    >
      <Stack gap="md">
        {inUse ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            {t('delete.inUse', { count: role?.member_count ?? 0 })}
          </Alert>
        ) : (
          <Text>{t('delete.body')}</Text>
        )}
        <ErrorAlert message={remove.error?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('delete.cancel')}
          </Button>
          {!inUse && (
            <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
              {t('delete.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
