import type { ProjectType, ZProjectTypeInput } from '@kontor/contracts';
import type { z } from 'zod';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { pgErrorCode, pgErrorConstraint } from '../../db/pg-error.ts';
import type { ProjectTypeRow } from '../../db/schema/index.ts';
import {
  countProjectsByType,
  deletePhaseRows,
  deleteProjectTypeRow,
  deleteTaskRows,
  findProjectTypeRow,
  findProjectTypeRowForUpdate,
  findRemovedPhases,
  insertPhaseRow,
  insertProjectTypeRow,
  insertTaskRows,
  listPhaseRows,
  listProjectTypeRows,
  listTaskRows,
  updatePhaseRow,
  updateProjectTypeRow,
} from './project-types.repository.ts';

type Input = z.output<typeof ZProjectTypeInput>;

/** History and realtime name of this area. */
const ENTITY = 'projectType';
const UNIQUE_VIOLATION = '23505';

export const projectTypeNotFound = () => notFound('Der Projekttyp wurde nicht gefunden.');

async function toProjectTypes(tx: Tx, rows: ProjectTypeRow[]): Promise<ProjectType[]> {
  const ids = rows.map((r) => r.id);
  const [phases, tasks, counts] = await Promise.all([
    listPhaseRows(tx, ids),
    listTaskRows(tx, ids),
    countProjectsByType(tx, ids),
  ]);
  return rows.map((row) => {
    const own = phases.filter((p) => p.projectTypeId === row.id);
    return {
      id: row.id,
      name: row.name,
      color: row.color,
      phases: own.map((p) => ({ id: p.id, name: p.name })),
      tasks: tasks
        .filter((t) => t.projectTypeId === row.id)
        .map((t) => {
          const index = own.findIndex((p) => p.id === t.phaseId);
          return {
            id: t.id,
            title: t.title,
            phase_index: index < 0 ? null : index,
            due_offset_days: t.dueOffsetDays,
          };
        }),
      project_count: counts.get(row.id) ?? 0,
      version: row.version,
    };
  });
}

export const listProjectTypes = async (tx: Tx) => toProjectTypes(tx, await listProjectTypeRows(tx));

export async function getProjectType(tx: Tx, id: number) {
  const row = await findProjectTypeRow(tx, id);
  if (!row) throw projectTypeNotFound();
  return (await toProjectTypes(tx, [row]))[0]!;
}

const nameTaken = (name: string) =>
  conflict(`Einen Projekttyp „${name}“ gibt es schon. Bitte wählen Sie einen anderen Namen.`);

const mapNameRace = (name: string) => (error: unknown) => {
  if (
    pgErrorCode(error) === UNIQUE_VIOLATION &&
    pgErrorConstraint(error, UNIQUE_VIOLATION) === 'project_types_name'
  )
    throw nameTaken(name);
  throw error;
};

function assertTaskPhases(input: Input) {
  const problems: Record<string, string> = {};
  input.tasks.forEach((task, i) => {
    if (task.phase_index !== null && task.phase_index >= input.phases.length)
      problems[`tasks.${i}.phase_index`] = 'Die gewählte Phase gibt es nicht.';
  });
  if (Object.keys(problems).length > 0) throw badRequest('Bitte prüfen Sie die Standardaufgaben.', problems);
}

/**
 * Writes phases (kept by id, new ones inserted, missing ones removed unless a project is in them)
 * and replaces the default tasks, pointing them at the phases by position in `input.phases`.
 */
