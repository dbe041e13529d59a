import type { ZTimeEntryCreate, ZTimeEntryListQuery, ZTimeEntryUpdate } from '@kontor/contracts';
import type { z } from 'zod';
import type { Writer } from '../../core/auth/request-auth.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { TimeEntryRow } from '../../db/schema/index.ts';
import { assertMayTouch, mayApprove, personFor } from './time-access.ts';
import { toTimeEntries, toTimeEntry } from './time-entry-mapper.ts';
import { resolveBooking } from './time-references.ts';
import {
  deleteEntry,
  findEntriesForUpdate,
  findEntryForUpdate,
  insertEntry,
  listEntryRows,
  markApproved,
  updateEntryIfVersion,
  type TimeEntryFilter,
} from './times.repository.ts';

type CreateInput = z.output<typeof ZTimeEntryCreate>;
type UpdateInput = z.output<typeof ZTimeEntryUpdate>;
export type ListQuery = z.output<typeof ZTimeEntryListQuery>;

/** History and realtime name (the web refreshes its 'times' queries on it). */
export const TIME_ENTRY_ENTITY = 'time';
/** More entries than this in one list or export: narrow the period. */
export const TIME_LIST_LIMIT = 20_000;

const entryNotFound = () => notFound('Der Zeiteintrag wurde nicht gefunden.');
const stale = () =>
  conflict(
    'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  );
const notOpen = () =>
  conflict('Freigegebene und abgerechnete Zeiteinträge können nicht mehr geändert werden.');

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Stored columns of an entry's input: start/end win over a typed duration. */
const entryValues = (input: CreateInput | UpdateInput) => ({
  date: input.date,
  startTime: input.start,
  endTime: input.end,
  durationMinutes:
    input.start !== null && input.end !== null
      ? minutesOf(input.end) - minutesOf(input.start)
      : input.duration_minutes!,
  projectId: input.project_id,
  customerId: input.customer_id,
  articleId: input.article_id,
  description: input.description,
  billable: input.billable,
  rate: input.rate,
});

/** What the list filters by; a person's own entries unless an approver asks for more. */
export async function filterOf(tx: Tx, writer: Writer, query: ListQuery): Promise<TimeEntryFilter> {
  const profileId =
    query.profile_id === 'all'
      ? mayApprove(writer)
        ? undefined
        : await personFor(tx, writer, undefined)
      : await personFor(tx, writer, query.profile_id);
  return {
    from: query.from,
    to: query.to,
    profileId,
    status: query.status,
    customerId: query.customer_id,
    projectId: query.project_id,
    documentId: query.document_id,
    billable: query.billable === undefined ? undefined : query.billable === 'true',
  };
}

export async function listTimeEntries(tx: Tx, writer: Writer, query: ListQuery) {
  const rows = await listEntryRows(tx, writer.tenantId, await filterOf(tx, writer, query), TIME_LIST_LIMIT);
  const items = await toTimeEntries(tx, writer.tenantId, rows);
  return {
    items,
    total_minutes: items.reduce((sum, e) => sum + e.duration_minutes, 0),
    billable_minutes: items.filter((e) => e.billable).reduce((sum, e) => sum + e.duration_minutes, 0),
  };
}

/** Writes an entry for `profileId` (already checked) and its history item. */
export async function insertTimeEntry(
  tx: Tx,
  writer: Writer,
  profileId: number,
  values: ReturnType<typeof entryValues>,
) {
  const booking = await resolveBooking(tx, {
    project_id: values.projectId,
    customer_id: values.customerId,
    article_id: values.articleId,
  });
  const row = await insertEntry(tx, {
    ...values,
    customerId: booking.customer_id,
    tenantId: writer.tenantId,
    profileId,
    createdBy: writer.userId,
  });
  await recordHistory(tx, writer, {
    entity: TIME_ENTRY_ENTITY,
    entityId: row.id,
    action: 'created',
    changes: {
      date: { from: null, to: row.date },
      duration_minutes: { from: null, to: row.durationMinutes },
    },
  });
  return row;
}

export async function createTimeEntry(tx: Tx, writer: Writer, input: CreateInput) {
  const profileId = await personFor(tx, writer, input.profile_id);
  const row = await insertTimeEntry(tx, writer, profileId, entryValues(input));
  return toTimeEntry(tx, writer.tenantId, row);
}

async function openEntryOf(tx: Tx, writer: Writer, id: number): Promise<TimeEntryRow> {
  const row = await findEntryForUpdate(tx, writer.tenantId, id);
  if (!row) throw entryNotFound();
  await assertMayTouch(tx, writer, row.profileId);
  if (row.status !== 'open') throw notOpen();
  return row;
}

export async function updateTimeEntry(tx: Tx, writer: Writer, id: number, input: UpdateInput) {
  const before = await openEntryOf(tx, writer, id);
  if (before.version !== input.version) throw stale();
  const values = entryValues(input);
  const booking = await resolveBooking(tx, {
    project_id: values.projectId,
    customer_id: values.customerId,
    article_id: values.articleId,
  });
  const row = await updateEntryIfVersion(tx, writer.tenantId, id, input.version, {
    ...values,
    customerId: booking.customer_id,
  });
  if (!row) throw stale();
  await recordHistory(tx, writer, {
    entity: TIME_ENTRY_ENTITY,
    entityId: id,
    action: 'updated',
    changes: {
      date: { from: before.date, to: row.date },
      duration_minutes: { from: before.durationMinutes, to: row.durationMinutes },
    },
  });
  return toTimeEntry(tx, writer.tenantId, row);
}

export async function deleteTimeEntry(tx: Tx, writer: Writer, id: number) {
  const before = await openEntryOf(tx, writer, id);
  await deleteEntry(tx, writer.tenantId, id);
  await recordHistory(tx, writer, {
    entity: TIME_ENTRY_ENTITY,
    entityId: id,
    action: 'deleted',
    changes: {
      date: { from: before.date, to: null },
      duration_minutes: { from: before.durationMinutes, to: null },
    },
  });
  return { ok: true as const };
}

/** Approves open entries (approvers only, by route); already approved ones are left as they are. */
export async function approveTimeEntries(tx: Tx, writer: Writer, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await findEntriesForUpdate(tx, writer.tenantId, unique);
  if (rows.length !== unique.length) throw entryNotFound();
  const open = rows.filter((r) => r.status === 'open').map((r) => r.id);
  if (open.length > 0) {
    await markApproved(tx, writer.tenantId, open, writer.userId);
    await recordHistory(tx, writer, {
      entity: TIME_ENTRY_ENTITY,
      action: 'approved',
      note: `${open.length} Zeiteinträge freigegeben`,
    });
  }
  const after = await findEntriesForUpdate(tx, writer.tenantId, unique);
  return { items: await toTimeEntries(tx, writer.tenantId, after) };
}
