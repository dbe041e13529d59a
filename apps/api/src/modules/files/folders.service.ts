import type { Folder } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { conflict } from '../../core/http/errors.ts';
import { folderNotFound, referencedFolderMissing } from './files.service.ts';
import {
  countFolderContents,
  deleteFolderById,
  findFolderById,
  findFolderByIdForUpdate,
  findFolderByName,
  insertFolder,
  listFolderLineage,
  listFolderRows,
  updateFolderRow,
  type FolderWithCounts,
} from './folders.repository.ts';

/** Folder changes are history of their own area, apart from the files (ids would collide). */
export const FOLDER_HISTORY_ENTITY = 'fileFolders';

const toFolder = (row: FolderWithCounts): Folder => ({
  id: row.id,
  name: row.name,
  parent_id: row.parentId,
  file_count: row.fileCount,
  folder_count: row.folderCount,
  created_at: row.createdAt.toISOString(),
});

const nameTaken = (name: string) => conflict(`Einen Ordner „${name}“ gibt es hier bereits.`);

export const listFolders = async (tx: Tx) => (await listFolderRows(tx)).map(toFolder);

async function getFolder(tx: Tx, id: number) {
  const row = await findFolderById(tx, id);
  if (!row) throw folderNotFound();
  return toFolder(row);
}

async function assertNameFree(tx: Tx, parentId: number | null, name: string, self?: number) {
  const same = await findFolderByName(tx, parentId, name);
  if (same && same.id !== self) throw nameTaken(name);
}

export async function createFolder(tx: Tx, actor: Actor, input: { name: string; parent_id: number | null }) {
  if (input.parent_id !== null && !(await findFolderById(tx, input.parent_id))) {
    throw referencedFolderMissing('parent_id');
  }
  await assertNameFree(tx, input.parent_id, input.name);
  const row = await insertFolder(tx, actor.tenantId, input.parent_id, input.name);
  await recordHistory(tx, actor, {
    entity: FOLDER_HISTORY_ENTITY,
    entityId: row.id,
    action: 'created',
    changes: { name: { from: null, to: row.name }, parent_id: { from: null, to: row.parentId } },
  });
  return getFolder(tx, row.id);
}

/** Rename and move in one: the body always carries both. */
export async function updateFolder(
  tx: Tx,
  actor: Actor,
  id: number,
  input: { name: string; parent_id: number | null },
) {
  const before = await findFolderByIdForUpdate(tx, id);
  if (!before) throw folderNotFound();
  if (input.parent_id !== null) {
    if (!(await findFolderById(tx, input.parent_id))) throw referencedFolderMissing('parent_id');
    // Moving a folder below itself would cut the branch off from the tree.
    if ((await listFolderLineage(tx, input.parent_id)).includes(id)) {
      throw conflict('Ein Ordner kann nicht in sich selbst oder einen seiner Unterordner verschoben werden.');
    }
  }
  await assertNameFree(tx, input.parent_id, input.name, id);
  const changes = diffFields({ name: before.name, parent_id: before.parentId }, input);
  if (Object.keys(changes).length > 0) {
    await updateFolderRow(tx, id, input.parent_id, input.name);
    await recordHistory(tx, actor, {
      entity: FOLDER_HISTORY_ENTITY,
      entityId: id,
      action: 'updated',
      changes,
    });
  }
  return getFolder(tx, id);
}

export async function deleteFolder(tx: Tx, actor: Actor, id: number) {
  const folder = await findFolderByIdForUpdate(tx, id);
  if (!folder) throw folderNotFound();
  const inside = await countFolderContents(tx, id);
  if (inside.files > 0 || inside.folders > 0) {
    throw conflict(
      'Der Ordner ist nicht leer. Verschieben oder löschen Sie zuerst die Dateien und Unterordner darin.',
    );
  }
  await deleteFolderById(tx, id);
  await recordHistory(tx, actor, {
    entity: FOLDER_HISTORY_ENTITY,
    entityId: id,
    action: 'deleted',
    changes: { name: { from: folder.name, to: null } },
  });
  return { id };
}
