/**
 * EPC "Latin character set" every SEPA file must use: a–z A–Z 0–9 / - ? : ( ) . , ' + and space.
 * German letters are spelled out (ä → ae, ß → ss), other accents dropped (é → e), `&` becomes `+`,
 * anything else a space.
 */
const SPELLED: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  // letters Unicode does not decompose into a base letter and an accent
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'Th',
  '&': '+',
  _: '-',
};

export function toSepaText(text: string, maxLength: number): string {
  const spelled = [...text].map((c) => SPELLED[c] ?? c).join('');
  const plain = spelled.normalize('NFD').replace(/\p{M}/gu, '');
  return plain
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

/**
 * Identifier for EndToEndId, MsgId, PmtInfId and mandate references: SEPA text without spaces at
 * either end, max 35 characters, never starting or ending with `/` and never containing `//`
 * (EPC rule for references). A supplier's invoice number "RE/2026-Ä_12" becomes "RE/2026-Ae-12".
 */
export function toSepaIdentifier(text: string, maxLength = 35): string {
  return toSepaText(text, 200)
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .slice(0, maxLength)
    .replace(/\/+$/, '')
    .trim();
}

/** True when the text already is valid SEPA text (nothing to change). */
export const isSepaText = (text: string): boolean => /^[A-Za-z0-9/\-?:().,'+ ]*$/.test(text);
