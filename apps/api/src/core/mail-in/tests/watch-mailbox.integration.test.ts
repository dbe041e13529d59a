import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapPeer, type ImapPeer, type ImapTestUser } from '../../../test/imap-peer.ts';
import { fetchNewMail, watchMailbox, type WatchMailboxOptions } from '../index.ts';
import { allowLoopback, memoryMailStore, rawMail } from './mail-in-fixtures.ts';

let peer: ImapPeer;
beforeAll(async () => {
  peer = await startImapPeer();
});
afterAll(() => peer?.close());

/** Resolves once `condition` holds after one of the watcher's events; rejects after the timeout. */
function eventually(
  check: () => boolean,
  subscribe: (wake: () => void) => void,
  what: string,
  timeoutMs = 20_000,
) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
    const wake = () => {
      if (!check()) return;
      clearTimeout(timer);
      resolve();
    };
    subscribe(wake);
    wake();
  });
}

/** A watcher that imports into a memory store, with hooks a test can wait on. */
function startWatching(user: ImapTestUser, overrides: Partial<WatchMailboxOptions> = {}) {
  const store = memoryMailStore();
  const controller = new AbortController();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((wake) => wake());
  const events = { watching: 0, fetches: 0, errors: [] as unknown[], pauses: [] as number[] };
  const account = peer.accountFor(user);
  const running = watchMailbox({
    account,
    resolveAllowedHost: allowLoopback,
    signal: controller.signal,
    // Long enough that only the server's push can explain a fetch within a test.
    catchUpMs: 10 * 60_000,
    backoff: { initialMs: 20, maxMs: 200 },
    async onNewMail() {
      const result = await fetchNewMail({
        account,
        state: store.contents.state,
        resolveAllowedHost: allowLoopback,
        onMail: (mail, next) => store.commit(mail, next),
      });
      store.contents.state = result.state;
      events.fetches++;
      notify();
    },
    onWatching() {
      events.watching++;
      notify();
    },
    onError(error, retryInMs) {
      events.errors.push(error);
      events.pauses.push(retryInMs);
      notify();
    },
    ...overrides,
  });
  const until = (check: () => boolean, what: string) =>
    eventually(check, (wake) => listeners.add(wake), what);
  const stop = async () => {
    controller.abort();
    await running;
  };
  return { store, events, until, stop, running };
}

const subjectsOf = (store: ReturnType<typeof memoryMailStore>) => store.contents.mails.map((m) => m.subject);

describe('watchMailbox against Dovecot', () => {
  it('imports what is there, then mail delivered while it idles', async () => {
    const user = await peer.createUser();
    await peer.deliver(user, rawMail({ subject: 'Schon da' }));
    const watcher = startWatching(user);
    try {
      await watcher.until(() => watcher.events.watching === 1, 'IDLE');
      // Watching is announced only once what was there is imported.
      expect(subjectsOf(watcher.store)).toEqual(['Schon da']);

      await peer.deliver(user, rawMail({ subject: 'Während IDLE' }));
      await watcher.until(() => watcher.store.contents.mails.length === 2, 'the pushed mail');
      expect(subjectsOf(watcher.store)).toEqual(['Schon da', 'Während IDLE']);
      expect(watcher.events.errors).toEqual([]);
    } finally {
      await watcher.stop();
    }
  });

  it('reconnects after the server drops the session and catches up on mail from meanwhile', async () => {
    const user = await peer.createUser();
    const watcher = startWatching(user);
    try {
      await watcher.until(() => watcher.events.watching === 1, 'IDLE');
      await peer.kick(user);
      await peer.deliver(user, rawMail({ subject: 'Nach dem Abbruch' }));
      await watcher.until(() => watcher.store.contents.mails.length === 1, 'the mail after the reconnect');
      expect(watcher.events.errors.length).toBeGreaterThanOrEqual(1);
      expect(String(watcher.events.errors[0])).toContain('Die Verbindung zum IMAP-Server');
      await watcher.until(() => watcher.events.watching >= 2, 'IDLE again');
    } finally {
      await watcher.stop();
    }
  });

  it('keeps trying with growing pauses while the login fails, and stops when told', async () => {
    const user = await peer.createUser();
    const watcher = startWatching({ ...user, password: 'falsch' });
    await watcher.until(() => watcher.events.errors.length >= 5, 'five failures');
    await watcher.stop();
    expect(watcher.events.pauses.slice(0, 5)).toEqual([20, 40, 80, 160, 200]);
    expect(String(watcher.events.errors[0])).toContain('Die Anmeldung am IMAP-Server');
    expect(watcher.events.watching).toBe(0);
  });
});
