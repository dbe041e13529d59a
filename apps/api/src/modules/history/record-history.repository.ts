import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { entities, historyItems } from '../../db/schema/index.ts';

/** Whether the record exists in the transaction's tenant (RLS) and is of this type. */
export const entityRecordExists = async (tx: Tx, type: string, id: number) =>
  (
    await tx
      .select({ id: entities.id })
      .from(entities)
      .where(and(eq(entities.type, type), eq(entities.id, id)))
  ).length > 0;

/** Whether the tenant's history knows the record (also after it was deleted). */
export const historyMentionsRecord = async (tx: Tx, entity: string, entityId: string) =>
  (
    await tx
      .select({ id: historyItems.id })
      .from(historyItems)
      .where(and(eq(historyItems.entity, entity), eq(historyItems.entityId, entityId)))
      .limit(1)
  ).length > 0;
