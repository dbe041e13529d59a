import { z } from 'zod';
import { decimalPattern } from '../documents/money.ts';
import { isValidIsoDate } from '../entities/field-value-schema.ts';
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

/** Column mapping of a bank's CSV export (mirrors `CsvColumnMapping` of @kontor/banking). */
const ZColumnName = z.string().trim().max(100, { error: 'Spaltennamen haben höchstens 100 Zeichen.' });
const ZOptionalColumn = ZColumnName.optional();
export const ZCsvColumnMapping = z
  .object({
    delimiter: z.enum([';', ',', '\t']).nullable(),
    encoding: z.enum(['auto', 'utf-8', 'windows-1252']),
    decimalSeparator: z.enum([',', '.']),
    dateFormat: z.enum(['auto', 'dd.mm.yyyy', 'dd.mm.yy', 'yyyy-mm-dd']),
    columns: z.object({
      bookingDate: ZColumnName.min(1, { error: 'Bitte die Spalte mit dem Buchungsdatum wählen.' }),
      valueDate: ZOptionalColumn,
      amount: ZOptionalColumn,
      debit: ZOptionalColumn,
      credit: ZOptionalColumn,
      debitCreditMark: ZOptionalColumn,
      currency: ZOptionalColumn,
      counterpartyName: ZOptionalColumn,
      payerName: ZOptionalColumn,
      counterpartyIban: ZOptionalColumn,
      counterpartyBic: ZOptionalColumn,
      purpose: z.array(ZColumnName).max(5).optional(),
      postingText: ZOptionalColumn,
      endToEndId: ZOptionalColumn,
      mandateId: ZOptionalColumn,
      creditorId: ZOptionalColumn,
      status: ZOptionalColumn,
      accountIban: ZOptionalColumn,
    }),
    pendingValues: z.array(z.string().max(100)).max(10),
  })
  .refine((m) => m.columns.amount || m.columns.debit || m.columns.credit, {
    error: 'Bitte die Betragsspalte oder die Spalten Soll und Haben wählen.',
    path: ['columns', 'amount'],
  });
export type CsvColumnMappingInput = z.input<typeof ZCsvColumnMapping>;
export type CsvColumnMappingOutput = z.output<typeof ZCsvColumnMapping>;

export const ZCsvPreview = z.object({
  /** The account's saved mapping, or null on the first CSV import. */
  saved_mapping: ZCsvColumnMapping.nullable(),
  /** A known bank layout or a mapping guessed from the header names. */
  suggested_mapping: ZCsvColumnMapping,
  preset_id: z.string().nullable(),
  header_line: z.number().int(),
  header: z.array(z.string()),
  /** The first rows after the header, cells as written. */
  rows: z.array(z.array(z.string())),
});
export type CsvPreview = z.infer<typeof ZCsvPreview>;

const ZTolerance = z
  .string()
  .trim()
  .transform((v) => v.replace(',', '.'))
  .refine((v) => decimalPattern.test(v) && Number(v) >= 0 && Number(v) <= 100, {
    error: 'Die Toleranz bitte als Betrag zwischen 0 und 100 € angeben.',
  });

export const ZBankAccountInput = z.object({
  name: requiredText(100, 'Der Name', 'Bitte einen Namen für das Konto angeben.'),
  iban: ZIban,
  bic: ZBic,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'Die Währung bitte als ISO-Code angeben (z. B. EUR).' })
    .default('EUR'),
  opening_balance: ZMoneyInput.default('0.00'),
  /** Gläubiger-ID for direct debits (checked by the server). Omitted = unchanged. */
  creditor_id: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .nullable()
    .optional(),
  /** G/L account of the bank postings (empty = the chart's bank account). Omitted = unchanged. */
  ledger_account: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, { error: 'Das Sachkonto hat vier Ziffern (z. B. 1200).' })
    .nullable()
    .optional(),
  /** Matching settings. Omitted = unchanged. */
  auto_confirm: z.boolean().optional(),
  write_off_tolerance: ZTolerance.optional(),
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
  creditor_id: z.string().nullable(),
  /** G/L account of the bank postings; null = the chart's bank account. */
  ledger_account: z.string().nullable(),
  auto_confirm: z.boolean(),
  write_off_tolerance: z.string(),
  csv_mapping: ZCsvColumnMapping.nullable(),
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
  /** Transactions confirmed without a click (auto-confirm setting of the account). */
  auto_confirmed: z.number().int(),
  statements: z.array(ZImportedStatement),
});
export type StatementImportResult = z.infer<typeof ZStatementImportResult>;

/**
 * A big bank file imported in the background (202 of the statement import): entries `done` of
 * `total` while it runs, then the same `result` the synchronous import answers, or a German `error`.
 */
