import { downloadFile } from '@kontor/contracts';
import type { ApiClient } from '../../lib/api-client.ts';
import { isNativeApp } from '../../lib/platform.ts';
import { saveFile } from '../../lib/save-file.ts';

type Disposition = 'inline' | 'attachment';

/**
 * The web app reaches file contents through the session cookie, so links, `<img>` and `<iframe>`
 * load them directly. The native app has no cookie: it fetches with its token and shows a blob.
 */
export const filesNeedToken = () => isNativeApp();

/** The address a link or `<iframe>` loads the file from (web app). */
export const fileContentUrl = (api: ApiClient, id: number, disposition: Disposition = 'attachment') =>
  api.url(downloadFile, { params: { id }, query: { disposition } });

export async function fetchFileObjectUrl(api: ApiClient, id: number, disposition: Disposition) {
  const file = await api.callFile(downloadFile, { params: { id }, query: { disposition } });
  return URL.createObjectURL(file.blob);
}

/** Native app: fetch with the token, then hand the blob to the system as a download. */
export async function downloadWithToken(api: ApiClient, id: number, name: string) {
  const file = await api.callFile(downloadFile, { params: { id }, query: { disposition: 'attachment' } });
  saveFile(file.blob, name);
}
