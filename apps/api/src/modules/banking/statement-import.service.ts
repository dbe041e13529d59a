import {
  BankFileError,
  checkBalanceChain,
  identifyTransactions,
  readStatementFile,
  statementTransactions,
  type BankStatement,
  type StatementTransaction,
} from '@kontor/banking';
import { MAX_BANK_FILE_BYTES, formatIban, toBig, type StatementImportResult } from '@kontor/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { bankStatements, bankTransactions, type BankAccountRow } from '../../db/schema/index.ts';
import { findAccountRow } from './bank-accounts.repository.ts';
import { BANK_ACCOUNT_ENTITY, bankAccountNotFound } from './bank-accounts.service.ts';
import { autoConfirmTransactions } from './auto-confirm.service.ts';
import { findKnownKeys, findPreviousStatement, findSameStatement } from './statement-import.repository.ts';

/** Reads a bank file (CAMT or MT940/MT942) or answers 400 with the reader's German message. */
export async function readBankFile(bytes: Uint8Array): Promise<BankStatement[]> {
  try {
    const statements = await readStatementFile(bytes, { maxBytes: MAX_BANK_FILE_BYTES });
    if (!statements.length) throw new BankFileError('Die Datei enthält keinen Kontoauszug.');
    return statements;
  } catch (error) {
    if (error instanceof BankFileError) throw badRequest(error.message, { file: error.message });
    throw error;
  }
}

const amount2 = (value: string | null | undefined) => (value == null ? null : toBig(value).toFixed(2));
const squeezeIban = (value: string | null) => (value ?? '').replace(/\s+/g, '').toUpperCase();

function statementWarnings(statement: BankStatement, account: BankAccountRow, skipped: number): string[] {
  const warnings = [...checkBalanceChain(statement)];
  const iban = squeezeIban(statement.account.iban);
  if (iban && iban !== account.iban)
    warnings.push(
      `Der Auszug gehört zum Konto ${formatIban(iban)}, importiert wurde er in ${account.name} (${formatIban(account.iban)}).`,
    );
  const currency = statement.account.currency ?? statement.closingBalance?.currency;
  if (currency && currency !== account.currency)
    warnings.push(`Der Auszug ist in ${currency}, das Konto in ${account.currency} geführt.`);
  if (skipped)
    warnings.push(
      skipped === 1
        ? 'Ein vorgemerkter oder nur informativer Umsatz wurde nicht übernommen.'
        : `${skipped} vorgemerkte oder nur informative Umsätze wurden nicht übernommen.`,
    );
  return warnings;
}

async function chainWarning(tx: Tx, account: BankAccountRow, statement: BankStatement, ownId?: number) {
  const opening = statement.openingBalance;
  const from = statement.fromDate ?? opening?.date;
  if (!opening || !from) return [];
  const previous = await findPreviousStatement(tx, account.tenantId, account.id, from);
  if (!previous || previous.id === ownId || toBig(previous.closingBalance!).eq(opening.amount)) return [];
  return [
    `Der Anfangssaldo ${amount2(opening.amount)} schließt nicht an den Schlusssaldo ${previous.closingBalance} des vorherigen Auszugs an.`,
  ];
}

const bookingDateOf = (tx: StatementTransaction, statement: BankStatement) =>
  tx.bookingDate ?? tx.valueDate ?? statement.toDate ?? statement.closingBalance?.date ?? null;

/**
 * Imports the statements of one file into a bank account, in the caller's transaction. Payments
 * already stored (by the bank's reference or the content hash) are counted as duplicates, so a
 * repeated or overlapping import adds nothing; a balance break is a warning, never a refusal.
 * `onProgress` hears the entries handled so far of all (the import job shows them); it must not
 * wait for the database, the caller's transaction is still open.
 */
