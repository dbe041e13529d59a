import type { Me } from '@kontor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { fakeServer } from '../testing/fake-server.ts';
import type { TokenStorage } from '../token-storage.ts';
import { activeTenantData } from './session-state.ts';
import { createSessionStore } from './session-store.ts';

const me = (overrides: Partial<Me> = {}): Me => ({
  user: { id: 1, email: 'dana@kontor.test', name: 'Dana Demo', must_change_password: false, language: 'de' },
  permissions: ['roles.read'],
  // Deliberately unsorted: the store must sort ascending by id.
  tenants: [
    { id: 2, name: 'Beispiel Beratung AG', role: 'Buchhaltung' },
    { id: 1, name: 'Muster Handwerk GmbH', role: 'Administrator' },
  ],
  profile: null,
  activeTenant: 1,
  aal: { currentLevel: 'aal1', nextLevel: 'aal1' },
  ...overrides,
});

/** The real client over a server answering by "METHOD path"; records the calls in order. */
function fakeApi(handlers: Record<string, (body?: unknown) => unknown>) {
  const calls: string[] = [];
  const { api } = fakeServer(({ method, path, body }) => {
    const key = `${method} ${path}`;
    calls.push(key);
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(body);
  });
  return { api, calls };
}

const memoryTokens = (): TokenStorage & { value: string | null } => {
  const storage = {
    value: null as string | null,
    mayHaveSession: async () => storage.value !== null,
    get: async () => storage.value,
    set: async (token: string) => {
      storage.value = token;
    },
    clear: async () => {
      storage.value = null;
    },
  };
  return storage;
};

