import { splitSepaKeys, type SepaKey } from '../text/remittance.ts';

export interface TransactionDetails {
  /** Geschäftsvorfallcode (first three digits of a German structured `:86:`). */
  gvc: string | null;
  /** ?00 Buchungstext. */
  postingText: string | null;
  /** ?10 Primanota. */
  primaNota: string | null;
  /** ?20–?29, ?60–?63 as delivered. */
  purposeLines: string[];
  /** The purpose text: the SVWZ+ value, else the text outside SEPA keys, else everything. */
  purpose: string;
  sepa: Partial<Record<SepaKey, string>>;
  /** ?30 BLZ or BIC of the counterparty. */
  bankCode: string | null;
  /** ?31 account number or IBAN of the counterparty. */
  account: string | null;
  /** ?32 + ?33. */
  name: string | null;
  /** ?34 Textschlüsselergänzung. */
  textKeyExtension: string | null;
  /** The whole field as delivered (for `:86:` texts that are not German structured). */
  raw: string;
}

// German structured :86: — three digits (GVC), then a separator (normally `?`) and subfield 00–63.
const STRUCTURED = /^(\d{3})([^\w\s])\d{2}/;

/**
 * Parses `:86:`. German banks (DK "Mehrzweckfeld") write `GVC?00Buchungstext?10Primanota?20…`; lines
 * are cut at 65 characters and subfields at 27, both in the middle of words, so everything is joined
 * without spaces before it is split at the separators and at the SEPA keys.
 */
export function parseTransactionDetails(value: string): TransactionDetails {
  const raw = value;
  value = value.replace(/^\s+/, '');
  const structured = STRUCTURED.exec(value.replace(/\n/g, ''));
  if (!structured) {
    const text = value.replace(/\n/g, ' ').replace(/\s+/g, ' ').trim();
    const { lead, values } = splitSepaKeys(text);
    return {
      gvc: null,
      postingText: null,
      primaNota: null,
      purposeLines: value.split('\n'),
      purpose: values.SVWZ ?? (lead || text),
      sepa: values,
      bankCode: null,
      account: null,
      name: null,
      textKeyExtension: null,
      raw,
    };
  }
  const joined = value.replace(/\n/g, '');
  const separator = structured[2]!;
  const subfields = new Map<number, string>();
  for (const part of joined.slice(3).split(separator).slice(1)) {
    const m = /^(\d{2})([\s\S]*)$/.exec(part);
    if (!m) continue;
    const key = Number(m[1]);
    subfields.set(key, (subfields.get(key) ?? '') + m[2]!);
  }
  const range = (from: number, to: number) =>
    [...subfields]
      .filter(([k]) => k >= from && k <= to)
      .sort((a, b) => a[0] - b[0])
      .map(([, v]) => v);
  const purposeLines = [...range(20, 29), ...range(60, 63)];
  const text = purposeLines.join('');
  const { lead, values } = splitSepaKeys(text);
  const name = range(32, 33).join('').trim();
  const get = (k: number) => subfields.get(k)?.trim() || null;
  return {
    gvc: structured[1]!,
    postingText: get(0),
    primaNota: get(10),
    purposeLines,
    purpose: (values.SVWZ ?? (lead || (Object.keys(values).length ? '' : text))).trim(),
    sepa: values,
    bankCode: get(30),
    account: get(31),
    name: name || null,
    textKeyExtension: get(34),
    raw,
  };
}
