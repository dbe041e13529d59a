import { useServices } from '../../../../lib/services.ts';
import { SpreadsheetExportMenu } from '../../../../ui/spreadsheet-export-menu.tsx';
import { downloadDocumentExport } from '../../api/download-document-file.ts';
import type { DocumentListState } from '../../document-list-state.ts';
import '../../i18n.ts';

/** CSV or Excel of what the list shows (search and filters, all pages). */
export function DocumentsExportMenu({ state }: { state: DocumentListState }) {
  const { api } = useServices();
  return (
    <SpreadsheetExportMenu
      namespace="documents"
      download={(format) => downloadDocumentExport(api, state, format)}
    />
  );
}
