import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BankFileError } from '../errors.ts';
import type { Balance, BankEntry, BankStatement } from '../model.ts';
import { canonicalAmount } from '../text/decimal.ts';
import { agreementSummary, FieldAgreement } from '../testing/field-agreement.ts';
import { readMt940 } from './read-mt940.ts';

/**
 * Field-by-field agreement with the expectations wolph/mt940 ships beside each `.sta`: a pickled
 * Python `Transactions` object as YAML (Decimal and Date are one-element lists after parsing, the
 * date as 4 bytes: year high, year low, month, day). Statement data in it is the last statement's.
 */
// Third-party test files copied from ../shared/corpora (licences and manifest beside them).
const DIR = join(import.meta.dirname, '../../test-corpus/mt940/wolph-mt940');

/** Files whose expectation is not compared, with the reason. */
const EXCLUDED: Record<string, string> = {
  'self-provided/transaction_details.yml': 'no .sta file beside it',
};

/**
 * Where wolph's reading differs from the standard our model follows; these fields are compared in
 * the form noted (and counted in the summary) instead of being dropped silently.
 */
const DIFFERENT_READINGS = [
  'RC (reversal of a credit) is money out per SWIFT: we sign it negative, wolph positive — the amount is compared unsigned (the balances of sepa_mt9401 only chain with our sign)',
  '?60–?63 continue the purpose (DK Mehrzweckfeld): wolph keeps them apart as additional_purpose — purpose and EREF are compared only for entries without ?60–?63',
  'surrounding whitespace of texts and codes is not significant: wolph keeps it ("0121470966      ", " 1234567890123 PAYPAL", type "S   "), we trim — compared trimmed',
  'wolph overwrites customer_reference with the raw KREF text of a German :86: — compared only for entries without a German structured :86:',
  ':62M:/:62F: without currency (raphaelm): we read 105000,00 in the statement currency, wolph takes "105" as currency and 0 — not compared',
];

/** wolph fields our model does not carry, so they are not compared. */
const NOT_CARRIED =
  'funds_code, extra_details (only /OCMT/ and /CHGS/ are kept), prima_nota, return_debit_notes, KREF/DEBT/COAM/OAMT ' +
  '(additional_position_reference, debitor_identifier, compensation_amount, original_amount), purpose_code, ' +
  'settlement_tag, additional_position_date, old_SEPA_*, FRST_ONE_OFF_RECC, raw transaction_details / non_swift text, ' +
  'floor limit and :90C:/:90D: sums';

type Py = Record<string, unknown>;

/**
 * PyYAML wrote these with YAML 1.1 resolution (plain `0724710345313905` and `N` are strings there,
 * not an octal number and `false`): read every scalar as a string and map the plain `null`.
 */
function readPickle(text: string): Py {
  const nulls = (v: unknown): unknown =>
    v === 'null'
      ? null
      : typeof v === 'string'
        ? v.trim()
        : Array.isArray(v)
          ? v.map(nulls)
          : v && typeof v === 'object' && !(v instanceof Uint8Array)
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, nulls(x)]))
            : v;
  const doc = parse(text, {
    schema: 'failsafe',
    customTags: ['binary'],
    logLevel: 'silent',
    maxAliasCount: -1,
  });
  const root = doc as Py;
  // transactions[].transactions points back at the root: drop the cycle before mapping.
  const transactions = ((root['transactions'] as Py[] | undefined) ?? []).map((t) => ({
    data: nulls(t['data']),
  }));
  return { data: nulls(root['data']), transactions };
}

const pyDecimal = (v: unknown): string | null => (Array.isArray(v) ? canonicalAmount(String(v[0])) : null);
function pyDate(v: unknown): string | null {
  const bytes = Array.isArray(v) ? (v[0] as Uint8Array) : null;
  if (!bytes || bytes.length < 4) return null;
  const year = bytes[0]! * 256 + bytes[1]!;
  return `${year}-${String(bytes[2]).padStart(2, '0')}-${String(bytes[3]).padStart(2, '0')}`;
}
const noReference = (v: unknown) =>
  typeof v === 'string' && /^(NONREF|NONE)$/i.test(v) ? null : (v ?? null);
