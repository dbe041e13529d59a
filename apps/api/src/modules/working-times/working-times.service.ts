import type {
  ZCorrectWorkingTimeInput,
  ZCreateWorkingTimeInput,
  ZDeleteWorkingTimeInput,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { Writer } from '../../core/auth/request-auth.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { conflict, forbidden, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { WorkingTimeRow } from '../../db/schema/index.ts';
import { findProfileNameOfUser } from '../profiles/index.ts';
import { ACCESS_MESSAGES, mayManage, ownProfileId, personFor } from './working-time-access.ts';
import {
  assertValidRecord,
  recordInputOf,
  sortedBreaks,
  toRevision,
  toWorkingTime,
} from './working-time-records.ts';
import {
  findClosing,
  findCorrectedIds,
  findNeighbourRecords,
  findRecordById,
  findRecordForUpdate,
  findRecordsStartingBetween,
  findRevisions,
  insertRecord,
  insertRevision,
  lockPersonRecords,
  updateRecordIfVersion,
} from './working-times.repository.ts';
import { closingView } from './month-closing.service.ts';

type CreateInput = z.output<typeof ZCreateWorkingTimeInput>;
type CorrectInput = z.output<typeof ZCorrectWorkingTimeInput>;
type DeleteInput = z.output<typeof ZDeleteWorkingTimeInput>;

const recordNotFound = () => notFound('Der Arbeitszeiteintrag wurde nicht gefunden.');
const stale = () =>
  conflict(
    'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  );

const nextMonthStart = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The other live records of the person that could overlap the candidate. */
async function othersAround(tx: Tx, profileId: number, start: string, end: string, exceptId?: number) {
  const rows = await findNeighbourRecords(tx, profileId, start, end);
  return rows.filter((row) => row.id !== exceptId).map(recordInputOf);
}

export async function createWorkingTime(tx: Tx, writer: Writer, input: CreateInput, source = 'web') {
  const person = await personFor(tx, writer, input.profile_id);
  const candidate = { start: input.start, end: input.end, breaks: sortedBreaks(input.breaks) };
  await lockPersonRecords(tx, writer.tenantId, person.id);
  assertValidRecord(candidate, await othersAround(tx, person.id, candidate.start, candidate.end));
  // A closed month is refused by the database (trigger), with its German text (409).
  const row = await insertRecord(tx, {
    tenantId: writer.tenantId,
    profileId: person.id,
    startAt: candidate.start,
    endAt: candidate.end,
    breaks: candidate.breaks,
    source,
    createdBy: writer.userId,
  });
  await recordHistory(tx, writer, {
    entity: 'workingTime',
    entityId: row.id,
    action: 'created',
    changes: { start: { from: null, to: candidate.start }, end: { from: null, to: candidate.end } },
  });
  return toWorkingTime(row, false);
}

/** A record the caller may see: their own, or anyone's with `workingTimes.manage`. */
async function visibleRecord(tx: Tx, writer: Writer, row: WorkingTimeRow | undefined) {
  if (!row) throw recordNotFound();
  if (!mayManage(writer) && row.profileId !== (await ownProfileId(tx, writer))) {
    throw forbidden(ACCESS_MESSAGES.others);
  }
  return row;
}

export async function listWorkingTimes(tx: Tx, writer: Writer, profileId: number | undefined, month: string) {
  const person = await personFor(tx, writer, profileId);
  const rows = await findRecordsStartingBetween(tx, person.id, `${month}-01`, nextMonthStart(month));
  const corrected = await findCorrectedIds(
    tx,
    rows.map((r) => r.id),
  );
  const closing = await findClosing(tx, person.id, `${month}-01`);
  return {
    profile_id: person.id,
    items: rows.map((row) => toWorkingTime(row, corrected.has(row.id))),
    closing: closing ? await closingView(tx, writer.tenantId, closing) : null,
  };
}

export async function getWorkingTime(tx: Tx, writer: Writer, id: number) {
  const row = await visibleRecord(tx, writer, await findRecordById(tx, id));
  const revisions = await findRevisions(tx, id);
  const names = new Map<number, string | null>();
  for (const userId of [row.createdBy, ...revisions.map((r) => r.changedBy)]) {
    if (userId !== null && !names.has(userId)) {
      names.set(userId, await findProfileNameOfUser(tx, writer.tenantId, userId));
    }
  }
  return {
    ...toWorkingTime(
      row,
      revisions.some((r) => r.action === 'corrected'),
    ),
    revisions: revisions.map((r) =>
      toRevision(r, r.changedBy === null ? null : (names.get(r.changedBy) ?? null)),
    ),
    recorded_by: row.createdBy === null ? null : (names.get(row.createdBy) ?? null),
  };
}

/** Keeps the values before the change in the history, with who and why (§ 16 ArbZG evidence). */
async function keepPrevious(
  tx: Tx,
  writer: Writer,
  row: WorkingTimeRow,
  action: 'corrected' | 'deleted',
  reason: string,
) {
  await insertRevision(tx, {
    tenantId: writer.tenantId,
    workingTimeId: row.id,
    action,
    previousStartAt: row.startAt,
    previousEndAt: row.endAt,
    previousBreaks: row.breaks,
    reason,
    changedBy: writer.userId,
  });
}

export async function correctWorkingTime(tx: Tx, writer: Writer, id: number, input: CorrectInput) {
  const row = await visibleRecord(tx, writer, await findRecordForUpdate(tx, id));
  if (row.deletedAt) throw conflict('Ein gelöschter Eintrag kann nicht korrigiert werden.');
  if (row.version !== input.version) throw stale();
  const candidate = { start: input.start, end: input.end, breaks: sortedBreaks(input.breaks) };
  await lockPersonRecords(tx, writer.tenantId, row.profileId);
  assertValidRecord(candidate, await othersAround(tx, row.profileId, candidate.start, candidate.end, row.id));
  const before = recordInputOf(row);
  await keepPrevious(tx, writer, row, 'corrected', input.reason);
  const updated = await updateRecordIfVersion(tx, id, input.version, {
    startAt: candidate.start,
    endAt: candidate.end,
    breaks: candidate.breaks,
  });
  if (!updated) throw stale();
  await recordHistory(tx, writer, {
    entity: 'workingTime',
    entityId: id,
    action: 'updated',
    note: input.reason,
    changes: {
      start: { from: before.start, to: candidate.start },
      end: { from: before.end, to: candidate.end },
      breaks: { from: before.breaks ?? [], to: candidate.breaks },
    },
  });
  return toWorkingTime(updated, true);
}

export async function deleteWorkingTime(tx: Tx, writer: Writer, id: number, input: DeleteInput) {
  const row = await visibleRecord(tx, writer, await findRecordForUpdate(tx, id));
  if (row.deletedAt) throw conflict('Der Eintrag ist bereits gelöscht.');
  if (row.version !== input.version) throw stale();
  await keepPrevious(tx, writer, row, 'deleted', input.reason);
  const updated = await updateRecordIfVersion(tx, id, input.version, { deletedAt: new Date() });
  if (!updated) throw stale();
  await recordHistory(tx, writer, {
    entity: 'workingTime',
    entityId: id,
    action: 'deleted',
    note: input.reason,
  });
  const corrected = (await findRevisions(tx, id)).some((r) => r.action === 'corrected');
  return toWorkingTime(updated, corrected);
}
