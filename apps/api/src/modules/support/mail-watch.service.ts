import type pg from 'pg';
import type { AppDeps } from '../../app-deps.ts';
import { listTenantIds } from '../../core/jobs/index.ts';
import { watchMailbox, type WatchMailboxOptions } from '../../core/mail-in/index.ts';
import { withTenant } from '../../db/with-tenant.ts';
import {
  allowedImapHost,
  findEmailAccountById,
  imapAccountOf,
  type EmailAccountRow,
} from '../email-accounts/index.ts';
import { fetchSupportAccount, listReceivingAccounts } from './support-mail.job.ts';

/**
 * Advisory lock class of an inbox's watcher (session locks). Not the class of the commit locks:
 * the watcher's session holds its lock for hours, and the commits must not wait for it.
 */
const WATCH_LOCK_CLASS = 0x4b4d57; // "KMW"

export interface MailWatchOptions {
  /** How often the list of inboxes is read again (new, changed and deleted accounts). */
  rescanMs?: number;
  /** Passed on to `watchMailbox` (tests shorten them). */
  idleRenewMs?: number;
  catchUpMs?: number;
  backoff?: WatchMailboxOptions['backoff'];
}

export interface MailWatchers {
  /** Reads the inbox list now and starts or stops watchers to match. */
  rescan(): Promise<void>;
  /** Ids of the accounts this process watches (and holds the lock of). */
  watching(): number[];
  /** Ends every watcher and releases its lock; resolves when all connections are closed. */
  stop(): Promise<void>;
}

/**
 * One lock per inbox across every API process: the watcher holds it while it runs. PostgreSQL:
 * session advisory locks on one connection of its own, so a process that dies frees its inboxes.
 * PGlite can only be opened by one process, so a set in this process is enough.
 */
interface InboxLocks {
  tryLock(accountId: number): Promise<boolean>;
  unlock(accountId: number): Promise<void>;
  close(): Promise<void>;
}

const heldInProcess = new Set<number>();

function inProcessLocks(): InboxLocks {
  const mine = new Set<number>();
  return {
    tryLock: async (id) => {
      if (heldInProcess.has(id)) return false;
      heldInProcess.add(id);
      mine.add(id);
      return true;
    },
    unlock: async (id) => {
      if (mine.delete(id)) heldInProcess.delete(id);
    },
    close: async () => {
      for (const id of mine) heldInProcess.delete(id);
      mine.clear();
    },
  };
}

function advisoryLocks(pool: pg.Pool, onLost: () => void): InboxLocks {
  let client: Promise<pg.PoolClient> | undefined;
  const connection = () =>
    (client ??= pool.connect().then((c) => {
      c.on('error', () => {
        // The session and its locks are gone: every watcher must stop and try again.
        client = undefined;
        c.release(true);
        onLost();
      });
      return c;
    }));
  return {
    async tryLock(id) {
      const { rows } = await (
        await connection()
      ).query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [WATCH_LOCK_CLASS, id]);
      return rows[0]!.locked;
    },
    async unlock(id) {
      if (!client) return;
      await (
        await client
      )
        .query('select pg_advisory_unlock($1, $2)', [WATCH_LOCK_CLASS, id])
        .catch(() => undefined);
    },
    async close() {
      const open = client;
      client = undefined;
      if (open) (await open).release();
    },
  };
}

interface Watcher {
  tenantId: number;
  signature: string;
  abort: AbortController;
  done: Promise<void>;
}

/** What, when changed, needs a new connection. */
const signatureOf = (row: EmailAccountRow) =>
  JSON.stringify([
    row.purpose,
    row.imapHost,
    row.imapPort,
    row.imapSecurity,
    row.imapUsername,
    row.imapPasswordSealed,
    row.imapFolder,
  ]);

/**
 * Watches every receiving inbox (support, Eingangsrechnungen) so that new mail is fetched within
 * seconds: IDLE where the server offers it, a reconnect with growing pauses after a dropped
 * connection. The minutely poll job stays as the fallback. Each inbox is watched by at most one
 * process; the others skip it until its lock is free (a stopped or dead process).
 */
export function startMailWatchers(deps: AppDeps, options: MailWatchOptions = {}): MailWatchers {
  const watchers = new Map<number, Watcher>();
  let stopped = false;
  let scanning: Promise<void> | undefined;
  const locks: InboxLocks =
    deps.database.kind === 'postgres'
      ? advisoryLocks((deps.db as unknown as { $client: pg.Pool }).$client, () => {
          for (const id of [...watchers.keys()]) stopWatcher(id);
        })
      : inProcessLocks();

  const stopWatcher = (id: number) => {
    const watcher = watchers.get(id);
    if (!watcher) return Promise.resolve();
    watchers.delete(id);
    watcher.abort.abort();
    return watcher.done;
  };

  const startWatcher = (tenantId: number, row: EmailAccountRow) => {
    const imap = imapAccountOf(deps, row);
    if (!imap) return;
    const abort = new AbortController();
    const log = deps.log.child({ tenantId, accountId: row.id });
    const done = watchMailbox({
      account: imap,
      resolveAllowedHost: allowedImapHost(deps),
      signal: abort.signal,
      idleRenewMs: options.idleRenewMs,
      catchUpMs: options.catchUpMs,
      backoff: options.backoff,
      // The stored sync state moves with every commit: read the account afresh each time.
      onNewMail: async () => {
        const current = await withTenant(deps.db, tenantId, (tx) => findEmailAccountById(tx, row.id));
        if (current) await fetchSupportAccount(deps, tenantId, current);
      },
      onError: (error, retryInMs) => log.warn({ err: error, retryInMs }, 'mail watcher failed'),
    })
      .catch((error: unknown) => log.error({ err: error }, 'mail watcher ended'))
      .finally(() => locks.unlock(row.id));
    watchers.set(row.id, { tenantId, signature: signatureOf(row), abort, done });
  };

  const scanOnce = async () => {
    const seen = new Set<number>();
    for (const tenantId of await listTenantIds(deps.database.ownerDb)) {
      for (const row of await listReceivingAccounts(deps, tenantId)) {
        if (stopped) return;
        seen.add(row.id);
        const running = watchers.get(row.id);
        if (running && running.signature === signatureOf(row)) continue;
        if (running) await stopWatcher(row.id);
        if (await locks.tryLock(row.id)) startWatcher(tenantId, row);
      }
    }
    for (const id of [...watchers.keys()]) if (!seen.has(id)) await stopWatcher(id);
  };

  const rescan = () =>
    (scanning ??= scanOnce()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'mail watchers not updated'))
      .finally(() => (scanning = undefined)));

  const timer = setInterval(() => void rescan(), options.rescanMs ?? 60_000);
  timer.unref();
  void rescan();

  return {
    rescan,
    watching: () => [...watchers.keys()],
    async stop() {
      stopped = true;
      clearInterval(timer);
      await scanning;
      await Promise.all([...watchers.keys()].map(stopWatcher));
      await locks.close();
    },
  };
}
