import { createApiClient } from '../api-client.ts';
import { ApiError } from '../api-error.ts';

export interface RecordedCall {
  method: string;
  /** Path and query as sent, e.g. `/auth/v1/factors/f1/challenge`. */
  path: string;
  body: unknown;
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The real API client over a fetch that answers from `answer`, so tests go through the same path
 * building, headers and error mapping as the app. A returned or thrown value is the answer: any
 * value a 200 with it as JSON, an `ApiError` the server's error answer (status 0: the network fails).
 */
export function fakeServer(answer: (call: RecordedCall) => unknown) {
  const calls: RecordedCall[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const { pathname, search } = new URL(String(url), 'http://kontor.test');
    const call = {
      method: init?.method ?? 'GET',
      path: `${pathname}${search}`,
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
    calls.push(call);
    let value: unknown;
    try {
      value = answer(call);
    } catch (error) {
      value = error;
    }
    if (value instanceof ApiError) {
      if (value.status === 0) throw new TypeError('Failed to fetch');
      return jsonResponse(value.status, {
        error: { code: value.code, message: value.message, fields: value.fields },
      });
    }
    if (value instanceof Error) return jsonResponse(500, { error: { code: 'test', message: value.message } });
    return jsonResponse(200, value ?? null);
  };
  const api = createApiClient({ baseUrl: '', getToken: async () => null, fetch, retryDelayMs: 0 });
  return { api, calls };
}
