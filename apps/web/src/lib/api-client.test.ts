import {
  exportDocuments,
  finalizeDocument,
  getMe,
  listDocuments,
  unlinkFile,
  updateRole,
  uploadFiles,
  downloadFile,
  downloadDocumentFile as downloadDocumentFileContract,
} from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { createApiClient, fileNameOf, MAX_NETWORK_RETRIES } from './api-client.ts';
import { ApiError } from './api-error.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recordingFetch(answers: (() => Response | Promise<Response>)[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const networkFailure = () => {
  throw new TypeError('Failed to fetch');
};

describe('API client (SPEC §7)', () => {
  it('uses the base URL, includes cookies and sends the stored token as bearer', async () => {
    const { fetch, requests } = recordingFetch([() => json(200, { ok: true })]);
    const api = createApiClient({
      baseUrl: 'https://kontor.example.de/',
      getToken: async () => 'stored',
      fetch,
    });
    await api.call(getMe);
    expect(requests[0]!.url).toBe('https://kontor.example.de/api/me');
    expect(requests[0]!.init.credentials).toBe('include');
    expect((requests[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer stored');
  });

  it('a token given for one call overrides the stored one; without any token no header is sent', async () => {
    const { fetch, requests } = recordingFetch([() => json(200, {}), () => json(200, {})]);
    const withStored = createApiClient({ baseUrl: '', getToken: async () => 'stored', fetch });
    await withStored.call(getMe, { token: 'einmalig' });
    expect((requests[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer einmalig');
    const cookieOnly = createApiClient({ baseUrl: '', getToken: async () => null, fetch });
    await cookieOnly.call(getMe);
    expect((requests[1]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('retries up to 3 times on network failure, then gives up with a German message', async () => {
    const { fetch, requests } = recordingFetch(Array.from({ length: 5 }, () => networkFailure));
    const api = createApiClient({ baseUrl: '', getToken: async () => null, fetch, retryDelayMs: 0 });
    const error = await api.call(getMe).catch((e: unknown) => e);
    expect(requests).toHaveLength(1 + MAX_NETWORK_RETRIES);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Der Server ist nicht erreichbar. Bitte prüfen Sie die Verbindung.',
    );
  });

  it('succeeds when the network comes back within the retries', async () => {
    const { fetch, requests } = recordingFetch([networkFailure, networkFailure, () => json(200, { ok: 1 })]);
    const api = createApiClient({ baseUrl: '', getToken: async () => null, fetch, retryDelayMs: 0 });
    expect(await api.call(getMe)).toEqual({ ok: 1 });
    expect(requests).toHaveLength(3);
  });

  it('never retries an answer from the server, and passes its German message and fields on', async () => {
    const { fetch, requests } = recordingFetch([
      () =>
        json(400, {
          error: {
            code: 'validation_failed',
            message: 'Bitte prüfen Sie Ihre Eingaben.',
            fields: { iban: 'Die IBAN ist ungültig.' },
          },
        }),
    ]);
    const api = createApiClient({ baseUrl: '', getToken: async () => null, fetch, retryDelayMs: 0 });
    const error = (await api
      .call(updateRole, { params: { id: 4 }, body: { name: 'Lager', permissions: [], version: 1 } })
      .catch((e: unknown) => e)) as ApiError;
    expect(requests).toHaveLength(1);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { iban: 'Die IBAN ist ungültig.' },
    });
    expect(error.message).toBe('Bitte prüfen Sie Ihre Eingaben.');
  });

  it('hands a download over as a blob with the name the server gave, the token going along', async () => {
    const { fetch, requests } = recordingFetch([
      () =>
        new Response('Nummer;Name\n10001;Müller', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': `attachment; filename="kunden.csv"; filename*=UTF-8''kunden-m%C3%BCller.csv`,
          },
        }),
    ]);
    const api = createApiClient({ baseUrl: '', getToken: async () => 'stored', fetch });
    const file = await api.callFile(exportDocuments, { query: { format: 'csv' } });
    expect(file.fileName).toBe('kunden-müller.csv');
    expect(await file.blob.text()).toBe('Nummer;Name\n10001;Müller');
    expect((requests[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer stored');
  });

  it('a failed download still throws the German message of the server', async () => {
    const { fetch } = recordingFetch([
      () => json(403, { error: { code: 'forbidden', message: 'Dafür fehlt Ihnen die Berechtigung.' } }),
    ]);
    const api = createApiClient({ baseUrl: '', getToken: async () => null, fetch });
    const error = (await api
      .callFile(exportDocuments, { query: { format: 'xlsx' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 403, message: 'Dafür fehlt Ihnen die Berechtigung.' });
  });
});

describe('calls typed by the contract', () => {
  const client = (answers: (() => Response | Promise<Response>)[]) => {
    const recording = recordingFetch(answers);
    const api = createApiClient({
      baseUrl: 'https://kontor.example.de',
      getToken: async () => null,
      ...recording,
    });
    return { api, requests: recording.requests };
  };

  it('takes method and path from the contract, fills the parameters and sends the body as JSON', async () => {
    const { api, requests } = client([() => json(200, { id: 7, status: 'open' })]);
    const answer = await api.call(finalizeDocument, { params: { id: 7 }, body: { version: 3 } });
    expect(answer).toEqual({ id: 7, status: 'open' });
    expect(requests[0]!.url).toBe('https://kontor.example.de/api/documents/7/finalize');
    expect(requests[0]!.init.method).toBe('POST');
    expect(requests[0]!.init.body).toBe('{"version":3}');
    const headers = requests[0]!.init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers.accept).toBe('application/json');
  });

  it('encodes path parameters and sends no body (and no content type) without one', async () => {
    const { api, requests } = client([() => json(200, {})]);
    await api.call(unlinkFile, { params: { id: 5, entity: 'customers', entity_id: 'a/b' } });
    expect(requests[0]!.url).toBe('https://kontor.example.de/api/files/5/links/customers/a%2Fb');
    expect(requests[0]!.init.method).toBe('DELETE');
    expect(requests[0]!.init.body).toBeUndefined();
    expect((requests[0]!.init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('serializes the query (lists as repeated keys, undefined left out)', async () => {
    const { api, requests } = client([() => json(200, { items: [], total: 0 })]);
    await api.call(listDocuments, {
      query: { q: 'Müller', type: ['invoice', 'offer'], customer_id: undefined, limit: 50 },
    });
    expect(requests[0]!.url).toBe(
      'https://kontor.example.de/api/documents?q=M%C3%BCller&type=invoice&type=offer&limit=50',
    );
  });

  it('passes the abort signal on and does not retry an aborted call', async () => {
    const controller = new AbortController();
    const { api, requests } = client([
      () => {
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    ]);
    const error = await api.call(getMe, { signal: controller.signal }).catch((e: unknown) => e);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.init.signal).toBe(controller.signal);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('answers an error without the German body with the status', async () => {
    const { api } = client([() => new Response('<html>Bad Gateway</html>', { status: 502 })]);
    const error = await api.call(getMe).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      code: 'unknown',
      message: 'Die Anfrage ist fehlgeschlagen (502).',
    });
  });

  it('builds the address for links with the base URL, the parameters and the query', () => {
    const { api } = client([]);
    expect(api.url(downloadFile, { params: { id: 9 }, query: { disposition: 'inline' } })).toBe(
      'https://kontor.example.de/storage/v1/files/9?disposition=inline',
    );
    expect(api.url(uploadFiles)).toBe('https://kontor.example.de/storage/v1/files');
  });

  it('uploads to the contract path with its query, the stored token and the typed answer', async () => {
    const sent: { method?: string; url?: string; headers: Record<string, string> } = { headers: {} };
    const xhr = {
      status: 0,
      responseText: '',
      withCredentials: false,
      upload: {},
      onload: null as (() => void) | null,
      onerror: null,
      onabort: null,
      open: (method: string, url: string) => Object.assign(sent, { method, url }),
      setRequestHeader: (name: string, value: string) => (sent.headers[name] = value),
      send: () => {
        xhr.status = 201;
        xhr.responseText = JSON.stringify({ items: [{ id: 11, name: 'logo.png' }] });
        queueMicrotask(() => xhr.onload?.());
      },
      abort: () => {},
    };
    const api = createApiClient({
      baseUrl: '',
      getToken: async () => 'stored',
      createXhr: () => xhr as unknown as XMLHttpRequest & { onload: null; onerror: null; onabort: null },
    });
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    const answer = await api.upload(uploadFiles, { query: { folder_id: 3 }, file, onProgress: () => {} });
    expect(answer.items[0]!.id).toBe(11);
    expect(sent).toMatchObject({ method: 'POST', url: '/storage/v1/files?folder_id=3' });
    expect(sent.headers.authorization).toBe('Bearer stored');
  });

  it('derives what must be sent from the contract (checked by the type checker)', () => {
    const api = createApiClient({
      baseUrl: '',
      getToken: async () => null,
      fetch: async () => json(200, {}),
    });
    const typeChecks = () => {
      // @ts-expect-error the id is required by the path
      void api.call(finalizeDocument, { body: { version: 1 } });
      // @ts-expect-error the version is required by the body
      void api.call(finalizeDocument, { params: { id: 1 }, body: {} });
      // @ts-expect-error the contract has no body
      void api.call(getMe, { body: { x: 1 } });
      // @ts-expect-error an unknown archive kind
      void api.callFile(downloadDocumentFileContract, { params: { id: 1, kind: 'docx' } });
    };
    expect(typeof typeChecks).toBe('function');
  });
});

describe('Content-Disposition file names', () => {
  it.each([
    ['attachment; filename="kunden-2026-11-21.xlsx"', 'kunden-2026-11-21.xlsx'],
    ['attachment; filename=export.csv', 'export.csv'],
    [`attachment; filename*=UTF-8''artikel%20%26%20leistungen.csv`, 'artikel & leistungen.csv'],
    ['inline', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(fileNameOf(header)).toBe(expected);
  });
});
