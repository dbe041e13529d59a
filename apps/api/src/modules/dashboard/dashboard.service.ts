import { entityRegistry, type Dashboard } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { eventReadAccess } from '../../core/realtime/event-read-access.ts';
import { documentDashboardFigures } from '../documents/index.ts';
import { findDueTasks } from '../entities/index.ts';
import { listHistory } from '../history/index.ts';
import { berlinToday } from '../../core/berlin-time.ts';

const TASKS_SHOWN = 5;
const ACTIVITY_SHOWN = 8;

/** History kinds whose events this member may read (the realtime feed's rule). */
const readableHistoryKinds = (permissions: readonly string[]) =>
  Object.entries(eventReadAccess)
    .filter(([, access]) => access === 'authenticated' || (access !== null && permissions.includes(access)))
    .map(([kind]) => kind);

/** The start page: each part only with the permission that guards its own screen. */
export async function loadDashboard(
  tx: Tx,
  tenantId: number,
  permissions: readonly string[],
  today = berlinToday(),
): Promise<Dashboard> {
  const documents = permissions.includes('documents.read')
    ? await documentDashboardFigures(tx, tenantId, today)
    : { receivables: null, revenue: null, drafts: null };
  const tasks = permissions.includes(entityRegistry.tasks.permissions.read)
    ? await findDueTasks(tx, tenantId, today, TASKS_SHOWN)
    : null;
  const activity = permissions.includes('history.read')
    ? (await listHistory(tx, { entities: readableHistoryKinds(permissions) }, ACTIVITY_SHOWN)).items
    : null;
  return { today, ...documents, tasks, activity };
}
