import { setTimeout as sleep } from 'node:timers/promises';
import type { ImapFlow } from 'imapflow';
import { connectImap, disconnectImap, type ImapAccount, type ImapConnectOptions } from './imap-connection.ts';
import { MailInError, imapFailure } from './mail-in-error.ts';

export interface WatchMailboxOptions extends Omit<ImapConnectOptions, 'maxIdleMs'> {
  account: ImapAccount;
  /**
   * Fetches what is new (usually `fetchNewMail` plus the commits). Called when watching starts,
   * after every reconnect (mail may have come meanwhile), when the server reports new mail and
   * at least every `catchUpMs`; never twice at the same time.
   */
  onNewMail(): Promise<void>;
  /** Stops watching; `watchMailbox` then resolves. */
  signal: AbortSignal;
  /** IDLE is renewed this often; on servers without IDLE this is the polling interval (≤ 2 min). */
  idleRenewMs?: number;
  /** Fetch this often even without a notice from the server, as a safety net. */
  catchUpMs?: number;
  /** Waits after a failure: doubling from `initialMs` up to `maxMs`. */
  backoff?: { initialMs: number; maxMs: number };
  /** A failure of the connection or of `onNewMail`, and the pause before the next try. */
  onError?(error: unknown, retryInMs: number): void;
  /** The connection is set up and waiting for the server's notice (IDLE or polling). */
  onWatching?(): void;
}

export const watchDefaults = {
  idleRenewMs: 4 * 60_000,
  catchUpMs: 15 * 60_000,
  backoff: { initialMs: 2_000, maxMs: 5 * 60_000 },
};

/**
 * Keeps an account's mailbox under watch until `signal` aborts: IDLE where the server offers it
 * (imapflow polls with NOOP where not), a fetch whenever something arrives, and reconnects with
 * a growing pause when the connection or a fetch fails. The watching connection never fetches
 * itself, so its IDLE never shares the connection with a FETCH.
 */
export async function watchMailbox(options: WatchMailboxOptions): Promise<void> {
  const { signal } = options;
  const backoff = options.backoff ?? watchDefaults.backoff;
  let failures = 0;
  while (!signal.aborted) {
    try {
      await options.onNewMail();
      if (signal.aborted) break;
      await waitForNewMail(options);
      failures = 0;
    } catch (error) {
      if (signal.aborted) break;
      failures++;
      const pause = Math.min(backoff.maxMs, backoff.initialMs * 2 ** (failures - 1));
      options.onError?.(error, pause);
      await sleep(pause, undefined, { signal }).catch(() => undefined);
    }
  }
}

/** Resolves when new mail is reported, the catch-up time has passed or the signal aborted. */
async function waitForNewMail(options: WatchMailboxOptions): Promise<void> {
  const idleRenewMs = options.idleRenewMs ?? watchDefaults.idleRenewMs;
  const client = await connectImap(options.account, {
    ...options,
    maxIdleMs: idleRenewMs,
    // A healthy IDLE is renewed before this runs out; a silent peer is detected after it.
    timeouts: { ...options.timeouts, socketMs: idleRenewMs + 60_000 },
  });
  try {
    await client.mailboxOpen(options.account.mailbox, { readOnly: true });
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const done = (error?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(catchUp);
        client.off('exists', onExists);
        client.off('close', onClose);
        options.signal.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve();
      };
      const onExists = (event: { count: number; prevCount: number }) => {
        if (event.count > event.prevCount) done();
      };
      const onClose = () => done(new MailInError('connection', connectionLostMessage(options.account)));
      const onAbort = () => done();
      const catchUp = setTimeout(done, options.catchUpMs ?? watchDefaults.catchUpMs);
      client.on('exists', onExists);
      client.on('close', onClose);
      options.signal.addEventListener('abort', onAbort, { once: true });
      if (options.signal.aborted) return done();
      keepIdling(client, () => settled).then(
        // Ended without being told to: the connection went away.
        () => done(new MailInError('connection', connectionLostMessage(options.account))),
        (error: unknown) => done(imapFailure(error, options.account)),
      );
      options.onWatching?.();
    });
  } catch (error) {
    throw imapFailure(error, options.account);
  } finally {
    await disconnectImap(client);
  }
}

/**
 * Runs IDLE until the connection is no longer usable. `idle()` also returns when a keep-alive
 * NOOP broke it; it is then simply started again.
 */
async function keepIdling(client: ImapFlow, isDone: () => boolean): Promise<void> {
  let quickReturns = 0;
  while (!isDone() && client.usable && !client.isClosed) {
    const started = Date.now();
    await client.idle();
    // A server that ends every IDLE at once would make this loop spin.
    quickReturns = Date.now() - started < 1000 ? quickReturns + 1 : 0;
    if (quickReturns > 5) throw new Error('IDLE keeps ending immediately');
  }
}

const connectionLostMessage = (account: ImapAccount) =>
  `Die Verbindung zum IMAP-Server ${account.host}:${account.port} ist abgebrochen.`;
