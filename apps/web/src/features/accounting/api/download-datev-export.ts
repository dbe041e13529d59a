import { exportDatev, type AccountingPeriod } from '@kontor/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Fetches the DATEV ZIP of the period (all entries or only those not yet exported) as a download. */
export async function downloadDatevExport(api: ApiClient, period: AccountingPeriod, onlyNew: boolean) {
  const file = await api.callFile(exportDatev, {
    query: { ...period, only_new: onlyNew ? 'true' : 'false' },
  });
  const fileName = file.fileName ?? `DATEV_${period.from}_${period.to}.zip`;
  saveFile(file.blob, fileName);
  return fileName;
}
