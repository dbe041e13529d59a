import type { MonthClosing } from '@kontor/contracts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { badRequest, conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { WorkingTimeClosingRow } from '../../db/schema/index.ts';
import { findProfileNameOfUser } from '../profiles/index.ts';
import { personFor } from './working-time-access.ts';
import { currentMonth, evaluatePersonMonth } from './month-evaluation.ts';
import { findClosing, insertClosing } from './working-times.repository.ts';

const ALREADY_CLOSED = 'Der Monat ist für diesen Mitarbeiter bereits abgeschlossen.';

export const closingView = async (
  tx: Tx,
  tenantId: number,
  row: WorkingTimeClosingRow,
): Promise<MonthClosing> => ({
  profile_id: row.profileId,
  month: row.month.slice(0, 7),
  closing_balance_minutes: row.closingBalanceMinutes,
  closed_by: row.closedBy === null ? null : await findProfileNameOfUser(tx, tenantId, row.closedBy),
  closed_at: row.closedAt.toISOString(),
});

/**
 * Closes a person's month: freezes its closing balance (later months carry it forward) and from
 * then on the database refuses every change to the month's records.
 */
export async function closeMonth(tx: Tx, writer: Writer, input: { profile_id: number; month: string }) {
  const person = await personFor(tx, writer, input.profile_id);
  if (input.month >= currentMonth()) {
    const message = 'Ein Monat kann erst nach seinem Ende abgeschlossen werden.';
    throw badRequest(message, { month: message });
  }
  if (await findClosing(tx, person.id, `${input.month}-01`)) throw conflict(ALREADY_CLOSED);
  const { evaluation } = await evaluatePersonMonth(tx, person, input.month);
  const row = await insertClosing(tx, {
    tenantId: writer.tenantId,
    profileId: person.id,
    month: `${input.month}-01`,
    closingBalanceMinutes: evaluation.balance_minutes,
    closedBy: writer.userId,
  });
  if (!row) throw conflict(ALREADY_CLOSED);
  await recordHistory(tx, writer, {
    entity: 'workingTimeClosing',
    entityId: row.id,
    action: 'closed',
    changes: {
      profile_id: { from: null, to: person.id },
      month: { from: null, to: input.month },
      closing_balance_minutes: { from: null, to: evaluation.balance_minutes },
    },
  });
  return closingView(tx, writer.tenantId, row);
}
