import { exportAccountStatement, type AccountingPeriod } from '@kontor/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** The account page of the period as CSV or XLSX, saved as a download. */
export async function downloadAccountStatement(
  api: ApiClient,
  id: string,
  period: AccountingPeriod,
  format: 'csv' | 'xlsx',
) {
  const file = await api.callFile(exportAccountStatement, { params: { id }, query: { ...period, format } });
  const fileName = file.fileName ?? `konto-${id}.${format}`;
  saveFile(file.blob, fileName);
  return fileName;
}
