import { downloadDunningNoticePdf as downloadDunningNoticePdfContract } from '@kontor/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Fetches the archived PDF through the API client (token in the native app) and saves it. */
export async function downloadDunningNoticePdf(api: ApiClient, documentId: number, noticeId: number) {
  const file = await api.callFile(downloadDunningNoticePdfContract, { params: { id: documentId, noticeId } });
  saveFile(file.blob, file.fileName ?? `Mahnung-${noticeId}.pdf`);
}
