const SPELLED: Record<string, string> = {
  Ä: 'AE',
  Ö: 'OE',
  Ü: 'UE',
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  Ø: 'O',
  Œ: 'OE',
};

/**
 * Upper case with German letters spelled out and accents dropped, so that what a bank file or a
 * SEPA file made of a text ("MUELLER", "RG/2026-AEB") compares equal to the original ("Müller",
 * "RG/2026-ÄB").
 */
export function foldText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text.toUpperCase(); // plain ASCII: nothing to spell out
  return [...text.normalize('NFC').toUpperCase()]
    .map((c) => SPELLED[c] ?? c)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}
