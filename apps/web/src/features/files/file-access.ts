import { fileContentPath } from '@kontor/contracts';
import type { ApiClient, DownloadedFile } from '../../lib/api-client.ts';
import { isNativeApp } from '../../lib/platform.ts';

/**
 * The web app reaches file contents through the session cookie, so links, `<img>` and `<iframe>`
 * load them directly. The native app has no cookie: it fetches with its token and shows a blob.
 */
export const filesNeedToken = () => isNativeApp();

export async function fetchFileObjectUrl(api: ApiClient, id: number, disposition: 'inline' | 'attachment') {
  const file = await api.request<DownloadedFile>('GET', fileContentPath(id, disposition), { as: 'file' });
  return URL.createObjectURL(file.blob);
}

/** Native app: fetch with the token, then hand the blob to the system as a download. */
export async function downloadWithToken(api: ApiClient, id: number, name: string) {
  const url = await fetchFileObjectUrl(api, id, 'attachment');
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
