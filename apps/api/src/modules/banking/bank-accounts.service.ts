import { isValidCreditorId } from '@kontor/banking';
import {
  roundMoney,
  type CsvColumnMappingOutput,
  toBig,
  type BankAccount,
  type ZBankAccountInput,
  type ZBankAccountUpdate,
} from '@kontor/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import { checkMoneyAccount } from '../accounting/index.ts';
import type { Tx } from '../../db/database.ts';
import { bankAccounts, type BankAccountRow } from '../../db/schema/index.ts';
import {
  accountFigures,
  countStatements,
  findAccountByIban,
  findAccountRow,
  listAccountRows,
  type BankAccountFigures,
} from './bank-accounts.repository.ts';

export const BANK_ACCOUNT_ENTITY = 'bankAccount';

export const bankAccountNotFound = () => notFound('Das Bankkonto wurde nicht gefunden.');

const noFigures: BankAccountFigures = { bookedTotal: '0', openTransactions: 0, lastStatementDate: null };

export const toBankAccount = (row: BankAccountRow, figures = noFigures): BankAccount => ({
  id: row.id,
  name: row.name,
  iban: row.iban,
  bic: row.bic,
  currency: row.currency,
  opening_balance: row.openingBalance,
  balance: roundMoney(toBig(row.openingBalance).plus(figures.bookedTotal)),
  open_transactions: figures.openTransactions,
  last_statement_date: figures.lastStatementDate,
  creditor_id: row.creditorId,
  ledger_account: row.ledgerAccount,
  auto_confirm: row.autoConfirm,
  write_off_tolerance: row.writeOffTolerance,
  csv_mapping: row.csvMapping ?? null,
  version: row.version,
  created_at: row.createdAt.toISOString(),
});

export async function listBankAccounts(tx: Tx, actor: Actor): Promise<BankAccount[]> {
  const rows = await listAccountRows(tx, actor.tenantId);
  const figures = await accountFigures(tx, actor.tenantId);
  return rows.map((row) => toBankAccount(row, figures.get(row.id)));
}

export async function getBankAccount(tx: Tx, actor: Actor, id: number): Promise<BankAccount> {
  const row = await findAccountRow(tx, actor.tenantId, id);
  if (!row) throw bankAccountNotFound();
  return toBankAccount(row, (await accountFigures(tx, actor.tenantId)).get(id));
}

async function assertIbanFree(tx: Tx, tenantId: number, iban: string, ownId?: number) {
  const other = await findAccountByIban(tx, tenantId, iban);
  if (other && other.id !== ownId)
    throw badRequest('Ein Bankkonto mit dieser IBAN gibt es bereits.', {
      iban: 'Ein Bankkonto mit dieser IBAN gibt es bereits.',
    });
}

const creditorIdOf = (value: string | null | undefined) => {
  if (value === undefined) return undefined;
  if (!value) return null;
  if (!isValidCreditorId(value))
    throw badRequest('Die Gläubiger-ID ist ungültig (Prüfziffer oder Aufbau stimmen nicht).', {
      creditor_id: 'Die Gläubiger-ID ist ungültig (Prüfziffer oder Aufbau stimmen nicht).',
    });
  return value;
};

/** The G/L account of the bank postings: a money account of the tenant's chart, or null (the chart's bank account). */
const ledgerAccountOf = async (tx: Tx, value: string | null | undefined) => {
  if (value === undefined) return {};
  if (value) await checkMoneyAccount(tx, value);
  return { ledgerAccount: value || null };
};

/** The optional settings of the input; omitted ones stay as they are. */
const settingsOf = async (tx: Tx, input: z.output<typeof ZBankAccountInput>) => ({
  ...(await ledgerAccountOf(tx, input.ledger_account)),
  ...(input.creditor_id !== undefined && { creditorId: creditorIdOf(input.creditor_id) }),
  ...(input.auto_confirm !== undefined && { autoConfirm: input.auto_confirm }),
  ...(input.write_off_tolerance !== undefined && { writeOffTolerance: input.write_off_tolerance }),
});