export const ZBankImportJob = z.object({
  job_id: z.number().int(),
  bank_account_id: z.number().int(),
  file_name: z.string().nullable(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  result: ZStatementImportResult.nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BankImportJob = z.infer<typeof ZBankImportJob>;

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
  /** The small rest (within the account's write-off tolerance) is written off. */
  write_off_rest: z.boolean().optional(),
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
  /** `rule`: booked on a ledger account by a rule (target_id = rule id). */
  target_type: z.enum([...bankTargetTypes, 'rule']),
  target_id: z.number().int(),
  target_label: z.string(),
  amount: z.string(),
  settle_with_skonto: z.boolean(),
  /** Confirmed by auto-confirm at import. */
  automatic: z.boolean(),
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
  /** A rule for bookings without a document that fits this open transaction, or null. */
  rule_suggestion: z
    .object({
      rule_id: z.number().int(),
      name: z.string(),
      ledger_account: z.string(),
      cost_centre: z.string().nullable(),
      reasons: z.array(z.string()),
    })
    .nullable(),
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
        write_off_rest: z.boolean().optional(),
      }),
    )
    .min(1, { error: 'Bitte mindestens eine Zuordnung angeben.' })
    .max(50, { error: 'Höchstens 50 Zuordnungen je Umsatz.' }),
  note: optionalText(500, 'Die Notiz'),
});
export type AllocationsInput = z.input<typeof ZAllocationsInput>;

export const bankRuleDirections = ['any', 'in', 'out'] as const;

const ZPattern = optionalText(200, 'Das Muster');

export const ZBankRuleInput = z
  .object({
    name: requiredText(100, 'Der Name', 'Bitte einen Namen für die Regel angeben.'),
    bank_account_id: ZId.nullable()
      .optional()
      .transform((v) => v ?? null),
    purpose_pattern: ZPattern,
    counterparty_pattern: ZPattern,
    direction: z.enum(bankRuleDirections, { error: 'Richtung: any, in oder out.' }).default('any'),
    ledger_account: z
      .string({ error: 'Bitte ein Sachkonto angeben.' })
      .trim()
      .regex(/^\d{4}$/, { error: 'Das Sachkonto hat vier Ziffern (z. B. 6855).' }),
    cost_centre: optionalText(36, 'Die Kostenstelle'),
    posting_text: optionalText(60, 'Der Buchungstext'),
    is_active: z.boolean().default(true),
  })
  .refine((r) => r.purpose_pattern || r.counterparty_pattern, {
    error: 'Bitte ein Muster für Verwendungszweck oder Gegenpartei angeben.',
    path: ['purpose_pattern'],
  });
export type BankRuleInput = z.input<typeof ZBankRuleInput>;

export const ZBankRuleUpdate = ZBankRuleInput.and(
  z.object({ version: z.number({ error: 'Die Version fehlt.' }).int() }),
);

export const ZBankRule = z.object({
  id: z.number().int(),
  name: z.string(),
  bank_account_id: z.number().int().nullable(),
  purpose_pattern: z.string().nullable(),
  counterparty_pattern: z.string().nullable(),
  direction: z.enum(bankRuleDirections),
  ledger_account: z.string(),
  cost_centre: z.string().nullable(),
  posting_text: z.string().nullable(),
  is_active: z.boolean(),
  version: z.number().int(),
});
export type BankRule = z.infer<typeof ZBankRule>;

export const ZBookByRuleInput = z.object({
  rule_id: z.number({ error: 'Bitte eine Regel wählen.' }).int().positive(),
});

/** A pain.008.001.08 file for open invoices of customers with a SEPA mandate. */
export const ZDirectDebitInput = z.object({
  collection_date: z
    .string({ error: 'Bitte das Fälligkeitsdatum angeben.' })
    .refine(isValidIsoDate, { error: 'Das Fälligkeitsdatum ist kein gültiges Datum.' }),
  document_ids: z
    .array(ZId)
    .min(1, { error: 'Bitte mindestens eine Rechnung wählen.' })
    .max(500, { error: 'Höchstens 500 Rechnungen je Datei.' }),
  scheme: z.enum(['CORE', 'B2B'], { error: 'Verfahren: CORE oder B2B.' }).default('CORE'),
});
export type DirectDebitInput = z.input<typeof ZDirectDebitInput>;

/** A pain.001.001.09 file paying approved incoming invoices. */
export const ZCreditTransferInput = z.object({
  incoming_invoice_ids: z
    .array(ZId)
    .min(1, { error: 'Bitte mindestens eine Eingangsrechnung wählen.' })
    .max(500, { error: 'Höchstens 500 Eingangsrechnungen je Datei.' }),
  /** One date for every transfer; omitted = each on its last Skonto day, else its due date (not before today). */
  execution_date: z
    .string()
    .refine(isValidIsoDate, { error: 'Das Ausführungsdatum ist kein gültiges Datum.' })
    .optional(),
});
export type CreditTransferInput = z.input<typeof ZCreditTransferInput>;
