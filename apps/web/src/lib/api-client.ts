import type {
  Contract,
  ContractBody,
  ContractParams,
  ContractQuery,
  ContractResponse,
} from '@kontor/contracts';
import { ApiError, isErrorBody } from './api-error.ts';
import { fillPath, queryString } from './contract-url.ts';
import { sendUpload, type UploadXhr } from './upload-request.ts';

declare const contractType: unique symbol;

/**
 * A contract's method and path without its zod schemas, typed as that contract. Only for code in
 * the start-up bundle (see start-up-routes.ts); everything else passes the contract itself.
 */
export interface ContractRoute<C extends Contract> {
  method: C['method'];
  path: C['path'];
  readonly [contractType]?: C;
}

export const routeOf = <C extends Contract>(route: { method: C['method']; path: C['path'] }) =>
  route as ContractRoute<C>;

/** Required when the contract has a schema for it with a required field, absent when it has none. */
type Part<Key extends string, T> = [T] extends [never]
  ? { [K in Key]?: never }
  : object extends T
    ? { [K in Key]?: T }
    : { [K in Key]: T };

/** Path parameters, query and body of one request, typed by the contract. */
export type ContractRequest<C extends Contract> = Part<'params', ContractParams<C>> &
  Part<'query', ContractQuery<C>> &
  Part<'body', ContractBody<C>>;

export interface CallOptions {
  /** A token for this one call; overrides the stored one (SPEC §7). */
  token?: string;
  signal?: AbortSignal;
}

/** The request argument may be left out when nothing in it is required. */
type Args<T> = object extends T ? [request?: T] : [request: T];
type UrlArgs<C extends Contract> = Args<Omit<ContractRequest<C>, 'body'>>;

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (`filename*` preferred); null when the server named none. */
  fileName: string | null;
}

export interface UploadOptions<C extends Contract> {
  query?: ContractQuery<C>;
  params?: ContractParams<C>;
  file: File;
  /** Form field of the file (default `files`). */
  field?: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** A JSON endpoint: `call(finalizeDocument, { params: { id }, body: { version } })`. */
  call<C extends Contract>(
    contract: C | ContractRoute<C>,
    ...request: Args<ContractRequest<C> & CallOptions>
  ): Promise<ContractResponse<C>>;
  /** A download (export, archived file, PDF preview): the bytes and the server's file name. */
  callFile<C extends Contract>(
    contract: C,
    ...request: Args<ContractRequest<C> & CallOptions>
  ): Promise<DownloadedFile>;
  /** The full address for what the browser loads itself (a link, an `<img>`, an `<iframe>`). */
  url<C extends Contract>(contract: C, ...request: UrlArgs<C>): string;
  /** One file as multipart/form-data, with progress (XMLHttpRequest: fetch cannot report it). */
  upload<C extends Contract>(contract: C, options: UploadOptions<C>): Promise<ContractResponse<C>>;
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

export const MAX_NETWORK_RETRIES = 3;

export interface ApiClientConfig {
  baseUrl: string;
  /** The stored token (native secure storage); null on the web, where the cookie carries it. */
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** Wait between retries; tests pass 0. */
  retryDelayMs?: number;
  /** Tests pass a fake XMLHttpRequest for uploads. */
  createXhr?: () => UploadXhr;
}

type AnyRequest = { params?: object; query?: object; body?: unknown } & CallOptions;

const NETWORK_MESSAGE = 'Der Server ist nicht erreichbar. Bitte prüfen Sie die Verbindung.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §7: configured base URL, cookies included, bearer header from the stored token, a token
 * for a single call overrides it, and up to 3 retries — on network failure only, never after the
 * server has answered (a POST that reached it must not run twice).
 *
 * Answers are typed from the contract but not parsed again here: the server already sends every
 * answer through the same response schema, a second parse would cost main-thread time on every
 * list, and the start-up bundle calls its endpoints without their schemas (start-up-routes.ts).
 */
export function createApiClient({
  baseUrl,
  getToken,
  fetch: doFetch = fetch,
  retryDelayMs = 300,
  createXhr,
}: ApiClientConfig): ApiClient {
  const base = baseUrl.replace(/\/$/, '');
  const urlOf = (route: { path: string }, request: AnyRequest = {}) =>
    `${base}${fillPath(route.path, request.params as Record<string, unknown>)}${queryString(
      request.query as Record<string, unknown>,
    )}`;

  async function send(route: { method: string; path: string }, request: AnyRequest, accept: string) {
    const token = request.token ?? (await getToken());
    const hasBody = request.body !== undefined;
    const init: RequestInit = {
      method: route.method,
      credentials: 'include',
      headers: {
        accept,
        ...(hasBody && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(hasBody && { body: JSON.stringify(request.body) }),
      ...(request.signal && { signal: request.signal }),
    };
    const url = urlOf(route, request);
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await doFetch(url, init);
        if (!response.ok) throw await errorOf(response);
        return response;
      } catch (error) {
        if (error instanceof ApiError || request.signal?.aborted) throw error;
        if (attempt >= MAX_NETWORK_RETRIES) throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
        await sleep(retryDelayMs * (attempt + 1));
      }
    }
  }

  return {
    async call(contract, ...[request]) {
      const response = await send(contract, (request ?? {}) as AnyRequest, 'application/json');
      return response.json();
    },
    async callFile(contract, ...[request]) {
      const response = await send(contract, (request ?? {}) as AnyRequest, '*/*');
      return {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition')),
      };
    },
    url: (contract, ...[request]) => urlOf(contract, request as AnyRequest),
    async upload(contract, { query, params, file, field, onProgress, signal }) {
      return sendUpload({
        url: urlOf(contract, { query: query as object, ...(params && { params: params as object }) }),
        file,
        ...(field && { field }),
        token: await getToken(),
        onProgress,
        ...(signal && { signal }),
        ...(createXhr && { createXhr }),
      });
    },
  };
}

async function errorOf(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  if (isErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(response.status, 'unknown', `Die Anfrage ist fehlgeschlagen (${response.status}).`);
}
