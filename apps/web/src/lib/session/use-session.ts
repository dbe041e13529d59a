import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionStore } from './session-store.ts';
import type { SessionState } from './session-state.ts';

export const SessionContext = createContext<SessionStore | null>(null);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('SessionContext is missing');
  return store;
}

export function useSession<T = SessionState>(select: (state: SessionState) => T = (s) => s as T): T {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
