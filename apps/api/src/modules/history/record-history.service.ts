import type { EntityType } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { notFound } from '../../core/http/errors.ts';
import { listHistory } from './history.service.ts';
import { findEntityRecord } from '../entities/index.ts';
import { historyMentionsRecord } from '../../core/history/history-list.repository.ts';

const entityRecordExists = async (tx: Tx, type: EntityType, id: number) =>
  (await findEntityRecord(tx, type, id)) !== undefined;

const recordNotFound = () => notFound('Der Datensatz wurde nicht gefunden.');

/**
 * The timeline of one record, newest first. A deleted record keeps its history (GoBD); an id the
 * tenant never had is simply not found.
 */
export async function listRecordHistory(
  tx: Tx,
  type: EntityType,
  id: number,
  page: { beforeId?: number | undefined; limit: number },
) {
  const entityId = String(id);
  if (!(await entityRecordExists(tx, type, id)) && !(await historyMentionsRecord(tx, type, entityId))) {
    throw recordNotFound();
  }
  return listHistory(tx, { entity: type, entityId, beforeId: page.beforeId }, page.limit);
}

/** A note on an existing record, chained into the history like every change. */
export async function addHistoryNote(tx: Tx, actor: Actor, type: EntityType, id: number, text: string) {
  if (!(await entityRecordExists(tx, type, id))) throw recordNotFound();
  const { id: itemId } = await recordHistory(tx, actor, {
    entity: type,
    entityId: id,
    action: 'note',
    note: text,
  });
  const { items } = await listHistory(tx, { entity: type, entityId: String(id), beforeId: itemId + 1 }, 1);
  return items[0]!;
}
