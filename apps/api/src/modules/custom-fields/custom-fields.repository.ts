import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { customFieldDefinitions } from '../../db/schema/index.ts';

export type CustomFieldRow = typeof customFieldDefinitions.$inferSelect;
type NewCustomFieldRow = typeof customFieldDefinitions.$inferInsert;
export type CustomFieldChanges = Pick<
  NewCustomFieldRow,
  'label' | 'required' | 'showInList' | 'options' | 'referenceType'
>;

/** All definitions of one entity type, removed ones included (their values stay recoverable). */
export const listCustomFieldRows = (tx: Tx, entityType?: string) =>
  tx
    .select()
    .from(customFieldDefinitions)
    .where(entityType ? eq(customFieldDefinitions.entityType, entityType) : undefined)
    .orderBy(asc(customFieldDefinitions.sortOrder), asc(customFieldDefinitions.id));

export const findCustomFieldById = async (tx: Tx, id: number) =>
  (await tx.select().from(customFieldDefinitions).where(eq(customFieldDefinitions.id, id)))[0];

export const findCustomFieldByIdForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(customFieldDefinitions).where(eq(customFieldDefinitions.id, id)).for('update'))[0];

/** Removed or not: a key stays taken, because the removed field's values still carry it. */
export const findCustomFieldByKey = async (tx: Tx, entityType: string, key: string) =>
  (
    await tx
      .select()
      .from(customFieldDefinitions)
      .where(and(eq(customFieldDefinitions.entityType, entityType), eq(customFieldDefinitions.key, key)))
  )[0];

export const findActiveCustomFieldByLabel = async (tx: Tx, entityType: string, label: string) =>
  (
    await tx
      .select()
      .from(customFieldDefinitions)
      .where(
        and(
          eq(customFieldDefinitions.entityType, entityType),
          isNull(customFieldDefinitions.deletedAt),
          sql`lower(${customFieldDefinitions.label}) = lower(${label})`,
        ),
      )
  )[0];

export const countCustomFields = async (tx: Tx, entityType: string) =>
  (
    await tx
      .select({ value: count() })
      .from(customFieldDefinitions)
      .where(eq(customFieldDefinitions.entityType, entityType))
  )[0]?.value ?? 0;

/** The place after the last field of the type (new and restored fields go to the end). */
export const nextSortOrder = async (tx: Tx, entityType: string) =>
  ((
    await tx
      .select({ value: max(customFieldDefinitions.sortOrder) })
      .from(customFieldDefinitions)
      .where(eq(customFieldDefinitions.entityType, entityType))
  )[0]?.value ?? -1) + 1;

/** Serialises the writes of one type's fields (key, label and order checks) within a tenant. */
export const lockCustomFieldsOfType = (tx: Tx, tenantId: number, entityType: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('custom_fields'), hashtext(${`${tenantId}:${entityType}`}))`,
  );

/** Undefined when a parallel save took the key first (unique index). */
export const insertCustomField = async (tx: Tx, row: NewCustomFieldRow) =>
  (await tx.insert(customFieldDefinitions).values(row).onConflictDoNothing().returning())[0];

export const updateCustomFieldIfVersion = async (
  tx: Tx,
  id: number,
  version: number,
  values: CustomFieldChanges,
) =>
  (
    await tx
      .update(customFieldDefinitions)
      .set({ ...values, version: sql`${customFieldDefinitions.version} + 1`, updatedAt: new Date() })
      .where(and(eq(customFieldDefinitions.id, id), eq(customFieldDefinitions.version, version)))
      .returning()
  )[0];

/** Removes (a date) or restores (null, with its new place) a field; its values stay untouched. */
export const setCustomFieldDeleted = async (tx: Tx, id: number, deletedAt: Date | null, sortOrder?: number) =>
  (
    await tx
      .update(customFieldDefinitions)
      .set({
        deletedAt,
        ...(sortOrder !== undefined && { sortOrder }),
        version: sql`${customFieldDefinitions.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(customFieldDefinitions.id, id))
      .returning()
  )[0]!;

export const setCustomFieldSortOrder = (tx: Tx, id: number, sortOrder: number) =>
  tx.update(customFieldDefinitions).set({ sortOrder }).where(eq(customFieldDefinitions.id, id));