export async function createBankAccount(
  tx: Tx,
  actor: Actor,
  input: z.output<typeof ZBankAccountInput>,
): Promise<BankAccount> {
  await assertIbanFree(tx, actor.tenantId, input.iban);
  const [row] = await tx
    .insert(bankAccounts)
    .values({
      tenantId: actor.tenantId,
      name: input.name,
      iban: input.iban,
      bic: input.bic,
      currency: input.currency,
      openingBalance: input.opening_balance,
      ...(await settingsOf(tx, input)),
    })
    .returning();
  await recordHistory(tx, actor, {
    entity: BANK_ACCOUNT_ENTITY,
    entityId: row!.id,
    action: 'created',
    changes: {},
    note: `Bankkonto ${input.name} angelegt`,
  });
  return toBankAccount(row!);
}

export async function updateBankAccount(
  tx: Tx,
  actor: Actor,
  id: number,
  input: z.output<typeof ZBankAccountUpdate>,
): Promise<BankAccount> {
  const row = await findAccountRow(tx, actor.tenantId, id, true);
  if (!row) throw bankAccountNotFound();
  if (row.version !== input.version)
    throw conflict('Das Bankkonto wurde inzwischen geändert. Bitte laden Sie die Seite neu.');
  await assertIbanFree(tx, actor.tenantId, input.iban, id);
  await tx
    .update(bankAccounts)
    .set({
      name: input.name,
      iban: input.iban,
      bic: input.bic,
      currency: input.currency,
      openingBalance: input.opening_balance,
      ...(await settingsOf(tx, input)),
      version: sql`${bankAccounts.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(bankAccounts.tenantId, actor.tenantId), eq(bankAccounts.id, id)));
  await recordHistory(tx, actor, {
    entity: BANK_ACCOUNT_ENTITY,
    entityId: id,
    action: 'updated',
    changes: {},
    note: `Bankkonto ${input.name} geändert`,
  });
  return getBankAccount(tx, actor, id);
}

export async function deleteBankAccount(tx: Tx, actor: Actor, id: number) {
  const row = await findAccountRow(tx, actor.tenantId, id, true);
  if (!row) throw bankAccountNotFound();
  if ((await countStatements(tx, actor.tenantId, id)) > 0)
    throw conflict('Das Bankkonto hat importierte Kontoauszüge und kann nicht gelöscht werden.');
  await tx
    .delete(bankAccounts)
    .where(and(eq(bankAccounts.tenantId, actor.tenantId), eq(bankAccounts.id, id)));
  await recordHistory(tx, actor, {
    entity: BANK_ACCOUNT_ENTITY,
    entityId: id,
    action: 'deleted',
    changes: {},
    note: `Bankkonto ${row.name} gelöscht`,
  });
  return { ok: true as const };
}

/** Saves the column mapping the account's CSV exports are read with. */
export async function saveCsvMapping(
  tx: Tx,
  actor: Actor,
  id: number,
  mapping: CsvColumnMappingOutput,
): Promise<BankAccount> {
  const row = await findAccountRow(tx, actor.tenantId, id, true);
  if (!row) throw bankAccountNotFound();
  await tx
    .update(bankAccounts)
    .set({ csvMapping: mapping, version: sql`${bankAccounts.version} + 1`, updatedAt: new Date() })
    .where(and(eq(bankAccounts.tenantId, actor.tenantId), eq(bankAccounts.id, id)));
  await recordHistory(tx, actor, {
    entity: BANK_ACCOUNT_ENTITY,
    entityId: id,
    action: 'csvMappingSaved',
    changes: {},
    note: `CSV-Spaltenzuordnung für ${row.name} gespeichert`,
  });
  return getBankAccount(tx, actor, id);
}