describe('session store (SPEC §3, §4)', () => {
  it('login posts the credentials, stores the token, loads the user and sorts the tenants', async () => {
    const { api, calls } = fakeApi({
      'POST /auth/login': (body) => {
        expect(body).toEqual({ email: 'dana@kontor.test', password: 'geheim' });
        return { token: 't1' };
      },
      'GET /api/me': () => me(),
    });
    const tokens = memoryTokens();
    const onTokenChange = vi.fn();
    const store = createSessionStore(api, tokens, { onTokenChange });
    await store.login('dana@kontor.test', 'geheim');
    expect(calls).toEqual(['POST /auth/login', 'GET /api/me']);
    expect(tokens.value).toBe('t1');
    expect(onTokenChange).toHaveBeenCalledWith('t1');
    const state = store.getState();
    expect(state.tenants.map((t) => t.id)).toEqual([1, 2]);
    expect(activeTenantData(state)?.name).toBe('Muster Handwerk GmbH');
    expect(state.loading).toBe(false);
  });

  it('logout clears everything and goes to /login even when the server call fails (only logged)', async () => {
    const { api } = fakeApi({
      'POST /auth/login': () => ({ token: 't1' }),
      'GET /api/me': () => me(),
      'POST /auth/logout': () => {
        throw new ApiError(0, 'network_error', 'weg');
      },
    });
    const tokens = memoryTokens();
    const navigate = vi.fn();
    const logError = vi.fn();
    const onClearData = vi.fn();
    const onTokenChange = vi.fn();
    const store = createSessionStore(api, tokens, { navigate, logError, onClearData, onTokenChange });
    await store.login('dana@kontor.test', 'geheim');
    await store.logout();
    expect(logError).toHaveBeenCalledWith('Logout fehlgeschlagen:', expect.any(ApiError));
    const state = store.getState();
    expect(state).toMatchObject({
      user: null,
      profile: null,
      tenants: [],
      permissions: [],
      activeTenant: 0,
      token: null,
    });
    expect(tokens.value).toBeNull();
    expect(onClearData).toHaveBeenCalled();
    expect(onTokenChange).toHaveBeenLastCalledWith(null);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('logout hides the pages and aborts their requests before the session ends on the server', async () => {
    const order: string[] = [];
    const { api } = fakeApi({
      'POST /auth/login': () => ({ token: 't1' }),
      'GET /api/me': () => me(),
      'POST /auth/logout': () => {
        order.push('logout');
        return {};
      },
    });
    const store = createSessionStore(api, memoryTokens(), {
      onStopRequests: async () => {
        order.push(`stop requests (loading: ${store.getState().loading})`);
      },
    });
    await store.login('dana@kontor.test', 'geheim');
    await store.logout();
    expect(order).toEqual(['stop requests (loading: true)', 'logout']);
    // Signed out, the pages stay hidden until /login has replaced them; the next sign-in shows them.
    expect(store.getState()).toMatchObject({ user: null, loading: true });
    await store.login('dana@kontor.test', 'geheim');
    expect(store.getState().loading).toBe(false);
  });

  it('tenant switch sets loading, stores the new token, drops cached data, reloads the user and goes home', async () => {
    let active = 1;
    const { api, calls } = fakeApi({
      'POST /auth/login': () => ({ token: 't1' }),
      'GET /api/me': () => me({ activeTenant: active }),
      'POST /api/tenant/switch': (body) => {
        expect(body).toEqual({ tenant_id: 2 });
        active = 2;
        return { token: 't2' };
      },
    });
    const tokens = memoryTokens();
    const navigate = vi.fn();
    const order: string[] = [];
    const store = createSessionStore(api, tokens, {
      navigate,
      homePath: () => '/mobile',
      onClearData: () => order.push(`clear (loading=${store.getState().loading})`),
    });
    await store.login('dana@kontor.test', 'geheim');
    order.length = 0;
    const loadingSeen: boolean[] = [];
    store.subscribe(() => loadingSeen.push(store.getState().loading));
    await store.switchTenant(2);
    expect(loadingSeen[0]).toBe(true);
    expect(order).toEqual(['clear (loading=true)']);
    expect(calls.slice(-2)).toEqual(['POST /api/tenant/switch', 'GET /api/me']);
    expect(tokens.value).toBe('t2');
    expect(store.getState()).toMatchObject({ activeTenant: 2, loading: false });
    expect(navigate).toHaveBeenCalledWith('/mobile');
  });

  it('loading becomes false only once a tenant is active', async () => {
    let active = 1;
    const { api } = fakeApi({
      'POST /auth/login': () => ({ token: 't1' }),
      'GET /api/me': () => me({ activeTenant: active }),
      'POST /api/tenant/switch': () => {
        active = 0;
        return { token: 't2' };
      },
    });
    const store = createSessionStore(api, memoryTokens());
    await store.login('dana@kontor.test', 'geheim');
    expect(store.getState().loading).toBe(false);
    await store.switchTenant(2);
    expect(store.getState()).toMatchObject({ activeTenant: 0, loading: true });
  });

  it('a 401 on /api/me logs out', async () => {
    const { api } = fakeApi({
      'POST /auth/refresh': () => ({ token: 't1' }),
      'GET /api/me': () => {
        throw new ApiError(401, 'unauthorized', 'Bitte melden Sie sich an.');
      },
    });
    const tokens = memoryTokens();
    tokens.value = 'old';
    const store = createSessionStore(api, tokens);
    await store.initialize();
    expect(store.getState()).toMatchObject({ initialized: true, user: null, token: null });
    expect(tokens.value).toBeNull();
  });

  it('start-up without a session asks the server nothing and ends initialised and signed out', async () => {
    const { api, calls } = fakeApi({});
    const store = createSessionStore(api, memoryTokens());
    await store.initialize();
    expect(calls).toEqual([]);
    expect(store.getState()).toMatchObject({ initialized: true, user: null });
  });

  it('start-up with an ended session stops after the refused renewal and forgets the token', async () => {
    const { api, calls } = fakeApi({
      'POST /auth/refresh': () => {
        throw new ApiError(401, 'unauthorized', 'Bitte melden Sie sich an.');
      },
    });
    const tokens = memoryTokens();
    tokens.value = 'ended';
    const store = createSessionStore(api, tokens);
    await store.initialize();
    expect(calls).toEqual(['POST /auth/refresh']);
    expect(store.getState()).toMatchObject({ initialized: true, user: null });
    expect(tokens.value).toBeNull();
  });

  it('start-up with a live session renews the token and loads the user', async () => {
    const { api, calls } = fakeApi({
      'POST /auth/refresh': () => ({ token: 't2' }),
      'GET /api/me': () => me(),
    });
    const tokens = memoryTokens();
    tokens.value = 't1';
    const store = createSessionStore(api, tokens);
    await store.initialize();
    expect(calls).toEqual(['POST /auth/refresh', 'GET /api/me']);
    expect(tokens.value).toBe('t2');
    expect(store.getState()).toMatchObject({ initialized: true, loading: false, activeTenant: 1 });
  });
});
