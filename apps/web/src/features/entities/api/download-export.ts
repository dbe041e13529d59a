import { entityContracts, type EntityType } from '@kontor/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { exportRequestQuery, type ListState } from '../list-state.ts';

/** "Artikel & Leistungen" → "artikel-leistungen", for a file name the server did not give. */
export const fileSlug = (label: string) =>
  label
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Exports what the list shows (search, filters, sort, archive state; all pages) in the chosen
 * columns. Goes through the API client so the session token goes along in the native app too.
 */
export async function downloadExport(
  api: ApiClient,
  type: EntityType,
  label: string,
  state: ListState,
  columns: readonly string[],
  format: 'csv' | 'xlsx',
): Promise<string> {
  const query = exportRequestQuery(state, columns, format);
  const file = await api.callFile(entityContracts(type).export, { query });
  const today = new Date().toISOString().slice(0, 10);
  const fileName = file.fileName ?? `${fileSlug(label)}-${today}.${format}`;
  saveFile(file.blob, fileName);
  return fileName;
}
