import { readCamt, type CamtReadLimits } from '../camt/read-camt.ts';
import { BankFileError } from '../errors.ts';
import type { BankStatement } from '../model.ts';
import { readMt940 } from '../mt940/read-mt940.ts';

export type DetectedFormat = 'camt' | 'mt940' | 'csv' | 'unknown';

/** Recognises a bank file by its first bytes: XML → CAMT, SWIFT tags → MT940/MT942, else CSV. */
export function detectStatementFormat(bytes: Uint8Array): DetectedFormat {
  const head = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '');
  if (/^\s*</.test(head)) return 'camt';
  if (/(^|\n|\r|\{4:)\s*:(13D?|20|21|25P?|28C?|34F|60[FM]|61|62[FM]|64|65|86|90[CD]|NS):/.test(head))
    return 'mt940';
  if (/[;,\t]/.test(head)) return 'csv';
  return 'unknown';
}

/** Reads a CAMT or MT940/MT942 file into statements. CSV needs a column mapping: see `readCsvStatement`. */
export async function readStatementFile(
  bytes: Uint8Array,
  limits?: CamtReadLimits,
): Promise<BankStatement[]> {
  const format = detectStatementFormat(bytes);
  if (format === 'camt') return (await readCamt(bytes, limits)).statements;
  if (format === 'mt940') return readMt940(bytes);
  if (format === 'csv')
    throw new BankFileError(
      'CSV-Dateien brauchen eine Spaltenzuordnung; bitte das CSV-Format des Kontos wählen.',
    );
  throw new BankFileError('Das Dateiformat wurde nicht erkannt (erwartet: CAMT, MT940/MT942 oder CSV).');
}
