import type { CsvEncoding } from '@kontor/contracts';

export interface DecodedText {
  text: string;
  encoding: CsvEncoding;
  hasBom: boolean;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/**
 * CSV files from German offices come as UTF-8 (Excel's "CSV UTF-8" with a BOM, most other tools
 * without), as Windows-1252 (Excel's plain "CSV", DATEV, older ERPs) or as UTF-16 ("Unicode-Text").
 * Text that is not valid UTF-8 is Windows-1252: WHATWG decodes ISO-8859-1 as Windows-1252 too,
 * which is what those files really are (€ at 0x80).
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]))
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8', hasBom: true };
  if (startsWith(bytes, [0xff, 0xfe]))
    return {
      text: new TextDecoder('utf-16le').decode(bytes.subarray(2)),
      encoding: 'utf-16le',
      hasBom: true,
    };
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
      encoding: 'utf-8',
      hasBom: false,
    };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252', hasBom: false };
  }
}