const markOf = (e: BankEntry) =>
  e.reversal ? (e.creditDebit === 'credit' ? 'RD' : 'RC') : e.creditDebit === 'credit' ? 'C' : 'D';

function compareBalance(a: FieldAgreement, field: string, expected: unknown, ours: Balance | undefined) {
  if (!expected) return;
  const b = expected as Py;
  const amount = b['amount'] as Py;
  if (amount['currency'] && !/^[A-Z]{3}$/.test(String(amount['currency']))) return; // see DIFFERENT_READINGS
  a.same(`${field}.amount`, pyDecimal(amount['amount']), ours?.amount ?? null);
  if (amount['currency']) a.same(`${field}.currency`, amount['currency'], ours?.currency ?? null);
  a.same(`${field}.date`, pyDate(b['date']), ours?.date ?? null);
}

/** wolph's statement data is the union of all statements of the file, the last value of each field winning. */
function compareStatementData(a: FieldAgreement, data: Py, statements: BankStatement[]) {
  const last = statements.at(-1);
  if (!last) return;
  if (data['transaction_reference'] !== undefined)
    a.same('transaction_reference', data['transaction_reference'], last.statementId);
  if (data['account_identification'] !== undefined)
    a.same(
      'account_identification',
      data['account_identification'],
      last.account.iban ?? last.account.otherId,
    );
  if (data['statement_number'] !== undefined) {
    const [number, sequence] = (last.sequence ?? '').split('/');
    a.same('statement_number', data['statement_number'], number ?? null);
    a.same('sequence_number', data['sequence_number'] ?? null, sequence ?? null);
  }
  const balances = statements.flatMap((s) => s.balances);
  const lastOf = (tag: string) => balances.filter((b) => b.sourceTag === tag).at(-1);
  compareBalance(a, 'final_opening_balance', data['final_opening_balance'], lastOf('60F'));
  compareBalance(a, 'intermediate_opening_balance', data['intermediate_opening_balance'], lastOf('60M'));
  compareBalance(a, 'final_closing_balance', data['final_closing_balance'], lastOf('62F'));
  compareBalance(a, 'intermediate_closing_balance', data['intermediate_closing_balance'], lastOf('62M'));
  compareBalance(a, 'available_balance', data['available_balance'], lastOf('64'));
  compareBalance(a, 'forward_available_balance', data['forward_available_balance'], lastOf('65'));
}

