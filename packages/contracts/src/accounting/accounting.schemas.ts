import { z } from 'zod';
import { isValidIsoDate } from '../entities/field-value-schema.ts';
import { chartsOfAccounts } from '../settings/tenant-settings.contracts.ts';

/** Amounts in the books: decimal strings with two places, e.g. "1234.56" (negative balances "-12.00"). */
const amount = z.string();

/** A date field of the books (JJJJ-MM-TT), its label in the German messages. */
export const bookDateField = (label: string) =>
  z
    .string({ error: `${label}: bitte ein Datum angeben (JJJJ-MM-TT).` })
    .refine(isValidIsoDate, { error: `${label}: kein gültiges Datum (JJJJ-MM-TT).` });

const periodFields = z.object({ from: bookDateField('Von'), to: bookDateField('Bis') });
const inOrder = (p: { from: string; to: string }) => p.from <= p.to;
const inOrderMessage = { error: '„Von“ darf nicht nach „Bis“ liegen.', path: ['to'] };

/** A period of the books, both days included. */
export const ZAccountingPeriod = periodFields.refine(inOrder, inOrderMessage);
export type AccountingPeriod = z.infer<typeof ZAccountingPeriod>;

/**
 * The DATEV export: a period, and `only_new=true` for the entries no earlier export carried. The
 * Festschreibung flag of the header follows the tenant's lock: set when the whole period is locked.
 */
export const ZDatevExportQuery = periodFields
  .extend({ only_new: z.enum(['true', 'false']).default('false') })
  .refine(inOrder, inOrderMessage);

/** One DATEV export as recorded: who, when, which period, how many entries and personal accounts. */
export const ZDatevExportRecord = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  only_new: z.boolean(),
  entries: z.number().int(),
  accounts: z.number().int(),
  locked: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type DatevExportRecord = z.infer<typeof ZDatevExportRecord>;
export const ZDatevExportHistory = z.object({ items: z.array(ZDatevExportRecord) });

/** Festschreibung: the books are locked up to the end of a month (null: nothing locked yet). */
export const ZAccountingLock = z.object({
  locked_until: z.string().nullable(),
  locked_at: z.string().nullable(),
  locked_by: z.string().nullable(),
});
export type AccountingLock = z.infer<typeof ZAccountingLock>;

/** Locks the books up to the end of a month ("2026-10"); never back, never the running month. */
export const ZAccountingLockInput = z.object({
  month: z
    .string({ error: 'Bitte einen Monat angeben (JJJJ-MM).' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Bitte einen Monat angeben (JJJJ-MM).' }),
});

/** One line of the Summen- und Saldenliste. `balance` = debit − credit (positive: Soll-Saldo). */
export const ZAccountBalance = z.object({
  /** The account number, also the id of /accounts/show/{id}. */
  id: z.string(),
  number: z.string(),
  name: z.string(),
  debit: amount,
  credit: amount,
  balance: amount,
});
export type AccountBalance = z.infer<typeof ZAccountBalance>;

export const ZAccountBalances = z.object({
  chart: z.enum(chartsOfAccounts),
  items: z.array(ZAccountBalance),
});

export const ZAccountId = z.object({
  id: z.string().regex(/^\d{4,9}$/, { error: 'Unbekanntes Konto.' }),
});

/** One movement on an account page, with the balance after it. */
export const ZAccountLine = z.object({
  entry_id: z.number().int(),
  date: z.string(),
  belegfeld1: z.string(),
  text: z.string(),
  /** The other account of the entry (Gegenkonto). */
  contra_account: z.string(),
  debit: amount,
  credit: amount,
  balance: amount,
  /** The record the entry was booked from (drill-down), when it still can be opened. */
  source: z.object({ type: z.literal('document'), id: z.number().int() }).nullable(),
});
export type AccountLine = z.infer<typeof ZAccountLine>;

export const ZAccountStatement = z.object({
  chart: z.enum(chartsOfAccounts),
  account: z.object({ id: z.string(), number: z.string(), name: z.string(), kind: z.string() }),
  opening_balance: amount,
  debit: amount,
  credit: amount,
  closing_balance: amount,
  items: z.array(ZAccountLine),
});
export type AccountStatement = z.infer<typeof ZAccountStatement>;

export const ZVatReturnField = z.object({ base: amount.optional(), tax: amount.optional() });

/** Umsatzsteuer-Voranmeldung: figures by Kennzahl, and the entries behind each (drill-down). */
export const ZVatReturn = z.object({
  fields: z.record(z.string(), ZVatReturnField),
  entry_ids: z.record(z.string(), z.array(z.number().int())),
});
export type VatReturn = z.infer<typeof ZVatReturn>;

/** An account page as a spreadsheet: the period's entries with the running balance. */
export const ZAccountStatementExportQuery = periodFields
  .extend({ format: z.enum(['csv', 'xlsx'], { error: 'Bitte CSV oder XLSX wählen.' }) })
  .refine(inOrder, inOrderMessage);

export const ZVatKennzahl = z.object({
  kennzahl: z.string().regex(/^\d{2}$/, { error: 'Unbekannte Kennzahl.' }),
});

/** One entry behind a Kennzahl of the VAT return (drill-down). */
export const ZVatReturnEntry = z.object({
  entry_id: z.number().int(),
  date: z.string(),
  belegfeld1: z.string(),
  text: z.string(),
  debit_account: z.string(),
  credit_account: z.string(),
  amount: amount,
  tax_amount: amount.nullable(),
  source: z.object({ type: z.literal('document'), id: z.number().int() }).nullable(),
});
export type VatReturnEntry = z.infer<typeof ZVatReturnEntry>;

export const ZVatReturnEntries = z.object({ kennzahl: z.string(), items: z.array(ZVatReturnEntry) });
