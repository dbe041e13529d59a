import type { ProjectOverview } from '@kontor/contracts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { listProjectDocuments } from '../documents/index.ts';
import { findEntityRecord, findProjectTasks } from '../entities/index.ts';
import { sumProjectCosts } from '../incoming-invoices/index.ts';
import { sumProjectTimes } from '../times/index.ts';
import {
  deleteProjectState,
  findProjectState,
  findProjectTypeRow,
  listPhaseRows,
  upsertProjectState,
} from './project-types.repository.ts';

const decimal = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

async function findProject(tx: Tx, id: number) {
  const project = await findEntityRecord(tx, 'projects', id);
  if (!project) throw notFound('Das Projekt wurde nicht gefunden.');
  return project;
}

/**
 * Everything the project page shows besides its fields, in one request: type and phase, time
 * sums, linked documents, booked costs, tasks, and budget used (times value plus costs).
 */
export async function getProjectOverview(tx: Tx, tenantId: number, id: number): Promise<ProjectOverview> {
  const project = await findProject(tx, id);
  const state = await findProjectState(tx, id);
  const [type, phases, times, documents, costs, tasks] = await Promise.all([
    state ? findProjectTypeRow(tx, state.projectTypeId) : undefined,
    state ? listPhaseRows(tx, [state.projectTypeId]) : [],
    sumProjectTimes(tx, tenantId, id, decimal(project.data.hourly_rate)),
    listProjectDocuments(tx, tenantId, id),
    sumProjectCosts(tx, tenantId, id),
    findProjectTasks(tx, tenantId, id),
  ]);
  const budget = decimal(project.data.budget_amount);
  return {
    project_type: type ? { id: type.id, name: type.name, color: type.color } : null,
    phase_id: state?.phaseId ?? null,
    phases: phases.map((p) => ({ id: p.id, name: p.name })),
    times,
    documents,
    costs,
    tasks,
    budget_amount: budget === null ? null : Number(budget),
    budget_used: Math.round((times.value + costs) * 100) / 100,
  };
}

/** Sets (or clears) a project's type and current phase; the phase must be one of the type's. */
export async function setProjectPhase(
  tx: Tx,
  actor: Actor,
  id: number,
  body: { project_type_id: number | null; phase_id: number | null },
) {
  await findProject(tx, id);
  const before = await findProjectState(tx, id);
  const beforePhases = before ? await listPhaseRows(tx, [before.projectTypeId]) : [];
  const phaseName = (phases: { id: number; name: string }[], phaseId: number | null | undefined) =>
    phases.find((p) => p.id === phaseId)?.name ?? null;
  if (body.project_type_id === null) {
    if (body.phase_id !== null) throw badRequest('Ohne Projekttyp gibt es keine Phase.');
    await deleteProjectState(tx, id);
  } else {
    const type = await findProjectTypeRow(tx, body.project_type_id);
    if (!type)
      throw badRequest('Den gewählten Projekttyp gibt es nicht.', {
        project_type_id: 'Den gewählten Projekttyp gibt es nicht.',
      });
    const phases = await listPhaseRows(tx, [type.id]);
    if (body.phase_id !== null && !phases.some((p) => p.id === body.phase_id))
      throw badRequest('Diese Phase gehört nicht zum Projekttyp.', {
        phase_id: 'Diese Phase gehört nicht zum Projekttyp.',
      });
    await upsertProjectState(tx, {
      tenantId: actor.tenantId,
      projectId: id,
      projectTypeId: type.id,
      phaseId: body.phase_id,
    });
    const from = phaseName(beforePhases, before?.phaseId);
    const to = phaseName(phases, body.phase_id);
    if (from !== to || before?.projectTypeId !== type.id)
      await recordHistory(tx, actor, {
        entity: 'projects',
        entityId: id,
        action: 'updated',
        changes: { phase: { from, to } },
      });
  }
  return getProjectOverview(tx, actor.tenantId, id);
}