function compareTransaction(
  a: FieldAgreement,
  field: string,
  t: Py,
  entry: BankEntry,
  statement: BankStatement,
) {
  const tx = entry.transactions[0]!;
  const amount = t['amount'] as Py | undefined;
  const reversalOfCredit = t['status'] === 'RC';
  a.same(
    `${field}.amount`,
    pyDecimal(amount?.['amount']),
    reversalOfCredit ? entry.amount.replace('-', '') : entry.amount,
  );
  if (t['currency']) a.same(`${field}.currency`, t['currency'], entry.currency);
  a.same(`${field}.date`, pyDate(t['date']), entry.valueDate);
  // wolph's entry_date keeps the value date's year; guessed_entry_date picks the nearer year as we do.
  if (t['guessed_entry_date'])
    a.same(`${field}.entry_date`, pyDate(t['guessed_entry_date']), entry.bookingDate);
  a.same(`${field}.status`, t['status'], markOf(entry));
  if (t['id'] !== undefined) a.same(`${field}.id`, t['id'], entry.bankTransactionCode?.proprietary ?? null);
  const germanDetails = 'transaction_code' in t && t['transaction_code'] !== null;
  if (t['customer_reference'] !== undefined && !germanDetails)
    a.same(`${field}.customer_reference`, noReference(t['customer_reference']), entry.entryReference);
  if (t['bank_reference'] !== undefined)
    a.same(`${field}.bank_reference`, noReference(t['bank_reference']), entry.accountServicerReference);
  if (t['transaction_reference'] !== undefined)
    a.same(`${field}.transaction_reference`, t['transaction_reference'], statement.statementId);
  if (!germanDetails) return;
  a.same(`${field}.transaction_code`, t['transaction_code'], entry.bankTransactionCode?.gvc ?? null);
  a.same(`${field}.posting_text`, t['posting_text'], entry.additionalInfo);
  a.same(`${field}.applicant_name`, t['applicant_name'], tx.counterparty.name);
  if (t['applicant_iban'] !== null && t['applicant_iban'] !== undefined)
    a.same(`${field}.applicant_iban`, t['applicant_iban'], tx.counterparty.iban ?? tx.counterparty.accountId);
  if (
    typeof t['applicant_bin'] === 'string' &&
    /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(t['applicant_bin'])
  )
    a.same(`${field}.applicant_bin`, t['applicant_bin'], tx.counterparty.bic);
  const continued = t['additional_purpose'] !== null && t['additional_purpose'] !== undefined;
  if ('end_to_end_reference' in t && !continued)
    a.same(`${field}.end_to_end_reference`, t['end_to_end_reference'], tx.endToEndId);
  if ('applicant_creditor_id' in t)
    a.same(`${field}.applicant_creditor_id`, t['applicant_creditor_id'], tx.creditorId);
  const ultimate = entry.creditDebit === 'credit' ? t['deviate_applicant'] : t['deviate_recipient'];
  if (ultimate !== undefined)
    a.same(`${field}.deviate_applicant/recipient`, ultimate, tx.counterparty.ultimateName);
  if (t['purpose'] !== null && t['purpose'] !== undefined && !continued)
    a.same(`${field}.purpose`, t['purpose'], tx.purpose);
}

/** A file without any MT940 field is refused by us; wolph reads it as no transactions. */
function readOrNothing(bytes: Uint8Array): BankStatement[] {
  try {
    return readMt940(bytes);
  } catch (error) {
    if (error instanceof BankFileError) return [];
    throw error;
  }
}

const fixtures = readdirSync(DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.yml') && !EXCLUDED[f])
  .sort();

describe('MT940 reader agrees with the wolph/mt940 expectations', () => {
  it('matches every compared field of every .sta file', () => {
    const agreements: FieldAgreement[] = [];
    for (const yml of fixtures) {
      const expected = readPickle(readFileSync(join(DIR, yml), 'utf8'));
      const statements = readOrNothing(readFileSync(join(DIR, yml.replace(/\.yml$/, '.sta'))));
      const a = new FieldAgreement(yml);
      agreements.push(a);
      const entries = statements.flatMap((s) => s.entries.map((entry) => ({ s, entry })));
      const transactions = ((expected['transactions'] as Py[]) ?? []).map((t) => t['data'] as Py);
      a.same('transactions.length', transactions.length, entries.length);
      transactions.forEach((t, i) => {
        const ours = entries[i];
        if (ours) compareTransaction(a, `transactions[${i}]`, t, ours.entry, ours.s);
      });
      compareStatementData(a, (expected['data'] as Py) ?? {}, statements);
    }
    process.stdout.write(
      `${agreementSummary('wolph/mt940 (.sta + .yml)', agreements)}\n` +
        `excluded: ${Object.entries(EXCLUDED)
          .map(([f, why]) => `${f} (${why})`)
          .join('; ')}\n` +
        `different readings:\n  ${DIFFERENT_READINGS.join('\n  ')}\n` +
        `not carried by our model, not compared: ${NOT_CARRIED}\n`,
    );
    expect(agreements.flatMap((a) => a.mismatches)).toEqual([]);
  });
});
