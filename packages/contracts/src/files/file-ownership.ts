import type { Permission } from '../permissions.ts';

/** Renaming, moving, re-tagging and deleting files someone else uploaded. */
export const MANAGE_FILES: Permission = 'files.manage';

/** `files.write` covers one's own uploads; everyone else's need `files.manage`. */
export const canChangeFile = (
  uploaderId: number | null,
  who: { userId: number | null; permissions: readonly string[] },
): boolean => (who.userId !== null && uploaderId === who.userId) || who.permissions.includes(MANAGE_FILES);
