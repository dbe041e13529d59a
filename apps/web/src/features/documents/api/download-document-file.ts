import { downloadDocumentFile as downloadDocumentFileContract, exportDocuments } from '@kontor/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { documentExportQuery, type DocumentListState } from '../document-list-state.ts';

type ArchiveKind = 'pdf' | 'zugferd' | 'xrechnungUbl' | 'xrechnungCii';
const extensions: Record<ArchiveKind, string> = {
  pdf: 'pdf',
  zugferd: 'pdf',
  xrechnungUbl: 'xml',
  xrechnungCii: 'xml',
};

/** An archived file of a finalized document, saved under the name the server gives. */
export async function downloadDocumentFile(
  api: ApiClient,
  doc: { id: number; number: string | null },
  kind: ArchiveKind,
): Promise<string> {
  const file = await api.callFile(downloadDocumentFileContract, { params: { id: doc.id, kind } });
  const fileName = file.fileName ?? `${doc.number ?? doc.id}-${kind}.${extensions[kind]}`;
  saveFile(file.blob, fileName);
  return fileName;
}

/** The list as CSV or XLSX with the list's filters (all pages). */
export async function downloadDocumentExport(
  api: ApiClient,
  state: DocumentListState,
  format: 'csv' | 'xlsx',
): Promise<string> {
  const file = await api.callFile(exportDocuments, { query: documentExportQuery(state, format) });
  const today = new Date().toISOString().slice(0, 10);
  const fileName = file.fileName ?? `dokumente-${today}.${format}`;
  saveFile(file.blob, fileName);
  return fileName;
}
