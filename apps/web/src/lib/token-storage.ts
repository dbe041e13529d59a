import { isNativeApp } from './platform.ts';

export const TOKEN_KEY = 'token';

export interface TokenStorage {
  /** False when no session can exist, so start-up asks the server nothing (a quiet /login). */
  mayHaveSession(): Promise<boolean>;
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

/**
 * Web: the server keeps the token in the HttpOnly cookie `token`; scripts cannot read it (and
 * should not), so there is nothing to store here. Native: secure storage under key `token`,
 * sent as the bearer header.
 */
export const cookieTokenStorage: TokenStorage = {
  // The server sets the readable marker cookie beside the HttpOnly token and clears both together.
  mayHaveSession: async () => document.cookie.split('; ').some((c) => c.startsWith('kontor_session=1')),
  get: async () => null,
  set: async () => undefined,
  clear: async () => undefined,
};

// Loaded on first use, so the plugin stays out of the web app's first download.
const secureStorage = async () => (await import('@aparajita/capacitor-secure-storage')).SecureStorage;

export const secureTokenStorage: TokenStorage = {
  mayHaveSession: async () => (await secureTokenStorage.get()) !== null,
  get: async () => {
    const value = await (await secureStorage()).get(TOKEN_KEY);
    return typeof value === 'string' ? value : null;
  },
  set: async (token) => (await secureStorage()).set(TOKEN_KEY, token),
  clear: async () => {
    await (await secureStorage()).remove(TOKEN_KEY);
  },
};

export const createTokenStorage = (): TokenStorage =>
  isNativeApp() ? secureTokenStorage : cookieTokenStorage;
