import type { FileRecord } from '@kontor/contracts';
import { useState } from 'react';

export type FileDialogKind = 'preview' | 'rename' | 'move' | 'tags' | 'delete';
export type FileDialog = { kind: FileDialogKind; file: FileRecord } | null;

/** Which dialog is open for which file; one at a time. */
export function useFileDialog() {
  const [dialog, setDialog] = useState<FileDialog>(null);
  return {
    dialog,
    open: (kind: FileDialogKind, file: FileRecord) => setDialog({ kind, file }),
    close: () => setDialog(null),
  };
}
