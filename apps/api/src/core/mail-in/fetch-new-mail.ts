import type { FetchMessageObject, ImapFlow } from 'imapflow';
import { DEDUPE_PREFIX_BYTES, dedupeKeyOf } from './dedupe-key.ts';
import { connectImap, disconnectImap, type ImapAccount, type ImapConnectOptions } from './imap-connection.ts';
import { imapFailure } from './mail-in-error.ts';

/**
 * How far an account's mailbox has been imported. `lastUid` is only meaningful together with
 * `uidValidity`: when the server reports another UIDVALIDITY, every UID it hands out is new.
 */
export interface SyncState {
  uidValidity: number;
  lastUid: number;
}

interface FetchedMailBase {
  uid: number;
  size: number;
  flags: string[];
  internalDate: Date;
  /**
   * Identity across UIDVALIDITY changes (Message-ID, else a content hash). The store must
   * import a key at most once per account (a unique index), see `fetchNewMail`.
   */
  dedupeKey: string;
}

/** A mail to import, or one too large to download that the caller records and moves past. */
export type FetchedMail =
  (FetchedMailBase & { kind: 'message'; source: Buffer }) | (FetchedMailBase & { kind: 'oversized' });

export interface FetchNewMailOptions extends ImapConnectOptions {
  account: ImapAccount;
  /** The stored state, or null for an account never fetched. */
  state: SyncState | null;
  /**
   * Imports one mail and stores `next` as the account's state in the same transaction. Called
   * in UID order, one at a time, with no IMAP command running. Throwing stops the run; the mail
   * comes again next time — so a mail that can never be imported (`parseMail` throws a
   * MailInError with `isPermanent`) must be recorded as such and committed, not thrown.
   */
  onMail(mail: FetchedMail, next: SyncState): Promise<void>;
  /** Messages looked at per round (metadata fetch). */
  batchSize?: number;
  /** Bytes of message sources downloaded in one FETCH. */
  maxBatchBytes?: number;
  /** Larger messages are not downloaded but handed over as `oversized`. */
  maxMessageBytes?: number;
  /** On the very first run: import what is already there ('all') or only what arrives later. */
  firstSync?: 'all' | 'new-only';
  signal?: AbortSignal;
}

export interface FetchNewMailResult {
  /** The state after the last mail handed over; store it when `resynced` even if nothing came. */
  state: SyncState;
  delivered: number;
  /** The mailbox had a new UIDVALIDITY, so it was read again from the start. */
  resynced: boolean;
}

export const mailInDefaults = {
  batchSize: 25,
  maxBatchBytes: 32 * 1024 * 1024,
  maxMessageBytes: 40 * 1024 * 1024,
};

/**
 * Fetches the mail that arrived after `state` from the account's mailbox, in UID order.
 *
 * Exactly once: the caller commits each mail together with its `next` state, so a crash between
 * download and commit repeats that mail on the next run and a crash after the commit skips it.
 *
 * UIDVALIDITY change (mailbox recreated, server migrated or its index rebuilt): the old UIDs mean
 * nothing any more, so the whole mailbox is read again from UID 1 under the new value and every
 * mail comes once more. The store drops mails whose `dedupeKey` it already holds, so mail
 * imported before is not imported twice and mail that arrived meanwhile is not lost.
 *
 * imapflow must finish a FETCH before it can run another command, so each batch is fetched
 * completely (`fetchAll`) before any mail of it is handed to `onMail`; the mailbox is opened
 * read-only, so fetching marks nothing as read.
 */
