import type { MfaSession } from '@kontor/contracts';

/** SPEC §4: after a successful second factor the new session goes to everyone who listens. */
export type AuthEvent = { type: 'challenge_verified'; session: MfaSession };

export type AuthEventListener = (event: AuthEvent) => void | Promise<void>;

export interface AuthEvents {
  /** Returns the function that unsubscribes again. */
  subscribe(listener: AuthEventListener): () => void;
  /**
   * Calls every subscriber and waits for them all (the session store must have the new token
   * before the caller carries on). One failing subscriber does not keep the others from running;
   * the failures are raised together afterwards.
   */
  emit(event: AuthEvent): Promise<void>;
}

export function createAuthEvents(): AuthEvents {
  const listeners = new Set<AuthEventListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async emit(event) {
      // A copy: a listener that unsubscribes while being called must not skip the next one.
      const results = await Promise.allSettled([...listeners].map(async (listener) => listener(event)));
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      if (failures.length === 1) throw failures[0];
      if (failures.length > 1) throw new AggregateError(failures, 'Auth event listeners failed');
    },
  };
}