async function writePhasesAndTasks(tx: Tx, tenantId: number, typeId: number, input: Input) {
  const existing = new Set((await listPhaseRows(tx, [typeId])).map((p) => p.id));
  const foreign = input.phases.find((p) => p.id !== undefined && !existing.has(p.id));
  if (foreign) throw badRequest('Eine der Phasen gehört nicht zu diesem Projekttyp.');
  const kept = input.phases.flatMap((p) => (p.id === undefined ? [] : [p.id]));
  if (new Set(kept).size !== kept.length) throw badRequest('Eine Phase ist doppelt aufgeführt.');
  const removed = await findRemovedPhases(tx, typeId, kept);
  const inUse = removed.find((p) => p.projects > 0);
  if (inUse)
    throw conflict(
      `Die Phase „${inUse.name}“ ist bei ${inUse.projects === 1 ? 'einem Projekt' : `${inUse.projects} Projekten`} eingestellt und kann nicht entfernt werden. Bitte stellen Sie diese Projekte zuerst auf eine andere Phase.`,
    );
  await deleteTaskRows(tx, typeId);
  await deletePhaseRows(
    tx,
    typeId,
    removed.map((p) => p.id),
  );
  const phaseIds: number[] = [];
  for (const [position, phase] of input.phases.entries()) {
    if (phase.id === undefined) {
      phaseIds.push(
        (await insertPhaseRow(tx, { tenantId, projectTypeId: typeId, name: phase.name, position })).id,
      );
    } else {
      await updatePhaseRow(tx, typeId, phase.id, { name: phase.name, position });
      phaseIds.push(phase.id);
    }
  }
  await insertTaskRows(
    tx,
    tenantId,
    typeId,
    input.tasks.map((t) => ({
      title: t.title,
      phaseId: t.phase_index === null ? null : phaseIds[t.phase_index]!,
      dueOffsetDays: t.due_offset_days,
    })),
  );
}

const summaryOf = (input: Input) => ({
  name: { from: null, to: input.name },
  color: { from: null, to: input.color },
  phases: { from: null, to: input.phases.map((p) => p.name).join(' → ') },
  tasks: { from: null, to: input.tasks.map((t) => t.title).join(', ') },
});

export async function createProjectType(tx: Tx, actor: Actor, input: Input) {
  assertTaskPhases(input);
  const row = await insertProjectTypeRow(tx, {
    tenantId: actor.tenantId,
    name: input.name,
    color: input.color,
    createdBy: actor.userId,
  }).catch(mapNameRace(input.name));
  await writePhasesAndTasks(tx, actor.tenantId, row.id, input);
  await recordHistory(tx, actor, {
    entity: ENTITY,
    entityId: row.id,
    action: 'created',
    changes: summaryOf(input),
  });
  return getProjectType(tx, row.id);
}

export async function updateProjectType(
  tx: Tx,
  actor: Actor,
  id: number,
  input: Input & { version: number },
) {
  assertTaskPhases(input);
  const before = await findProjectTypeRowForUpdate(tx, id);
  if (!before) throw projectTypeNotFound();
  if (before.version !== input.version)
    throw conflict('Der Projekttyp wurde inzwischen geändert. Bitte laden Sie ihn neu.');
  const row = await updateProjectTypeRow(tx, id, input.version, {
    name: input.name,
    color: input.color,
  }).catch(mapNameRace(input.name));
  if (!row) throw conflict('Der Projekttyp wurde inzwischen geändert. Bitte laden Sie ihn neu.');
  await writePhasesAndTasks(tx, actor.tenantId, id, input);
  await recordHistory(tx, actor, {
    entity: ENTITY,
    entityId: id,
    action: 'updated',
    changes: summaryOf(input),
  });
  return getProjectType(tx, id);
}

const inUseMessage = (name: string, count: number) =>
  `Der Projekttyp „${name}“ wird von ${count === 1 ? 'einem Projekt' : `${count} Projekten`} verwendet und kann nicht gelöscht werden.`;

export async function deleteProjectType(tx: Tx, actor: Actor, id: number) {
  const row = await findProjectTypeRowForUpdate(tx, id);
  if (!row) throw projectTypeNotFound();
  const count = (await countProjectsByType(tx, [id])).get(id) ?? 0;
  if (count > 0) throw conflict(inUseMessage(row.name, count));
  // The key (RESTRICT) is the last word when a project takes the type in the meantime.
  await deleteProjectTypeRow(tx, id).catch((error: unknown) => {
    if (pgErrorCode(error) === '23503') throw conflict(inUseMessage(row.name, 1));
    throw error;
  });
  await recordHistory(tx, actor, {
    entity: ENTITY,
    entityId: id,
    action: 'deleted',
    changes: { name: { from: row.name, to: null } },
  });
  return { deleted: true as const };
}
