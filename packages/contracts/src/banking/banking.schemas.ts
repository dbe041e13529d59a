import { z } from 'zod';
import { decimalPattern } from '../documents/money.ts';
import { isValidIban } from '../settings/iban.ts';
import { optionalText, requiredText } from '../text-fields.ts';

// Banking (issue #15): bank accounts, statement import, matching of transactions to open
// documents. Amounts are decimal strings; transaction amounts are signed (negative = money out).

const ZId = z.coerce.number({ error: 'Ungültige Id.' }).int({ error: 'Ungültige Id.' }).positive({
  error: 'Ungültige Id.',
});
export const ZBankIdParams = z.object({ id: ZId });

const ZIban = z
  .string({ error: 'Bitte die IBAN angeben.' })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => v.length > 0, { error: 'Bitte die IBAN angeben.' })
  .refine(isValidIban, { error: 'Die IBAN ist ungültig (Prüfziffer oder Länge stimmen nicht).' });

const ZBic = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => v === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), {
    error: 'Die BIC ist ungültig (8 oder 11 Zeichen).',
  })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const ZMoneyInput = z
  .string({ error: 'Bitte einen Betrag angeben.' })
  .trim()
  .transform((v) => v.replace(',', '.'))
  .refine((v) => decimalPattern.test(v), { error: 'Bitte einen gültigen Betrag angeben.' });

export const ZBankAccountInput = z.object({
  name: requiredText(100, 'Der Name', 'Bitte einen Namen für das Konto angeben.'),
  iban: ZIban,
  bic: ZBic,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'Die Währung bitte als ISO-Code angeben (z. B. EUR).' })
    .default('EUR'),
  opening_balance: ZMoneyInput.default('0.00'),
});
export type BankAccountInput = z.input<typeof ZBankAccountInput>;

export const ZBankAccountUpdate = ZBankAccountInput.extend({
  version: z.number({ error: 'Die Version fehlt.' }).int(),
});

export const ZBankAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  currency: z.string(),
  opening_balance: z.string(),
  /** Opening balance plus every imported booked amount. */
  balance: z.string(),
  open_transactions: z.number().int(),
  last_statement_date: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof ZBankAccount>;

export const ZImportedStatement = z.object({
  id: z.number().int(),
  opening_balance: z.string().nullable(),
  closing_balance: z.string().nullable(),
  warnings: z.array(z.string()),
});

export const ZStatementImportResult = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  statements: z.array(ZImportedStatement),
});
export type StatementImportResult = z.infer<typeof ZStatementImportResult>;

export const ZBankStatement = z.object({
  id: z.number().int(),
  bank_account_id: z.number().int(),
  bank_account_name: z.string(),
  format: z.string(),
  file_name: z.string().nullable(),
  bank_reference: z.string().nullable(),
  sequence: z.string().nullable(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  opening_balance: z.string().nullable(),
  closing_balance: z.string().nullable(),
  currency: z.string(),
  entry_count: z.number().int(),
  imported_count: z.number().int(),
  duplicate_count: z.number().int(),
  warnings: z.array(z.string()),
  created_at: z.string(),
});
export type BankStatement = z.infer<typeof ZBankStatement>;

export const ZBankStatementListQuery = z.object({ bank_account_id: ZId.optional() });

export const bankTargetTypes = ['document', 'incoming_invoice'] as const;

export const ZAllocationTarget = z.object({
  target_type: z.enum(bankTargetTypes),
  target_id: z.number().int(),
  amount: z.string(),
  /** Paying the Skonto amount settles the target. */
  settle_with_skonto: z.boolean(),
});

export const ZBankSuggestion = z.object({
  target_type: z.enum(bankTargetTypes),
  target_id: z.number().int(),
  /** Number and customer of the target, for display. */
  target_label: z.string(),
  score: z.number(),
  /** Amount to allocate to the target (positive). */
  amount: z.string(),
  /** Skonto deducted (Skontobetrag) when this suggestion settles with Skonto, else null. */
  skonto_amount: z.string().nullable(),
  reasons: z.array(z.string()),
  /** Every allocation of the suggestion: several when one payment covers several targets (1:N). */
  allocations: z.array(ZAllocationTarget),
});
export type BankSuggestion = z.infer<typeof ZBankSuggestion>;

export const ZBankAllocation = z.object({
  id: z.number().int(),
  target_type: z.enum(bankTargetTypes),
  target_id: z.number().int(),
  target_label: z.string(),
  amount: z.string(),
  settle_with_skonto: z.boolean(),
  created_at: z.string(),
});

export const bankTransactionStatuses = ['open', 'matched', 'ignored'] as const;

export const ZBankTransaction = z.object({
  id: z.number().int(),
  bank_account_id: z.number().int(),
  statement_id: z.number().int(),
  booking_date: z.string(),
  value_date: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  counterparty_name: z.string().nullable(),
  counterparty_iban: z.string().nullable(),
  purpose: z.string(),
  end_to_end_id: z.string().nullable(),
  status: z.enum(bankTransactionStatuses),
  /** Part of the amount not yet allocated (positive). */
  unallocated: z.string(),
  suggestions: z.array(ZBankSuggestion),
  allocations: z.array(ZBankAllocation),
});
export type BankTransaction = z.infer<typeof ZBankTransaction>;

export const ZBankTransactionListQuery = z.object({
  bank_account_id: ZId.optional(),
  statement_id: ZId.optional(),
  status: z.enum(bankTransactionStatuses, { error: 'Status: open, matched oder ignored.' }).optional(),
});

export const ZBankStatementDetail = ZBankStatement.extend({ transactions: z.array(ZBankTransaction) });

export const ZAllocationsInput = z.object({
  allocations: z
    .array(
      z.object({
        target_type: z.enum(bankTargetTypes, { error: 'Unbekanntes Ziel der Zuordnung.' }),
        target_id: z.number({ error: 'Bitte ein Dokument wählen.' }).int().positive(),
        amount: ZMoneyInput.refine((v) => Number(v) > 0, { error: 'Bitte einen Betrag größer 0 angeben.' }),
        settle_with_skonto: z.boolean().optional(),
      }),
    )
    .min(1, { error: 'Bitte mindestens eine Zuordnung angeben.' })
    .max(50, { error: 'Höchstens 50 Zuordnungen je Umsatz.' }),
  note: optionalText(500, 'Die Notiz'),
});
export type AllocationsInput = z.input<typeof ZAllocationsInput>;
