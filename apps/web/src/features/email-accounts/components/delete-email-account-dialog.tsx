import type { EmailAccount } from '@kontor/contracts';
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog.tsx';
import { useDeleteEmailAccount } from '../api/use-delete-email-account.ts';
import '../i18n.ts';

interface Props {
  /** The account to delete; null = closed. */
  account: EmailAccount | null;
  onClose: () => void;
}

export function DeleteEmailAccountDialog({ account, onClose }: Props) {
  const remove = useDeleteEmailAccount();
  return <ConfirmDeleteDialog item={account} onClose={onClose} remove={remove} namespace="emailAccounts" />;
}
