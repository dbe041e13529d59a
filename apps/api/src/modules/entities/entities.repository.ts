import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { entities, entityLinks, entityProfileLinks } from '../../db/schema/index.ts';

// RLS confines every statement to the transaction's tenant; the explicit tenant_id conditions
// are there so the planner can use the composite indexes and keys.

export type EntityRow = typeof entities.$inferSelect;
export type EntityValues = Pick<EntityRow, 'number' | 'name' | 'data' | 'custom' | 'searchText'>;

const byId = (tenantId: number, type: string, id: number) =>
  and(eq(entities.tenantId, tenantId), eq(entities.type, type), eq(entities.id, id));

export const findEntityById = async (tx: Tx, tenantId: number, type: string, id: number) =>
  (
    await tx
      .select()
      .from(entities)
      .where(byId(tenantId, type, id))
  )[0];

export const findEntityByIdForUpdate = async (tx: Tx, tenantId: number, type: string, id: number) =>
  (
    await tx
      .select()
      .from(entities)
      .where(byId(tenantId, type, id))
      .for('update')
  )[0];

/** Type, name and archive state of records of any type (reference checks and display names). */
export const findEntitySummaries = (tx: Tx, tenantId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          id: entities.id,
          type: entities.type,
          name: entities.name,
          archivedAt: entities.archivedAt,
        })
        .from(entities)
        .where(and(eq(entities.tenantId, tenantId), inArray(entities.id, [...ids])));

const recordColumns = {
  id: entities.id,
  type: entities.type,
  number: entities.number,
  name: entities.name,
  data: entities.data,
};

/** A record of `type` in the transaction's tenant (RLS), archived or not: what other areas check and print. */
export const findEntityRecord = async (tx: Tx, type: string, id: number) =>
  (
    await tx
      .select(recordColumns)
      .from(entities)
      .where(and(eq(entities.type, type), eq(entities.id, id)))
  )[0];

/** Records of any type by id in the transaction's tenant (RLS): names and kinds for other areas' lists. */
export const findEntityRecords = (tx: Tx, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select(recordColumns)
        .from(entities)
        .where(inArray(entities.id, [...new Set(ids)]));

export type EntityRecord = NonNullable<Awaited<ReturnType<typeof findEntityRecord>>>;

export const isNumberTaken = async (tx: Tx, tenantId: number, type: string, number: string) =>
  (
    await tx
      .select({ id: entities.id })
      .from(entities)
      .where(and(eq(entities.tenantId, tenantId), eq(entities.type, type), eq(entities.number, number)))
  ).length > 0;

export const insertEntity = async (
  tx: Tx,
  row: EntityValues & { tenantId: number; type: string; createdBy: number | null },
) => (await tx.insert(entities).values(row).returning())[0]!;

/** Writes only while the stored version is the one the caller read (optimistic locking). */
export const updateEntityIfVersion = async (
  tx: Tx,
  tenantId: number,
  type: string,
  id: number,
  version: number,
  values: EntityValues,
) =>
  (
    await tx
      .update(entities)
      .set({ ...values, version: sql`${entities.version} + 1`, updatedAt: new Date() })
      .where(and(byId(tenantId, type, id), eq(entities.version, version)))
      .returning()
  )[0];

export const setEntityArchivedAt = async (
  tx: Tx,
  tenantId: number,
  type: string,
  id: number,
  archivedAt: Date | null,
) =>
  (
    await tx
      .update(entities)
      .set({ archivedAt, version: sql`${entities.version} + 1`, updatedAt: new Date() })
      .where(byId(tenantId, type, id))
      .returning()
  )[0]!;

export const deleteEntityById = (tx: Tx, tenantId: number, type: string, id: number) =>
  tx.delete(entities).where(byId(tenantId, type, id));

export interface EntityLink {
  field: string;
  targetId: number;
}

/** References to other records and to people (profiles). */
export interface EntityLinks {
  records: EntityLink[];
  profiles: EntityLink[];
}

/** The record's outgoing references, replaced as a whole on every write. */
export async function replaceEntityLinks(tx: Tx, tenantId: number, sourceId: number, links: EntityLinks) {
  await tx
    .delete(entityLinks)
    .where(and(eq(entityLinks.tenantId, tenantId), eq(entityLinks.sourceId, sourceId)));
  await tx
    .delete(entityProfileLinks)
    .where(and(eq(entityProfileLinks.tenantId, tenantId), eq(entityProfileLinks.sourceId, sourceId)));
  if (links.records.length > 0) {
    await tx.insert(entityLinks).values(links.records.map((l) => ({ tenantId, sourceId, ...l })));
  }
  if (links.profiles.length > 0) {
    await tx
      .insert(entityProfileLinks)
      .values(links.profiles.map((l) => ({ tenantId, sourceId, field: l.field, profileId: l.targetId })));
  }
}

/** How many links of other records point at `id`. */
export const countReferencesTo = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(entityLinks)
      .where(
        and(eq(entityLinks.tenantId, tenantId), eq(entityLinks.targetId, id), ne(entityLinks.sourceId, id)),
      )
  )[0]?.value ?? 0;

