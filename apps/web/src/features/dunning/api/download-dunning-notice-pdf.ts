import type { ApiClient, DownloadedFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../entities/api/download-export.ts';

/** Fetches the archived PDF through the API client (token in the native app) and saves it. */
export async function downloadDunningNoticePdf(api: ApiClient, documentId: number, noticeId: number) {
  const file = await api.request<DownloadedFile>(
    'GET',
    `/api/documents/${documentId}/dunning-notices/${noticeId}/pdf`,
    { as: 'file' },
  );
  saveFile(file.blob, file.fileName ?? `Mahnung-${noticeId}.pdf`);
}
