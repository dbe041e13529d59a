import { DeleteFileDialog } from './delete-file-dialog.tsx';
import type { FileDialog } from './file-dialog-state.ts';
import { MoveFileDialog } from './move-file-dialog.tsx';
import { PreviewModal } from './preview-modal.tsx';
import { RenameFileDialog } from './rename-file-dialog.tsx';
import { TagsDialog } from './tags-dialog.tsx';

/** The open dialog of a file list (files page and a record's Dateien tab). */
export function FileDialogs({ dialog, onClose }: { dialog: FileDialog; onClose: () => void }) {
  return (
    <>
      <PreviewModal file={dialog?.kind === 'preview' ? dialog.file : null} onClose={onClose} />
      {dialog?.kind === 'rename' && (
        <RenameFileDialog key={dialog.file.id} file={dialog.file} onClose={onClose} />
      )}
      {dialog?.kind === 'move' && (
        <MoveFileDialog key={dialog.file.id} file={dialog.file} onClose={onClose} />
      )}
      {dialog?.kind === 'tags' && <TagsDialog key={dialog.file.id} file={dialog.file} onClose={onClose} />}
      {dialog?.kind === 'delete' && (
        <DeleteFileDialog key={dialog.file.id} file={dialog.file} onClose={onClose} />
      )}
    </>
  );
}
