import { setTimeout as sleep } from 'node:timers/promises';
import type { ImapFlow } from 'imapflow';
import { connectImap, disconnectImap, type ImapAccount, type ImapConnectOptions } from './imap-connection.ts';
import { MailInError, imapFailure } from './mail-in-error.ts';

export interface WatchMailboxOptions extends Omit<ImapConnectOptions, 'maxIdleMs'> {
  account: ImapAccount;
  /**
   * Fetches what is new (usually `fetchNewMail` plus the commits) over its own connection.
   * Called once the watch is set up, again after every reconnect (mail may have come
   * meanwhile), when the server reports new mail and at least every `catchUpMs`; never twice
   * at the same time.
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
  /** Everything up to now is fetched and the server is being listened to (IDLE or polling). */
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
 * a growing pause when the connection or a fetch fails.
 *
 * The watching connection selects the folder and starts IDLE before the first fetch, so mail
 * that arrives at any moment is either fetched by it or reported during IDLE. It never fetches
 * itself: its IDLE never shares the connection with a FETCH.
 */
export async function watchMailbox(options: WatchMailboxOptions): Promise<void> {
  const { signal } = options;
  const backoff = options.backoff ?? watchDefaults.backoff;
  let failures = 0;
  while (!signal.aborted) {
    try {
      await watchOnce(options, () => (failures = 0));
    } catch (error) {
      if (signal.aborted) break;
      failures++;
      const pause = Math.min(backoff.maxMs, backoff.initialMs * 2 ** (failures - 1));
      options.onError?.(error, pause);
      await sleep(pause, undefined, { signal }).catch(() => undefined);
    }
  }
}

/** One watching connection: returns when aborted, throws when the connection or a fetch fails. */
async function watchOnce(options: WatchMailboxOptions, onFetched: () => void): Promise<void> {
  const { signal, account } = options;
  const idleRenewMs = options.idleRenewMs ?? watchDefaults.idleRenewMs;
  const client = await connectImap(account, {
    ...options,
    maxIdleMs: idleRenewMs,
    // A healthy IDLE is renewed before this runs out; a silent peer is detected after it.
    timeouts: { ...options.timeouts, socketMs: idleRenewMs + 60_000 },
  });
  let stopped = false;
  let pending = true;
  let failure: unknown;
  let wake: () => void = () => undefined;
  const onExists = (event: { count: number; prevCount: number }) => {
    if (event.count > event.prevCount) pending = true;
    wake();
  };
  const onClose = () => {
    failure ??= new MailInError('connection', connectionLostMessage(account));
    wake();
  };
  const onAbort = () => wake();
  let inCallback = false;
  try {
    await client.mailboxOpen(account.mailbox, { readOnly: true });
    client.on('exists', onExists);
    client.on('close', onClose);
    signal.addEventListener('abort', onAbort);
    keepIdling(client, () => stopped).then(onClose, (error: unknown) => {
      failure ??= imapFailure(error, account);
      wake();
    });
    let announced = false;
    while (!signal.aborted) {
      if (failure) throw failure;
      if (pending) {
        pending = false;
        inCallback = true;
        await options.onNewMail();
        inCallback = false;
        onFetched();
        continue;
      }
      if (!announced) options.onWatching?.();
      announced = true;
      await new Promise<void>((resolve) => {
        const catchUp = setTimeout(() => {
          pending = true;
          resolve();
        }, options.catchUpMs ?? watchDefaults.catchUpMs);
        wake = () => {
          clearTimeout(catchUp);
          resolve();
        };
      });
    }
  } catch (error) {
    // The caller's own error passes through unchanged; only IMAP failures are translated.
    throw inCallback ? error : imapFailure(error, account);
  } finally {
    stopped = true;
    client.off('exists', onExists);
    client.off('close', onClose);
    signal.removeEventListener('abort', onAbort);
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
