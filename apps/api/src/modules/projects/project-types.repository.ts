import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { projectStates, projectTypePhases, projectTypeTasks, projectTypes } from '../../db/schema/index.ts';

// Owner of project_types, project_type_phases, project_type_tasks and project_states. RLS confines
// every statement to the transaction's tenant.

export const listProjectTypeRows = (tx: Tx) =>
  tx
    .select()
    .from(projectTypes)
    .orderBy(sql`lower(${projectTypes.name})`, asc(projectTypes.id));

export const findProjectTypeRow = async (tx: Tx, id: number) =>
  (await tx.select().from(projectTypes).where(eq(projectTypes.id, id)))[0];

export const findProjectTypeRowForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(projectTypes).where(eq(projectTypes.id, id)).for('update'))[0];

export const listPhaseRows = (tx: Tx, typeIds: number[]) =>
  typeIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(projectTypePhases)
        .where(inArray(projectTypePhases.projectTypeId, typeIds))
        .orderBy(asc(projectTypePhases.position), asc(projectTypePhases.id));

export const listTaskRows = (tx: Tx, typeIds: number[]) =>
  typeIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(projectTypeTasks)
        .where(inArray(projectTypeTasks.projectTypeId, typeIds))
        .orderBy(asc(projectTypeTasks.position), asc(projectTypeTasks.id));

/** Projects per type. */
export const countProjectsByType = async (tx: Tx, typeIds: number[]) => {
  if (typeIds.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ typeId: projectStates.projectTypeId, count: sql<number>`count(*)::int` })
    .from(projectStates)
    .where(inArray(projectStates.projectTypeId, typeIds))
    .groupBy(projectStates.projectTypeId);
  return new Map(rows.map((r) => [r.typeId, r.count]));
};

export const insertProjectTypeRow = async (
  tx: Tx,
  values: { tenantId: number; name: string; color: string; createdBy: number | null },
) => (await tx.insert(projectTypes).values(values).returning())[0]!;

export const updateProjectTypeRow = async (
  tx: Tx,
  id: number,
  version: number,
  values: { name: string; color: string },
) =>
  (
    await tx
      .update(projectTypes)
      .set({ ...values, version: sql`${projectTypes.version} + 1`, updatedAt: new Date() })
      .where(and(eq(projectTypes.id, id), eq(projectTypes.version, version)))
      .returning()
  )[0];

export const deleteProjectTypeRow = (tx: Tx, id: number) =>
  tx.delete(projectTypes).where(eq(projectTypes.id, id));

export const insertPhaseRow = async (
  tx: Tx,
  values: { tenantId: number; projectTypeId: number; name: string; position: number },
) => (await tx.insert(projectTypePhases).values(values).returning())[0]!;

export const updatePhaseRow = (
  tx: Tx,
  typeId: number,
  id: number,
  values: { name: string; position: number },
) =>
  tx
    .update(projectTypePhases)
    .set(values)
    .where(and(eq(projectTypePhases.projectTypeId, typeId), eq(projectTypePhases.id, id)));

/** Phases of the type other than `keep`, with the number of projects in each. */
export const findRemovedPhases = (tx: Tx, typeId: number, keep: number[]) =>
  tx
    .select({
      id: projectTypePhases.id,
      name: projectTypePhases.name,
      projects: sql<number>`(select count(*)::int from ${projectStates} s where s.tenant_id = ${projectTypePhases.tenantId} and s.phase_id = ${projectTypePhases.id})`,
    })
    .from(projectTypePhases)
    .where(
      and(
        eq(projectTypePhases.projectTypeId, typeId),
        keep.length > 0 ? notInArray(projectTypePhases.id, keep) : undefined,
      ),
    );

export const deletePhaseRows = (tx: Tx, typeId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve()
    : tx
        .delete(projectTypePhases)
        .where(and(eq(projectTypePhases.projectTypeId, typeId), inArray(projectTypePhases.id, ids)));

/** Default tasks are replaced as a whole (a template; nothing refers to them). */
export const deleteTaskRows = (tx: Tx, typeId: number) =>
  tx.delete(projectTypeTasks).where(eq(projectTypeTasks.projectTypeId, typeId));

export const insertTaskRows = async (
  tx: Tx,
  tenantId: number,
  typeId: number,
  tasks: { title: string; phaseId: number | null; dueOffsetDays: number | null }[],
) => {
  if (tasks.length === 0) return;
  await tx
    .insert(projectTypeTasks)
    .values(tasks.map((t, position) => ({ ...t, tenantId, projectTypeId: typeId, position })));
};

export const findProjectState = async (tx: Tx, projectId: number) =>
  (await tx.select().from(projectStates).where(eq(projectStates.projectId, projectId)))[0];

export const upsertProjectState = (
  tx: Tx,
  values: { tenantId: number; projectId: number; projectTypeId: number; phaseId: number | null },
) =>
  tx
    .insert(projectStates)
    .values(values)
    .onConflictDoUpdate({
      target: [projectStates.tenantId, projectStates.projectId],
      set: { projectTypeId: values.projectTypeId, phaseId: values.phaseId, updatedAt: new Date() },
    });

export const deleteProjectState = (tx: Tx, projectId: number) =>
  tx.delete(projectStates).where(eq(projectStates.projectId, projectId));
