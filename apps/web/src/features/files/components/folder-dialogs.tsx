import type { Folder } from '@kontor/contracts';
import { DeleteFolderDialog } from './delete-folder-dialog.tsx';
import { FolderDialog } from './folder-dialog.tsx';

export type FolderDialogState =
  { kind: 'create'; parentId: number | null } | { kind: 'rename' | 'move' | 'delete'; folder: Folder } | null;

interface Props {
  state: FolderDialogState;
  folders: readonly Folder[];
  onClose: () => void;
  /** After a folder was created (open it) or deleted (go to its parent). */
  onCreated: (folder: Folder) => void;
  onDeleted: (folder: Folder) => void;
}

export function FolderDialogs({ state, folders, onClose, onCreated, onDeleted }: Props) {
  if (!state) return null;
  if (state.kind === 'create') {
    return (
      <FolderDialog
        folders={folders}
        parentId={state.parentId}
        mode="create"
        onClose={onClose}
        onSaved={onCreated}
      />
    );
  }
  if (state.kind === 'delete')
    return <DeleteFolderDialog folder={state.folder} onClose={onClose} onDeleted={onDeleted} />;
  return (
    <FolderDialog
      key={`${state.kind}-${state.folder.id}`}
      folders={folders}
      folder={state.folder}
      parentId={state.folder.parent_id}
      mode={state.kind}
      onClose={onClose}
    />
  );
}