/** Approved, not archived absences of a person overlapping `from`–`to` (working-time evaluation). */
export const findApprovedAbsences = (tx: Tx, profileId: number, from: string, to: string) =>
  tx
    .select({ data: entities.data })
    .from(entities)
    .where(
      and(
        eq(entities.type, 'absences'),
        sql`${entities.archivedAt} is null`,
        sql`${entities.data}->>'profile' = ${String(profileId)}`,
        sql`${entities.data}->>'status' = 'approved'`,
        sql`${entities.data}->>'from' <= ${to}`,
        sql`${entities.data}->>'to' >= ${from}`,
      ),
    );

/** Tasks that are not done and due on or before `today`, earliest first, with their number. */
export async function findDueTasks(tx: Tx, tenantId: number, today: string, limit: number) {
  const due = and(
    eq(entities.tenantId, tenantId),
    eq(entities.type, 'tasks'),
    sql`${entities.archivedAt} is null`,
    sql`coalesce(${entities.data}->>'status', 'open') <> 'done'`,
    sql`${entities.data}->>'due_date' <= ${today}`,
  );
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(entities)
    .where(due);
  const rows = await tx
    .select({ id: entities.id, title: entities.name, dueDate: sql<string>`${entities.data}->>'due_date'` })
    .from(entities)
    .where(due)
    .orderBy(sql`${entities.data}->>'due_date'`, entities.id)
    .limit(limit);
  return {
    count: counted?.count ?? 0,
    items: rows.map((r) => ({ id: r.id, title: r.title, due_date: r.dueDate })),
  };
}

/** Absences overlapping `from`–`to` (not rejected, not archived), optionally of one person. */
export const findAbsencesBetween = (tx: Tx, from: string, to: string, profileId?: number) =>
  tx
    .select({ id: entities.id, name: entities.name, data: entities.data })
    .from(entities)
    .where(
      and(
        eq(entities.type, 'absences'),
        sql`${entities.archivedAt} is null`,
        sql`coalesce(${entities.data}->>'status', 'requested') <> 'rejected'`,
        sql`${entities.data}->>'from' <= ${to}`,
        sql`${entities.data}->>'to' >= ${from}`,
        profileId === undefined ? undefined : sql`${entities.data}->>'profile' = ${String(profileId)}`,
      ),
    )
    .orderBy(sql`${entities.data}->>'from'`, entities.id);

/** Tasks due between `from` and `to` (inclusive), done ones included, for the calendar. */
export const findTasksDueBetween = (tx: Tx, from: string, to: string) =>
  tx
    .select({
      id: entities.id,
      title: entities.name,
      dueDate: sql<string>`${entities.data}->>'due_date'`,
      status: sql<string | null>`${entities.data}->>'status'`,
    })
    .from(entities)
    .where(
      and(
        eq(entities.type, 'tasks'),
        sql`${entities.archivedAt} is null`,
        sql`${entities.data}->>'due_date' >= ${from}`,
        sql`${entities.data}->>'due_date' <= ${to}`,
      ),
    )
    .orderBy(sql`${entities.data}->>'due_date'`, entities.id);
/** The tasks of a project (not archived), by due date, for the project overview. */
export async function findProjectTasks(tx: Tx, tenantId: number, projectId: number) {
  const rows = await tx
    .select({
      id: entities.id,
      title: entities.name,
      status: sql<string>`coalesce(${entities.data}->>'status', 'open')`,
      dueDate: sql<string | null>`${entities.data}->>'due_date'`,
      phase: sql<string | null>`nullif(${entities.data}->>'phase', '')`,
    })
    .from(entities)
    .innerJoin(
      entityLinks,
      and(
        eq(entityLinks.tenantId, entities.tenantId),
        eq(entityLinks.sourceId, entities.id),
        eq(entityLinks.field, 'project'),
      ),
    )
    .where(
      and(
        eq(entities.tenantId, tenantId),
        eq(entities.type, 'tasks'),
        eq(entityLinks.targetId, projectId),
        sql`${entities.archivedAt} is null`,
      ),
    )
    .orderBy(sql`${entities.data}->>'due_date' nulls last`, entities.id)
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    due_date: r.dueDate,
    phase: r.phase,
  }));
}
