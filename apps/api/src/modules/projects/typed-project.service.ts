import type { EntityWrite } from '@kontor/contracts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { createEntity, getEntity } from '../entities/index.ts';
import {
  findProjectTypeRow,
  listPhaseRows,
  listTaskRows,
  upsertProjectState,
} from './project-types.repository.ts';
import { berlinToday } from '../../core/berlin-time.ts';

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Creates a project; with a type it starts in the type's first phase and gets the type's default
 * tasks (due their offset after the project's start, else after today) — all in the caller's
 * transaction, so a failing task leaves no project behind.
 */
export async function createTypedProject(
  tx: Tx,
  writer: Writer,
  body: EntityWrite & { project_type_id?: number | null },
  today = berlinToday(),
) {
  const { project_type_id: typeId, ...write } = body;
  const type = typeId ? await findProjectTypeRow(tx, typeId) : undefined;
  if (typeId && !type)
    throw badRequest('Den gewählten Projekttyp gibt es nicht.', {
      project_type_id: 'Den gewählten Projekttyp gibt es nicht.',
    });
  const project = await createEntity(tx, writer, 'projects', write);
  if (!type) return project;
  const [phases, tasks] = await Promise.all([listPhaseRows(tx, [type.id]), listTaskRows(tx, [type.id])]);
  await upsertProjectState(tx, {
    tenantId: writer.tenantId,
    projectId: project.id,
    projectTypeId: type.id,
    phaseId: phases[0]?.id ?? null,
  });
  const start = typeof project.data.start_date === 'string' ? project.data.start_date : today;
  for (const task of tasks) {
    const phase = phases.find((p) => p.id === task.phaseId);
    await createEntity(tx, writer, 'tasks', {
      data: {
        title: task.title,
        project: project.id,
        phase: phase?.name ?? null,
        due_date: task.dueOffsetDays === null ? null : addDays(start, task.dueOffsetDays),
      },
    });
  }
  return getEntity(tx, writer.tenantId, 'projects', project.id);
}
