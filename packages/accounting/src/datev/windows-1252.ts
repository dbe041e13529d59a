import iconv from 'iconv-lite';
import { AccountingError } from '../accounting-error.ts';

/** Every character Windows-1252 can hold (bytes 0x81, 0x8D, 0x8F, 0x90, 0x9D are unassigned). */
const encodable = new Set(
  [...iconv.decode(Buffer.from(Array.from({ length: 256 }, (_, i) => i)), 'win1252')].filter(
    (c) => c !== '\uFFFD',
  ),
);

/**
 * Characters outside Windows-1252 with one obvious stand-in. Letters with diacritics DATEV cannot
 * hold (ő, ł, č, ș …) lose only the diacritic; anything else without an obvious stand-in is
 * refused, never written as "?" (iconv-lite replaces silently, so the check comes first).
 */
const standIns: Record<string, string> = {
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '–', // figure dash
  '\u2015': '—', // horizontal bar
  '\u2212': '-', // minus sign
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2007': ' ',
  '\u2009': ' ', // thin space
  '\u202F': ' ', // narrow no-break space (French numbers, "z. B.")
  '\u200B': '', // zero-width space
  '\u2060': '', // word joiner
  '\uFEFF': '',
  '\u201B': '‘',
  '\u201F': '„',
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ŀ: 'l',
  Ŀ: 'L',
};

/** One regular expression for "anything outside Windows-1252", checked over a whole file at once. */
const outsideWindows1252 = new RegExp(
  `[^${[...encodable].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`,
  'u',
);
const plainAscii = /^[\x20-\x7E]*$/;

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Text as DATEV can store it: characters outside Windows-1252 transliterated where there is an
 * obvious mapping, otherwise refused with the record and field named. Control characters are not
 * allowed in DATEV text fields at all (DATEV-Format "Einstieg").
 */
export function toWindows1252Text(text: string, where: { record: string; field: string }): string {
  if (plainAscii.test(text)) return text;
  let result = '';
  for (const char of text) {
    if (isControl(char))
      throw new AccountingError(
        `${where.field} enthält ein Steuerzeichen (${codePoint(char)}); DATEV erlaubt keine Zeilenumbrüche in Textfeldern.`,
        where.record,
      );
    if (encodable.has(char)) {
      result += char;
      continue;
    }
    const standIn = standIns[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    if (standIn !== char && [...standIn].every((c) => encodable.has(c))) {
      result += standIn;
      continue;
    }
    throw new AccountingError(
      `Das Zeichen „${char}“ (${codePoint(char)}) in ${where.field} lässt sich nicht in Windows-1252 schreiben. Bitte den Text ändern.`,
      where.record,
    );
  }
  return result;
}

/** The bytes of a file whose text has passed `toWindows1252Text`. */
export function encodeWindows1252(text: string): Buffer {
  const outside = outsideWindows1252.exec(text);
  if (outside)
    throw new AccountingError(
      `Das Zeichen ${codePoint(outside[0])} lässt sich nicht in Windows-1252 schreiben.`,
    );
  return iconv.encode(text, 'win1252');
}
