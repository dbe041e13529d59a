import { ApiError, isErrorBody } from './api-error.ts';

export interface RequestOptions {
  body?: unknown;
  /** A token for this one call; overrides the stored one (SPEC §7). */
  token?: string;
  signal?: AbortSignal;
  /** 'file': the answer is a download (an export, a stored file) and resolves to a `DownloadedFile`. */
  as?: 'json' | 'file';
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (`filename*` preferred); null when the server named none. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` or plain `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || null;
}

export interface ApiClient {
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions): Promise<T>;
}

export const MAX_NETWORK_RETRIES = 3;

export interface ApiClientConfig {
  baseUrl: string;
  /** The stored token (native secure storage); null on the web, where the cookie carries it. */
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** Wait between retries; tests pass 0. */
  retryDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §7: configured base URL, cookies included, bearer header from the stored token, a token
 * for a single call overrides it, and up to 3 retries — on network failure only, never after the
 * server has answered (a POST that reached it must not run twice).
 */
export function createApiClient({
  baseUrl,
  getToken,
  fetch: doFetch = fetch,
  retryDelayMs = 300,
}: ApiClientConfig): ApiClient {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
      const token = options.token ?? (await getToken());
      const init: RequestInit = {
        method,
        credentials: 'include',
        headers: {
          accept: options.as === 'file' ? '*/*' : 'application/json',
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
        ...(options.signal && { signal: options.signal }),
      };
      let response: Response | undefined;
      for (let attempt = 0; ; attempt++) {
        try {
          response = await doFetch(`${base}${path}`, init);
          break;
        } catch (error) {
          if (options.signal?.aborted) throw error;
          if (attempt >= MAX_NETWORK_RETRIES) {
            throw new ApiError(
              0,
              'network_error',
              'Der Server ist nicht erreichbar. Bitte prüfen Sie die Verbindung.',
            );
          }
          await sleep(retryDelayMs * (attempt + 1));
        }
      }
      if (response.ok && options.as === 'file') {
        const file: DownloadedFile = {
          blob: await response.blob(),
          fileName: fileNameOf(response.headers.get('content-disposition')),
        };
        return file as T;
      }
      const payload: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        if (isErrorBody(payload)) {
          const { code, message, fields } = payload.error;
          throw new ApiError(response.status, code, message, fields);
        }
        throw new ApiError(
          response.status,
          'unknown',
          `Die Anfrage ist fehlgeschlagen (${response.status}).`,
        );
      }
      return payload as T;
    },
  };
}
