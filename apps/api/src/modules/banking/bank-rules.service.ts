import type { BookingRule } from '@kontor/banking';
import type { BankRule, ZBankRuleInput, ZBankRuleUpdate } from '@kontor/contracts';
import type { z } from 'zod';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { BankRuleRow } from '../../db/schema/index.ts';
import { checkRuleAccount } from '../accounting/index.ts';
import { findAccountRow } from './bank-accounts.repository.ts';
import {
  deleteRuleRow,
  findRuleRow,
  insertRule,
  isRuleUsed,
  listRuleRows,
  updateRuleRow,
} from './bank-rules.repository.ts';

const RULE_ENTITY = 'bankRule';

export const ruleNotFound = () => notFound('Die Regel wurde nicht gefunden.');

export const toBankRule = (row: BankRuleRow): BankRule => ({
  id: row.id,
  name: row.name,
  bank_account_id: row.bankAccountId,
  purpose_pattern: row.purposePattern,
  counterparty_pattern: row.counterpartyPattern,
  direction: row.direction as BankRule['direction'],
  ledger_account: row.ledgerAccount,
  cost_centre: row.costCentre,
  posting_text: row.postingText,
  is_active: row.isActive,
  version: row.version,
});

/** The active rules in the form the matcher of @kontor/banking reads. */
export async function listActiveBookingRules(tx: Tx, tenantId: number) {
  const rows = (await listRuleRows(tx, tenantId)).filter((r) => r.isActive);
  const forMatching: BookingRule[] = rows.map((r) => ({
    id: String(r.id),
    purposePattern: r.purposePattern,
    counterpartyPattern: r.counterpartyPattern,
    direction: r.direction as BookingRule['direction'],
    bankAccountId: r.bankAccountId === null ? null : String(r.bankAccountId),
  }));
  return { rows: new Map(rows.map((r) => [String(r.id), r])), forMatching };
}

export async function listBankRules(tx: Tx, actor: Actor): Promise<BankRule[]> {
  return (await listRuleRows(tx, actor.tenantId)).map(toBankRule);
}

async function valuesOf(tx: Tx, tenantId: number, input: z.output<typeof ZBankRuleInput>) {
  if (input.bank_account_id !== null && !(await findAccountRow(tx, tenantId, input.bank_account_id)))
    throw badRequest('Das Bankkonto wurde nicht gefunden.', {
      bank_account_id: 'Das Bankkonto wurde nicht gefunden.',
    });
  await checkRuleAccount(tx, input.ledger_account);
  return {
    name: input.name,
    bankAccountId: input.bank_account_id,
    purposePattern: input.purpose_pattern,
    counterpartyPattern: input.counterparty_pattern,
    direction: input.direction,
    ledgerAccount: input.ledger_account,
    costCentre: input.cost_centre,
    postingText: input.posting_text,
    isActive: input.is_active,
  };
}

export async function createBankRule(
  tx: Tx,
  actor: Actor,
  input: z.output<typeof ZBankRuleInput>,
): Promise<BankRule> {
  const row = await insertRule(tx, {
    tenantId: actor.tenantId,
    ...(await valuesOf(tx, actor.tenantId, input)),
  });
  await recordHistory(tx, actor, {
    entity: RULE_ENTITY,
    entityId: row.id,
    action: 'created',
    changes: {},
    note: `Bankregel ${row.name} angelegt (Konto ${row.ledgerAccount})`,
  });
  return toBankRule(row);
}

export async function updateBankRule(
  tx: Tx,
  actor: Actor,
  id: number,
  input: z.output<typeof ZBankRuleUpdate>,
): Promise<BankRule> {
  const row = await findRuleRow(tx, actor.tenantId, id, true);
  if (!row) throw ruleNotFound();
  if (row.version !== input.version)
    throw conflict('Die Regel wurde inzwischen geändert. Bitte laden Sie die Seite neu.');
  await updateRuleRow(tx, actor.tenantId, id, await valuesOf(tx, actor.tenantId, input));
  await recordHistory(tx, actor, {
    entity: RULE_ENTITY,
    entityId: id,
    action: 'updated',
    changes: {},
    note: `Bankregel ${input.name} geändert`,
  });
  return toBankRule((await findRuleRow(tx, actor.tenantId, id))!);
}

/** Deletes a rule; one that has booked transactions is only deactivated (the bookings name it). */
export async function deleteBankRule(tx: Tx, actor: Actor, id: number) {
  const row = await findRuleRow(tx, actor.tenantId, id, true);
  if (!row) throw ruleNotFound();
  const used = await isRuleUsed(tx, actor.tenantId, id);
  if (used) await updateRuleRow(tx, actor.tenantId, id, { isActive: false });
  else await deleteRuleRow(tx, actor.tenantId, id);
  await recordHistory(tx, actor, {
    entity: RULE_ENTITY,
    entityId: id,
    action: used ? 'deactivated' : 'deleted',
    changes: {},
    note: used ? `Bankregel ${row.name} deaktiviert (hat schon gebucht)` : `Bankregel ${row.name} gelöscht`,
  });
  return { ok: true as const };
}
