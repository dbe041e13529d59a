import { entityRegistry, type EntityType } from '@kontor/contracts';
import { useServices } from '../../../../lib/services.ts';
import { SpreadsheetExportMenu } from '../../../../ui/spreadsheet-export-menu.tsx';
import { downloadExport } from '../../api/download-export.ts';
import '../../i18n.ts';
import type { ListState } from '../../list-state.ts';

interface Props {
  type: EntityType;
  state: ListState;
  /** The columns the list shows, in order: the export has the same. */
  columns: readonly string[];
}

/** CSV or Excel of what the list shows: search, filters, sort and archive state, all pages. */
export function ExportMenu({ type, state, columns }: Props) {
  const { api } = useServices();
  return (
    <SpreadsheetExportMenu
      namespace="entities"
      download={(format) => downloadExport(api, type, entityRegistry[type].label, state, columns, format)}
    />
  );
}