export async function importStatements(
  tx: Tx,
  actor: Actor,
  accountId: number,
  statements: BankStatement[],
  fileName: string | null,
  onProgress?: (done: number, total: number) => void,
): Promise<StatementImportResult> {
  const account = await findAccountRow(tx, actor.tenantId, accountId, true);
  if (!account) throw bankAccountNotFound();
  const all = statementTransactions(statements);
  const identities = identifyTransactions(all);
  const known = await findKnownKeys(
    tx,
    actor.tenantId,
    accountId,
    identities.map((i) => i.contentKey),
    identities.flatMap((i) => (i.referenceKey ? [i.referenceKey] : [])),
  );
  const result: StatementImportResult = { imported: 0, duplicates: 0, auto_confirmed: 0, statements: [] };
  const insertedIds: number[] = [];
  let handled = 0;
  for (const [index, statement] of statements.entries()) {
    const rows = all.flatMap((t, i) => (t.statementIndex === index ? [{ t, id: identities[i]! }] : []));
    const booked = rows.filter(({ t }) => t.status === 'booked');
    const fresh = booked.filter(
      ({ id }) => !known.has(id.contentKey) && !(id.referenceKey && known.has(id.referenceKey)),
    );
    const key = {
      bankReference: statement.statementId ?? statement.messageId,
      fromDate: statement.fromDate ?? statement.openingBalance?.date ?? null,
      toDate: statement.toDate ?? statement.closingBalance?.date ?? null,
      closingBalance: amount2(statement.closingBalance?.amount),
    };
    const same = await findSameStatement(tx, actor.tenantId, accountId, key);
    let statementId: number;
    let warnings: string[];
    if (same) {
      statementId = same.id;
      warnings = same.warnings;
    } else {
      warnings = [
        ...statementWarnings(statement, account, rows.length - booked.length),
        ...(await chainWarning(tx, account, statement)),
      ];
      const [inserted] = await tx
        .insert(bankStatements)
        .values({
          tenantId: actor.tenantId,
          bankAccountId: accountId,
          format: statement.format,
          fileName,
          bankReference: key.bankReference,
          sequence: statement.sequence,
          fromDate: key.fromDate,
          toDate: key.toDate,
          openingBalance: amount2(statement.openingBalance?.amount),
          closingBalance: key.closingBalance,
          currency: statement.account.currency ?? statement.closingBalance?.currency ?? account.currency,
          entryCount: statement.entries.length,
          warnings,
          createdBy: actor.userId,
        })
        .returning({ id: bankStatements.id });
      statementId = inserted!.id;
    }
    const values = fresh.flatMap(({ t, id }) => {
      const bookingDate = bookingDateOf(t, statement);
      if (!bookingDate) return [];
      return [
        {
          tenantId: actor.tenantId,
          bankAccountId: accountId,
          statementId,
          contentKey: id.contentKey,
          referenceKey: id.referenceKey,
          bookingDate,
          valueDate: t.valueDate,
          amount: amount2(t.amount)!,
          currency: t.currency,
          counterpartyName: t.counterparty.name,
          counterpartyIban: t.counterparty.iban ? squeezeIban(t.counterparty.iban) : null,
          counterpartyBic: t.counterparty.bic,
          purpose: t.purpose,
          endToEndRef: t.endToEndId,
          mandateRef: t.mandateId,
          bankCode: t.bankTransactionCode?.gvc ?? t.bankTransactionCode?.proprietary ?? null,
        },
      ];
    });
    for (let i = 0; i < values.length; i += 500) {
      insertedIds.push(
        ...(
          await tx
            .insert(bankTransactions)
            .values(values.slice(i, i + 500))
            .returning({ id: bankTransactions.id })
        ).map((r) => r.id),
      );
      const share = Math.min(i + 500, values.length) / values.length;
      if (share < 1) onProgress?.(handled + Math.floor(rows.length * share), all.length);
    }
    handled += rows.length;
    onProgress?.(handled, all.length);
    for (const { id } of fresh) {
      known.add(id.contentKey);
      if (id.referenceKey) known.add(id.referenceKey);
    }
    if (same && values.length)
      await tx
        .update(bankStatements)
        .set({ importedCount: sql`${bankStatements.importedCount} + ${values.length}` })
        .where(and(eq(bankStatements.tenantId, actor.tenantId), eq(bankStatements.id, statementId)));
    else if (!same)
      await tx
        .update(bankStatements)
        .set({ importedCount: values.length, duplicateCount: booked.length - fresh.length })
        .where(and(eq(bankStatements.tenantId, actor.tenantId), eq(bankStatements.id, statementId)));
    result.imported += values.length;
    result.duplicates += booked.length - fresh.length;
    result.statements.push({
      id: statementId,
      opening_balance: amount2(statement.openingBalance?.amount),
      closing_balance: amount2(statement.closingBalance?.amount),
      warnings,
    });
  }
  if (account.autoConfirm) result.auto_confirmed = await autoConfirmTransactions(tx, actor, insertedIds);
  await recordHistory(tx, actor, {
    entity: BANK_ACCOUNT_ENTITY,
    entityId: accountId,
    action: 'statementImported',
    changes: {},
    note: `Kontoauszug${fileName ? ` ${fileName}` : ''} importiert: ${result.imported} neue Umsätze, ${result.duplicates} bereits vorhanden`,
  });
  return result;
}
