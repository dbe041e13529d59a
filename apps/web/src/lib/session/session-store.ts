import type { Me } from '@kontor/contracts';
import type { ApiClient } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { startUpRoutes } from '../start-up-routes.ts';
import type { TokenStorage } from '../token-storage.ts';
import { signedOutState, sortTenants, type SessionState } from './session-state.ts';

export interface SessionEvents {
  /** Token changes go to the realtime connection (SPEC §4); null on sign-out. */
  onTokenChange?: (token: string | null) => void;
  /** Drop every cached query, so no other tenant's or user's data can show. */
  onClearData?: () => void;
  /** Abort every request still running, before the session that authorises them ends. */
  onStopRequests?: () => Promise<void>;
  /** Where to go after a sign-out or tenant switch. */
  navigate?: (path: string) => void;
  /** `/mobile` in the native app, `/` on the web. */
  homePath?: () => string;
  logError?: (message: string, error: unknown) => void;
  /** The user's saved interface language, applied whenever the user is (re)loaded. */
  onLanguage?: (language: Me['user']['language']) => void;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Loads the user once at start: renews the token (cookie or stored) and reads /api/me. */
  initialize(): Promise<void>;
  login(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
  switchTenant(tenantId: number): Promise<void>;
  /** Re-reads /api/me (after a password change, a verified factor …). */
  loadUser(): Promise<void>;
  /** A new session token (MFA verify, refresh): store it and reload the user. */
  replaceToken(token: string): Promise<void>;
}

export function createSessionStore(
  api: ApiClient,
  tokens: TokenStorage,
  events: SessionEvents = {},
): SessionStore {
  let state: SessionState = signedOutState(false);
  const listeners = new Set<() => void>();
  const set = (next: Partial<SessionState>) => {
    const tokenChanged = next.token !== undefined && next.token !== state.token;
    state = { ...state, ...next };
    if (tokenChanged) events.onTokenChange?.(state.token);
    for (const listener of listeners) listener();
  };

  const storeToken = async (token: string) => {
    await tokens.set(token);
    set({ token });
  };

  /** `hidePages`: the signed-in pages stay hidden until the sign-in page has replaced them. */
  const clearSession = async ({ hidePages = false } = {}) => {
    await tokens.clear();
    events.onClearData?.();
    set({ ...signedOutState(true), loading: hidePages });
  };

  async function loadUser() {
    let me: Me;
    try {
      me = await api.call(startUpRoutes.getMe);
    } catch (error) {
      // SPEC §4/§8: a 401 on the current-user call logs out.
      if (error instanceof ApiError && error.status === 401) {
        await clearSession();
        return;
      }
      throw error;
    }
    events.onLanguage?.(me.user.language);
    set({
      initialized: true,
      user: me.user,
      profile: me.profile,
      tenants: sortTenants(me.tenants),
      permissions: me.permissions,
      activeTenant: me.activeTenant,
      aal: me.aal,
      // Loading ends only once a tenant is active (SPEC §4).
      ...(me.activeTenant > 0 && { loading: false }),
    });
  }

  /** True when the session lives on with a fresh token; false when it has ended (401). */
  async function renewToken() {
    try {
      const { token } = await api.call(startUpRoutes.refreshToken);
      await storeToken(token);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return false;
      throw error;
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async initialize() {
      try {
        // Signed out: no calls that can only fail (no red console on /login).
        if (!(await tokens.mayHaveSession())) return;
        if (await renewToken()) await loadUser();
        else await clearSession();
      } finally {
        if (!state.initialized) set({ initialized: true });
      }
    },
    async login(email, password) {
      const { token } = await api.call(startUpRoutes.login, { body: { email, password } });
      events.onClearData?.();
      set({ loading: false });
      await storeToken(token);
      await loadUser();
    },
    async logout() {
      // The pages go first (loading hides them) and their requests are aborted, so that none of
      // them reaches the server after the session has ended.
      set({ loading: true });
      await events.onStopRequests?.();
      try {
        await api.call(startUpRoutes.logout);
      } catch (error) {
        // SPEC §8: only logged, never shown.
        // eslint-disable-next-line no-console -- the required log line for a failed logout
        (events.logError ?? console.error)('Logout fehlgeschlagen:', error);
      }
      // Until the router has reached /login, a page shown without a session would ask the server
      // again and get 401s.
      await clearSession({ hidePages: true });
      events.navigate?.('/login');
    },
    async switchTenant(tenantId) {
      set({ loading: true });
      try {
        const { token } = await api.call(startUpRoutes.switchTenant, { body: { tenant_id: tenantId } });
        // Cached data belongs to the old tenant: drop it before anything of the new one renders.
        events.onClearData?.();
        await storeToken(token);
        await loadUser();
        events.navigate?.(events.homePath?.() ?? '/');
      } catch (error) {
        set({ loading: false });
        throw error;
      }
    },
    loadUser,
    async replaceToken(token) {
      await storeToken(token);
      await loadUser();
    },
  };
}
