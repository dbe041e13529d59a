import {
  BankFileError,
  readCsvStatement,
  readCsvTable,
  suggestCsvMapping,
  type BankStatement,
  type CsvColumnMapping,
} from '@kontor/banking';
import type { CsvPreview } from '@kontor/contracts';
import type { Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findAccountRow } from './bank-accounts.repository.ts';
import { bankAccountNotFound } from './bank-accounts.service.ts';

const PREVIEW_ROWS = 5;

const refused = (error: unknown) => {
  if (error instanceof BankFileError) return badRequest(error.message, { file: error.message });
  return error;
};

/** Zod drops empty optional columns as `undefined`; the package type has them simply absent. */
const asPackageMapping = (mapping: CsvPreview['suggested_mapping']) => mapping as CsvColumnMapping;

/**
 * What the mapping dialog shows for a CSV export: the header, the first rows, the mapping a known
 * bank layout or the header names suggest, and the mapping saved for the account.
 */
export async function previewBankCsv(
  tx: Tx,
  actor: Actor,
  accountId: number,
  bytes: Uint8Array,
): Promise<CsvPreview> {
  const account = await findAccountRow(tx, actor.tenantId, accountId);
  if (!account) throw bankAccountNotFound();
  try {
    const suggestion = suggestCsvMapping(bytes);
    const table = readCsvTable(bytes, suggestion.mapping);
    const headerIndex = table.rows.findIndex((r) => r.line === suggestion.headerLine);
    return {
      saved_mapping: account.csvMapping ?? null,
      suggested_mapping: { ...suggestion.mapping, columns: { ...suggestion.mapping.columns } },
      preset_id: suggestion.presetId,
      header_line: suggestion.headerLine,
      header: suggestion.header,
      rows: table.rows
        .slice(headerIndex + 1, headerIndex + 1 + PREVIEW_ROWS)
        .map((r) => r.cells.map((c) => c.trim())),
    };
  } catch (error) {
    throw refused(error);
  }
}

/** Reads a CSV export with the account's saved mapping; without one the user is asked for it first. */
export async function readBankCsv(
  tx: Tx,
  actor: Actor,
  accountId: number,
  bytes: Uint8Array,
): Promise<BankStatement[]> {
  const account = await findAccountRow(tx, actor.tenantId, accountId);
  if (!account) throw bankAccountNotFound();
  if (!account.csvMapping) {
    const message =
      'Für dieses Konto ist noch keine CSV-Spaltenzuordnung gespeichert. Bitte zuerst die Spalten zuordnen.';
    throw badRequest(message, { csv_mapping: message });
  }
  try {
    const statement = readCsvStatement(bytes, asPackageMapping(account.csvMapping));
    if (!statement.entries.length) throw new BankFileError('Die CSV-Datei enthält keine Umsätze.');
    return [statement];
  } catch (error) {
    throw refused(error);
  }
}
