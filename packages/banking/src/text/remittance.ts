/** Longest unstructured remittance block (ISO 20022 Max140Text); a full block continues without a space. */
const MAX_USTRD = 140;

/**
 * Joins unstructured remittance blocks into one purpose text. Banks cut long texts into 140-character
 * blocks in the middle of words (`CRED: DE93` + `ZZZ00000078611`): a full block is glued to the next,
 * shorter blocks are separate lines and get a space.
 */
export function joinRemittanceBlocks(blocks: readonly string[]): string {
  let text = '';
  blocks.forEach((block, i) => {
    if (i > 0 && blocks[i - 1]!.length < MAX_USTRD) text += ' ';
    text += block;
  });
  return text.replace(/\s+/g, ' ').trim();
}

/** SEPA keys of the German "strukturierter Verwendungszweck" (DK Anlage 3), as they appear in :86: and CAMT texts. */
export type SepaKey =
  'EREF' | 'KREF' | 'MREF' | 'CRED' | 'DEBT' | 'COAM' | 'OAMT' | 'SVWZ' | 'ABWA' | 'ABWE' | 'IBAN' | 'BIC';

const KEY_PATTERN = /(EREF|KREF|MREF|CRED|DEBT|COAM|OAMT|SVWZ|ABWA|ABWE|IBAN|BIC)(?:\+|: ?)/g;

export interface SepaFields {
  /** Text before the first key (banks put a plain purpose there). */
  lead: string;
  values: Partial<Record<SepaKey, string>>;
}

/**
 * Splits a text at the SEPA keys. `+` is the standard separator; some banks write `EREF:` or
 * `EREF: ` instead. Keys may start anywhere because subfields are cut at 27 characters. A colon
 * key only counts after a space or at the start, so ordinary words ending in "…IBAN:" stay text.
 * `NOTPROVIDED` (the SEPA placeholder) becomes no value.
 */
export function splitSepaKeys(text: string): SepaFields {
  const values: Partial<Record<SepaKey, string>> = {};
  const hits: { key: SepaKey; start: number; end: number }[] = [];
  for (const match of text.matchAll(KEY_PATTERN)) {
    const start = match.index;
    const colon = match[0].includes(':');
    if (colon && start > 0 && !/\s/.test(text[start - 1]!)) continue;
    hits.push({ key: match[1] as SepaKey, start, end: start + match[0].length });
  }
  const lead = (hits.length ? text.slice(0, hits[0]!.start) : text).trim();
  hits.forEach((hit, i) => {
    const value = text.slice(hit.end, hits[i + 1]?.start ?? text.length).trim();
    if (value === '' || value.toUpperCase() === 'NOTPROVIDED') return;
    // The first occurrence wins: a later "IBAN:" inside the purpose is the payer's own note.
    values[hit.key] ??= value;
  });
  return { lead, values };
}

/** A value that names nothing: the SEPA placeholder or an empty reference. */
export const isNotProvided = (value: string | null | undefined): boolean =>
  value === null || value === undefined || value.trim() === '' || /^NOTPROVIDED$/i.test(value.trim());

export const orNull = (value: string | null | undefined): string | null =>
  isNotProvided(value) ? null : value!.trim();
