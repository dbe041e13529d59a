import { unlinkFilesOfRecord } from '../files/index.ts';
import type { EntityType } from '@kontor/contracts';
import { recordHistory } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import {
  countReferencesTo,
  deleteEntityById,
  findEntityByIdForUpdate,
  setEntityArchivedAt,
} from './entities.repository.ts';
import { loadCustomFields } from './entity-custom-fields.ts';
import { entityNotFound, isReferenceViolation, pgErrorCode, stillReferenced } from './entity-errors.ts';
import { toEntityDetail } from './entity-read.service.ts';
import { flattenRecord, snapshotChanges } from './entity-record.ts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { assertRecordWrite } from './record-write-rules.ts';

async function setArchived(tx: Tx, actor: Writer, type: EntityType, id: number, archived: boolean) {
  const before = await findEntityByIdForUpdate(tx, actor.tenantId, type, id);
  if (!before) throw entityNotFound();
  await assertRecordWrite(tx, actor, type, before.data, null);
  const { active } = await loadCustomFields(tx, type);
  // Archiving twice changes nothing and writes no history.
  if ((before.archivedAt !== null) === archived) return toEntityDetail(tx, actor.tenantId, before, active);
  const row = await setEntityArchivedAt(tx, actor.tenantId, type, id, archived ? new Date() : null);
  await recordHistory(tx, actor, {
    entity: type,
    entityId: id,
    action: archived ? 'archived' : 'restored',
    changes: {
      archived_at: {
        from: before.archivedAt?.toISOString() ?? null,
        to: row.archivedAt?.toISOString() ?? null,
      },
    },
  });
  return toEntityDetail(tx, actor.tenantId, row, active);
}

export const archiveEntity = (tx: Tx, actor: Writer, type: EntityType, id: number) =>
  setArchived(tx, actor, type, id, true);

export const restoreEntity = (tx: Tx, actor: Writer, type: EntityType, id: number) =>
  setArchived(tx, actor, type, id, false);

/** Deletes a record nothing points to; a referenced one can only be archived. */
export async function removeEntity(tx: Tx, actor: Writer, type: EntityType, id: number) {
  const row = await findEntityByIdForUpdate(tx, actor.tenantId, type, id);
  if (!row) throw entityNotFound();
  await assertRecordWrite(tx, actor, type, row.data, null);
  const references = await countReferencesTo(tx, actor.tenantId, id);
  if (references > 0) throw stillReferenced(row.name, references);
  // Other areas (documents, times …) point here with RESTRICT foreign keys: same answer.
  await deleteEntityById(tx, actor.tenantId, type, id).catch((error: unknown) => {
    if (isReferenceViolation(pgErrorCode(error))) throw stillReferenced(row.name);
    throw error;
  });
  await unlinkFilesOfRecord(tx, type, String(id));
  await recordHistory(tx, actor, {
    entity: type,
    entityId: id,
    action: 'deleted',
    changes: snapshotChanges(flattenRecord(row), 'from'),
  });
  return { ok: true as const };
}
