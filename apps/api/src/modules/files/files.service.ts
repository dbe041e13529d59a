import {
  fileExtension,
  fileTypeByExtension,
  fileTypeByMime,
  type FileLinkTarget,
  type FileRecord,
  type FileSort,
  type FilesUsage,
} from '@kontor/contracts';
import type { FilesConfig } from '../../config.ts';
import type { Tx } from '../../db/database.ts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import { assertMayChangeFile } from './file-ownership.ts';
import { toFileRecords } from './file-records.ts';
import {
  deleteFileById,
  deleteFileLink,
  findFileById,
  findFileByIdForUpdate,
  insertFileLink,
  listFilePage,
  sumFileSizes,
  updateFileFields,
  type FileFilter,
} from './files.repository.ts';
import { findFolderById } from './folders.repository.ts';
import { assertLinkTarget } from './link-targets.ts';

export const HISTORY_ENTITY = 'files';

export const fileNotFound = () => notFound('Die Datei wurde nicht gefunden.');
export const folderNotFound = () => notFound('Der Ordner wurde nicht gefunden.');
/** A folder named in the body or query (not the one addressed): a field error like any reference. */
export const referencedFolderMissing = (field: 'folder_id' | 'parent_id') => {
  const message = field === 'parent_id' ? 'Übergeordneter Ordner nicht gefunden.' : 'Ordner nicht gefunden.';
  return badRequest(message, { [field]: message });
};

export interface FileListInput {
  folder_id?: number | 'root' | undefined;
  q?: string | undefined;
  tags: string[];
  entity?: string | undefined;
  entity_id?: string | undefined;
  sort: FileSort;
  limit: number;
  offset: number;
}

export async function listFiles(tx: Tx, input: FileListInput) {
  const filter: FileFilter = {
    folderId: input.folder_id,
    nameContains: input.q || undefined,
    tags: input.tags,
    linkedTo:
      input.entity && input.entity_id ? { entity: input.entity, entityId: input.entity_id } : undefined,
  };
  const by = input.sort.replace(/^-/, '') as 'created_at' | 'name' | 'size';
  const { rows, total } = await listFilePage(
    tx,
    filter,
    { by, descending: input.sort.startsWith('-') },
    { limit: input.limit, offset: input.offset },
  );
  return { items: await toFileRecords(tx, rows), total };
}

export async function getFile(tx: Tx, id: number): Promise<FileRecord> {
  const row = await findFileById(tx, id);
  if (!row) throw fileNotFound();
  return (await toFileRecords(tx, [row]))[0]!;
}

/**
 * A new name keeps the file's type: the bytes were checked for it, and a PDF saved as
 * `rechnung.html` would open as a web page on the user's machine. Without a known extension
 * the current one is added.
 */
export function renamedKeepingType(newName: string, current: { name: string; mimeType: string }): string {
  const type = fileTypeByMime(current.mimeType);
  const named = fileTypeByExtension(newName);
  if (named && named.key === type?.key) return newName;
  // As the current name writes it (".PDF" stays ".PDF").
  const extension = fileExtension(current.name)
    ? current.name.slice(current.name.lastIndexOf('.') + 1)
    : type?.extensions[0];
  if (!named) return extension ? `${newName}.${extension}` : newName;
  throw badRequest('Bitte die Dateiendung nicht ändern.', {
    name: `Die Datei ist eine ${type?.label ?? 'andere'}-Datei; die Endung muss .${extension} bleiben.`,
  });
}

export async function updateFile(
  tx: Tx,
  actor: Writer,
  id: number,
  input: { name?: string | undefined; folder_id?: number | null | undefined; tags?: string[] | undefined },
) {
  const before = await findFileByIdForUpdate(tx, id);
  if (!before) throw fileNotFound();
  assertMayChangeFile(before, actor);
  if (input.folder_id != null && !(await findFolderById(tx, input.folder_id))) {
    throw referencedFolderMissing('folder_id');
  }
  const after = {
    ...(input.name !== undefined && { name: renamedKeepingType(input.name, before) }),
    ...(input.folder_id !== undefined && { folder_id: input.folder_id }),
    ...(input.tags !== undefined && { tags: input.tags }),
  };
  const changes = diffFields({ name: before.name, folder_id: before.folderId, tags: before.tags }, after);
  if (Object.keys(changes).length > 0) {
    await updateFileFields(tx, id, { name: after.name, folderId: after.folder_id, tags: after.tags });
    await recordHistory(tx, actor, { entity: HISTORY_ENTITY, entityId: id, action: 'updated', changes });
  }
  return getFile(tx, id);
}

/** Removes the row; the caller deletes the bytes once this transaction has committed. */
export async function deleteFileRow(tx: Tx, actor: Writer, id: number) {
  const file = await findFileByIdForUpdate(tx, id);
  if (!file) throw fileNotFound();
  assertMayChangeFile(file, actor);
  await deleteFileById(tx, id);
  await recordHistory(tx, actor, {
    entity: HISTORY_ENTITY,
    entityId: id,
    action: 'deleted',
    changes: { name: { from: file.name, to: null }, size_bytes: { from: file.sizeBytes, to: null } },
  });
  return { id, storageKey: file.storageKey };
}

const linkText = (target: FileLinkTarget) => `${target.entity}/${target.entity_id}`;

export async function linkFile(
  tx: Tx,
  actor: Actor,
  permissions: readonly string[],
  id: number,
  target: FileLinkTarget,
) {
  const file = await findFileByIdForUpdate(tx, id);
  if (!file) throw fileNotFound();
  await assertLinkTarget(tx, permissions, target);
  const added = await insertFileLink(tx, actor.tenantId, id, target.entity, target.entity_id);
  if (added) {
    await recordHistory(tx, actor, {
      entity: HISTORY_ENTITY,
      entityId: id,
      action: 'linked',
      changes: { link: { from: null, to: linkText(target) } },
    });
  }
  return getFile(tx, id);
}

export async function unlinkFile(tx: Tx, actor: Actor, id: number, target: FileLinkTarget) {
  const file = await findFileByIdForUpdate(tx, id);
  if (!file) throw fileNotFound();
  const removed = await deleteFileLink(tx, id, target.entity, target.entity_id);
  if (!removed) throw notFound('Die Datei ist mit diesem Datensatz nicht verknüpft.');
  await recordHistory(tx, actor, {
    entity: HISTORY_ENTITY,
    entityId: id,
    action: 'unlinked',
    changes: { link: { from: linkText(target), to: null } },
  });
  return getFile(tx, id);
}

export const filesUsage = async (tx: Tx, config: FilesConfig): Promise<FilesUsage> => ({
  used_bytes: await sumFileSizes(tx),
  quota_bytes: config.tenantQuotaBytes,
  max_file_bytes: config.maxFileBytes,
});