export async function fetchNewMail(options: FetchNewMailOptions): Promise<FetchNewMailResult> {
  const { account, signal } = options;
  const limits = {
    batchSize: options.batchSize ?? mailInDefaults.batchSize,
    maxBatchBytes: options.maxBatchBytes ?? mailInDefaults.maxBatchBytes,
    maxMessageBytes: options.maxMessageBytes ?? mailInDefaults.maxMessageBytes,
  };
  signal?.throwIfAborted();
  const client = await connectImap(account, {
    ...options,
    maxLiteralBytes: options.maxLiteralBytes ?? limits.maxMessageBytes + 64 * 1024,
  });
  // An abort closes the connection, so a command waiting on the server rejects at once.
  const abort = () => client.close();
  signal?.addEventListener('abort', abort, { once: true });
  let inCallback = false;
  try {
    const mailbox = await client.mailboxOpen(account.mailbox, { readOnly: true });
    const uidValidity = Number(mailbox.uidValidity);
    const resynced = options.state !== null && options.state.uidValidity !== uidValidity;
    let state: SyncState =
      options.state && !resynced
        ? options.state
        : {
            uidValidity,
            lastUid: !options.state && options.firstSync === 'new-only' ? mailbox.uidNext - 1 : 0,
          };
    let delivered = 0;

    const pending = await newUids(client, state.lastUid);
    for (let start = 0; start < pending.length; start += limits.batchSize) {
      signal?.throwIfAborted();
      const batch = await fetchAllInUidOrder(client, pending.slice(start, start + limits.batchSize), {
        uid: true,
        size: true,
        flags: true,
        internalDate: true,
        headers: ['message-id'],
      });
      for (const chunk of downloadChunks(batch, limits)) {
        const mails = await downloadChunk(client, chunk, limits.maxMessageBytes);
        for (const mail of mails) {
          signal?.throwIfAborted();
          const next = { uidValidity, lastUid: mail.uid };
          inCallback = true;
          await options.onMail(mail, next);
          inCallback = false;
          state = next;
          delivered++;
        }
      }
    }
    return { state, delivered, resynced };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    // The caller's own error passes through unchanged; only IMAP failures are translated.
    throw inCallback ? error : imapFailure(error, account);
  } finally {
    signal?.removeEventListener('abort', abort);
    await disconnectImap(client);
  }
}

/** UIDs above `lastUid`, ascending. `UID SEARCH n:*` also answers the highest UID when n is past it. */
async function newUids(client: ImapFlow, lastUid: number): Promise<number[]> {
  if (client.mailbox && client.mailbox.exists === 0) return [];
  const found = await client.search({ uid: `${lastUid + 1}:*` }, { uid: true });
  return (found || []).filter((uid) => uid > lastUid).sort((a, b) => a - b);
}

async function fetchAllInUidOrder(
  client: ImapFlow,
  uids: number[],
  query: Parameters<ImapFlow['fetchAll']>[1],
): Promise<FetchMessageObject[]> {
  const messages = await client.fetchAll(uids.join(','), query, { uid: true });
  return messages.sort((a, b) => a.uid - b.uid);
}

type Chunk = { oversized: FetchMessageObject } | { messages: FetchMessageObject[] };

/** Consecutive messages up to `maxBatchBytes` per download; an oversized one stands alone. */
function* downloadChunks(
  batch: FetchMessageObject[],
  limits: { maxBatchBytes: number; maxMessageBytes: number },
): Generator<Chunk> {
  let messages: FetchMessageObject[] = [];
  let bytes = 0;
  for (const message of batch) {
    const size = message.size ?? 0;
    if (size > limits.maxMessageBytes) {
      if (messages.length) yield { messages };
      messages = [];
      bytes = 0;
      yield { oversized: message };
      continue;
    }
    if (messages.length && bytes + size > limits.maxBatchBytes) {
      yield { messages };
      messages = [];
      bytes = 0;
    }
    messages.push(message);
    bytes += size;
  }
  if (messages.length) yield { messages };
}

async function downloadChunk(
  client: ImapFlow,
  chunk: Chunk,
  maxMessageBytes: number,
): Promise<FetchedMail[]> {
  if ('oversized' in chunk) {
    const [head] = await fetchAllInUidOrder(client, [chunk.oversized.uid], {
      uid: true,
      source: { maxLength: DEDUPE_PREFIX_BYTES },
    });
    return [{ kind: 'oversized', ...describe(chunk.oversized, head?.source ?? Buffer.alloc(0)) }];
  }
  const sources = new Map(
    (
      await fetchAllInUidOrder(
        client,
        chunk.messages.map((m) => m.uid),
        { uid: true, source: true },
      )
    ).map((m) => [m.uid, m.source]),
  );
  // A message expunged between the two fetches has no source any more: it is gone, not lost.
  return chunk.messages.flatMap((meta): FetchedMail[] => {
    const source = sources.get(meta.uid);
    if (!source) return [];
    const base = describe(meta, source);
    // The server may have understated the size; the limit holds for what actually arrived.
    if (source.length > maxMessageBytes) return [{ kind: 'oversized', ...base, size: source.length }];
    return [{ kind: 'message', ...base, source }];
  });
}

function describe(meta: FetchMessageObject, sourcePrefix: Buffer): FetchedMailBase {
  return {
    uid: meta.uid,
    size: meta.size ?? sourcePrefix.length,
    flags: [...(meta.flags ?? [])],
    internalDate: new Date(meta.internalDate ?? Date.now()),
    dedupeKey: dedupeKeyOf(meta.headers?.toString('utf8'), sourcePrefix),
  };
}
