import type { MfaSession } from '@kontor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createAuthEvents, type AuthEvent } from './auth-events.ts';

const session: MfaSession = {
  access_token: 'new-token',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: 1_800_000_000,
  user: { id: 1, email: 'a@b.de', name: 'A', must_change_password: false, language: 'de' },
};
const verified: AuthEvent = { type: 'challenge_verified', session };

describe('auth events', () => {
  it('delivers an event to every subscriber', async () => {
    const events = createAuthEvents();
    const first = vi.fn();
    const second = vi.fn();
    events.subscribe(first);
    events.subscribe(second);

    await events.emit(verified);

    expect(first).toHaveBeenCalledWith(verified);
    expect(second).toHaveBeenCalledWith(verified);
  });

  it('waits until asynchronous subscribers have finished', async () => {
    const events = createAuthEvents();
    const done: string[] = [];
    events.subscribe(async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(event.session.access_token);
    });

    await events.emit(verified);

    expect(done).toEqual(['new-token']);
  });

  it('stops delivering after unsubscribe', async () => {
    const events = createAuthEvents();
    const listener = vi.fn();
    const unsubscribe = events.subscribe(listener);
    unsubscribe();

    await events.emit(verified);

    expect(listener).not.toHaveBeenCalled();
  });

  it('a subscriber that unsubscribes while called does not make the next one miss the event', async () => {
    const events = createAuthEvents();
    const later = vi.fn();
    const unsubscribe = events.subscribe(() => unsubscribe());
    events.subscribe(later);

    await events.emit(verified);

    expect(later).toHaveBeenCalledOnce();
  });

  it('runs all subscribers even when one fails, then raises the failure', async () => {
    const events = createAuthEvents();
    const later = vi.fn();
    events.subscribe(() => {
      throw new Error('kaputt');
    });
    events.subscribe(later);

    await expect(events.emit(verified)).rejects.toThrow('kaputt');
    expect(later).toHaveBeenCalledOnce();
  });

  it('raises several failures together', async () => {
    const events = createAuthEvents();
    events.subscribe(() => Promise.reject(new Error('eins')));
    events.subscribe(() => Promise.reject(new Error('zwei')));

    const error = await events.emit(verified).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(AggregateError);
    expect((error as AggregateError).errors.map((e: Error) => e.message)).toEqual(['eins', 'zwei']);
  });

  it('an emit without subscribers resolves', async () => {
    await expect(createAuthEvents().emit(verified)).resolves.toBeUndefined();
  });
});
