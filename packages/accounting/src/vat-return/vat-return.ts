import type { Ledger } from '../chart/ledger.ts';
import { vatFunctions } from '../chart/vat-functions.ts';
import { formatCents, toCents } from '../journal/cents.ts';
import { expandEntryCents } from '../journal/expand-entry.ts';
import type { JournalEntry } from '../journal/journal-entry.ts';

export interface VatReturnField {
  base?: string;
  tax?: string;
}

export interface VatReturn {
  period: { from: string; to: string };
  /** By Kennzahl; always holds 81, 86, 41, 21, 43, 60, 66 and 83, zero when nothing was booked. */
  fields: Record<string, VatReturnField>;
  /** The entries behind each Kennzahl, for the drill-down. */
  entries: Record<string, JournalEntry[]>;
}

const alwaysShown = ['81', '86', '41', '21', '43', '60', '66', '83'];
/**
 * Kennzahlen whose tax is owed (added up in Kz 83) — output VAT, the buyer's § 13b VAT and the
 * VAT on intra-EU acquisitions (89, 93).
 */
const owedTax = ['81', '86', '47', '85', '89', '93'];
/** Kennzahlen of deductible input VAT (subtracted in Kz 83); 61 from intra-EU acquisitions. */
const inputTax = ['66', '67', '61'];
const cases = Object.values(vatFunctions);
const baseKennzahlen = new Set(cases.flatMap((f) => (f.kennzahlBase ? [f.kennzahlBase] : [])));
const taxKennzahlen = new Set([
  '83',
  ...cases.flatMap((f) => [f.kennzahlTax, f.kennzahlInputTax].filter((k): k is string => !!k)),
]);

/**
 * The figures of the Umsatzsteuer-Voranmeldung for a month or quarter (entries dated in [from, to]):
 * bases per Kennzahl from the tax case of each entry (turnover on its normal side counts positive,
 * reductions such as credit notes, Stornos and Skonto negative), output VAT from the same entries,
 * input VAT (Kz 66, 67, 61) from the movements on the input tax accounts — so a rounding correction
 * booked straight on an input tax account counts as well. Kz 83 = owed VAT − deductible VAT.
 * Amounts are exact to the cent; ELSTER asks for the bases in whole euros (cut, not rounded) —
 * that rounding is the transmitting program's last step.
 */
export function computeVatReturn(
  journal: readonly JournalEntry[],
  ledger: Ledger,
  period: { from: string; to: string },
): VatReturn {
  const base = new Map<string, bigint>();
  const tax = new Map<string, bigint>();
  const sources = new Map<string, JournalEntry[]>();
  const add = (map: Map<string, bigint>, kz: string, value: bigint, entry: JournalEntry) => {
    map.set(kz, (map.get(kz) ?? 0n) + value);
    const list = sources.get(kz) ?? [];
    if (list.at(-1) !== entry) list.push(entry);
    sources.set(kz, list);
  };
  const inputAccounts = new Map<string, string>([
    [ledger.accountFor('inputVat19'), '66'],
    [ledger.accountFor('inputVat7'), '66'],
    [ledger.accountFor('inputVatReverseCharge'), '67'],
    [ledger.accountFor('inputVatIntraEu19'), '61'],
    [ledger.accountFor('inputVatIntraEu7'), '61'],
  ]);

  for (const entry of journal) {
    if (entry.date < period.from || entry.date > period.to || entry.source.type === 'openingBalance')
      continue;
    if (entry.vatFunction && entry.vatSide) {
      const fn = vatFunctions[entry.vatFunction];
      const sign = entry.vatSide === fn.normalSide ? 1n : -1n;
      const entryTax = entry.taxAmount ? toCents(entry.taxAmount) : 0n;
      const net = fn.taxMode === 'included' ? toCents(entry.amount) - entryTax : toCents(entry.amount);
      if (fn.kennzahlBase) add(base, fn.kennzahlBase, net * sign, entry);
      if (fn.kennzahlTax) add(tax, fn.kennzahlTax, entryTax * sign, entry);
    }
    for (const movement of expandEntryCents(entry, ledger)) {
      const kz = inputAccounts.get(movement.account);
      if (kz) add(tax, kz, movement.cents, entry);
    }
  }

  const sum = (kzs: string[]) => kzs.reduce((s, kz) => s + (tax.get(kz) ?? 0n), 0n);
  tax.set('83', sum(owedTax) - sum(inputTax));

  const fields: Record<string, VatReturnField> = {};
  for (const kz of new Set([...alwaysShown, ...base.keys(), ...tax.keys()])) {
    fields[kz] = {
      ...(baseKennzahlen.has(kz) && { base: formatCents(base.get(kz) ?? 0n) }),
      ...(taxKennzahlen.has(kz) && { tax: formatCents(tax.get(kz) ?? 0n) }),
    };
  }
  return { period, fields, entries: Object.fromEntries(sources) };
}
