import { Alert } from '@mantine/core';
import type { Role } from '@kontor/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog.tsx';
import { useDeleteRole } from '../api/use-delete-role.ts';
import '../i18n.ts';

interface Props {
  /** The role to delete; null = closed. */
  role: Role | null;
  onClose: () => void;
  onDeleted?: (role: Role) => void;
}

/** Asks once, clearly; a role that still has members cannot be deleted and says what to do instead. */
export function DeleteRoleDialog({ role, onClose, onDeleted }: Props) {
  const { t } = useTranslation('roles');
  const remove = useDeleteRole();
  const members = role?.member_count ?? 0;
  const blocked = members > 0 && (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
      {t('delete.inUse', { count: members })}
    </Alert>
  );
  return (
    <ConfirmDeleteDialog
      item={role}
      onClose={onClose}
      onDeleted={onDeleted}
      remove={remove}
      namespace="roles"
      blocked={blocked || undefined}
    />
  );
}
