import type { TimeEntry, TimeEntryStatus, Timer } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import type { TimeEntryRow, TimeTimerRow } from '../../db/schema/index.ts';
import { findProfileNames } from '../profiles/index.ts';
import { namesOf } from './time-references.ts';

/** Rows → API entries with the names of person, project, customer and article. */
export async function toTimeEntries(tx: Tx, tenantId: number, rows: readonly TimeEntryRow[]) {
  const records = await namesOf(
    tx,
    rows.flatMap((r) => [r.projectId, r.customerId, r.articleId]),
  );
  const people = new Map(
    (await findProfileNames(tx, tenantId, [...new Set(rows.map((r) => r.profileId))])).map((p) => [
      p.id,
      p.name,
    ]),
  );
  const nameOf = (id: number | null) => (id === null ? null : (records.get(id)?.name ?? null));
  return rows.map((row): TimeEntry => ({
    id: row.id,
    profile_id: row.profileId,
    profile_name: people.get(row.profileId) ?? '',
    date: row.date,
    start: row.startTime,
    end: row.endTime,
    duration_minutes: row.durationMinutes,
    project_id: row.projectId,
    project_name: nameOf(row.projectId),
    customer_id: row.customerId,
    customer_name: nameOf(row.customerId),
    article_id: row.articleId,
    article_name: nameOf(row.articleId),
    description: row.description,
    billable: row.billable,
    rate: row.rate,
    status: row.status as TimeEntryStatus,
    document_id: row.documentId,
    approved_at: row.approvedAt ? row.approvedAt.toISOString() : null,
    version: row.version,
  }));
}

export async function toTimeEntry(tx: Tx, tenantId: number, row: TimeEntryRow) {
  return (await toTimeEntries(tx, tenantId, [row]))[0]!;
}

export async function toTimer(tx: Tx, row: TimeTimerRow): Promise<Timer> {
  const records = await namesOf(tx, [row.projectId]);
  return {
    profile_id: row.profileId,
    started_at: new Date(row.startedAt).toISOString(),
    project_id: row.projectId,
    project_name: row.projectId === null ? null : (records.get(row.projectId)?.name ?? null),
    customer_id: row.customerId,
    article_id: row.articleId,
    description: row.description,
    billable: row.billable,
  };
}
