import { describe, expect, it } from 'vitest';
import { createApiClient, fileNameOf, MAX_NETWORK_RETRIES, type DownloadedFile } from './api-client.ts';
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
    await api.request('GET', '/api/me');
    expect(requests[0]!.url).toBe('https://kontor.example.de/api/me');
    expect(requests[0]!.init.credentials).toBe('include');
    expect((requests[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer stored');
  });

  it('a token given for one call overrides the stored one; without any token no header is sent', async () => {
    const { fetch, requests } = recordingFetch([() => json(200, {}), () => json(200, {})]);
    const withStored = createApiClient({ baseUrl: '', getToken: async () => 'stored', fetch });
    await withStored.request('GET', '/api/me', { token: 'einmalig' });
    expect((requests[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer einmalig');
    const cookieOnly = createApiClient({ baseUrl: '', getToken: async () => null, fetch });
    await cookieOnly.request('GET', '/api/me');
    expect((requests[1]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('retries up to 3 times on network failure, then gives up with a German message', async () => {
    const { fetch, requests } = recordingFetch(Array.from({ length: 5 }, () => networkFailure));
    const api = createApiClient({ baseUrl: '', getToken: async () => null, fetch, retryDelayMs: 0 });
    const error = await api.request('GET', '/api/me').catch((e: unknown) => e);
    expect(requests).toHaveLength(1 + MAX_NETWORK_RETRIES);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Der Server ist nicht erreichbar. Bitte prüfen Sie die Verbindung.',
    );
  });

  it('succeeds when the network comes back within the retries', async () => {
    const { fetch, requests } = recordingFetch([networkFailure, networkFailure, () => json(200, { ok: 1 })]);
    const api = createApiClient({ baseUrl: '', getToken: async () => null, fetch, retryDelayMs: 0 });
    expect(await api.request('GET', '/x')).toEqual({ ok: 1 });
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
    const error = (await api.request('POST', '/api/x', { body: {} }).catch((e: unknown) => e)) as ApiError;
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
    const file = await api.request<DownloadedFile>('GET', '/api/export', { as: 'file' });
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
      .request('GET', '/api/export', { as: 'file' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 403, message: 'Dafür fehlt Ihnen die Berechtigung.' });
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
