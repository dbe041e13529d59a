import type { FileRecord } from '@kontor/contracts';
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog.tsx';
import { useDeleteFile } from '../api/use-delete-file.ts';
import '../i18n.ts';

/** Asks once, clearly: deleting removes the bytes and every link. */
export function DeleteFileDialog({ file, onClose }: { file: FileRecord; onClose: () => void }) {
  const remove = useDeleteFile();
  return <ConfirmDeleteDialog item={file} onClose={onClose} remove={remove} namespace="files" />;
}
