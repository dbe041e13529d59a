import { ApiError, isErrorBody } from './api-error.ts';

/** The part of XMLHttpRequest an upload uses (tests pass a fake). */
export type UploadXhr = Pick<
  XMLHttpRequest,
  'open' | 'send' | 'abort' | 'setRequestHeader' | 'status' | 'responseText' | 'upload' | 'withCredentials'
> & {
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
};

export interface UploadRequest {
  url: string;
  file: File;
  /** Form field of the file (default `files`, the file storage's). */
  field?: string;
  /** The stored token (native app); null on the web, where the session cookie goes along. */
  token: string | null;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  createXhr?: () => UploadXhr;
}

const NETWORK_MESSAGE = 'Der Server ist nicht erreichbar. Bitte prüfen Sie die Verbindung.';

/**
 * Sends one file as multipart/form-data. XMLHttpRequest rather than fetch: only it reports how
 * far the upload has got. Resolves to the server's answer; refusals carry its German message.
 */
export function sendUpload<T>({
  url,
  file,
  field = 'files',
  token,
  onProgress,
  signal,
  createXhr = () => new XMLHttpRequest() as UploadXhr,
}: UploadRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload !== null) {
        resolve(payload as T);
      } else if (isErrorBody(payload)) {
        const { code, message, fields } = payload.error;
        reject(new ApiError(xhr.status, code, message, fields));
      } else {
        reject(new ApiError(xhr.status, 'unknown', `Das Hochladen ist fehlgeschlagen (${xhr.status}).`));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', NETWORK_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Das Hochladen wurde abgebrochen.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
