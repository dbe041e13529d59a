import type pg from 'pg';
import { onPoolConnection } from './pool-connection.ts';

/** A read's message gives four results: BEGIN, the settings, the statement, COMMIT. */
const RESULTS_PER_READ = 4;
const STATEMENT_RESULT = 2;
/** Enough to share a write among a burst of requests, small enough that one slow read delays few others. */
const MAX_READS_PER_MESSAGE = 16;

interface PendingRead {
  message: string;
  done: (rows: unknown[]) => void;
  failed: (error: unknown) => void;
}
const pendingReads = new WeakMap<pg.Pool, PendingRead[]>();

/**
 * Reads asked for in the same turn of the event loop travel together: their messages are joined into
 * one simple-protocol message on one pooled connection. Each read stays its own transaction with its
 * own local settings; PostgreSQL runs them one after the other and answers in one reply. Under load
 * this saves a socket write, a read and a backend wake-up per request — a cheap request's largest
 * cost. If anything in a joined message fails, each of its reads is sent again on its own, so each
 * gets its own rows or error (a read can be repeated).
 */
export function coalescedRead<T>(pool: pg.Pool, message: string): Promise<T[]> {
  return new Promise((done, failed) => {
    let queue = pendingReads.get(pool);
    if (!queue) pendingReads.set(pool, (queue = []));
    queue.push({ message, done: done as (rows: unknown[]) => void, failed });
    if (queue.length === 1) setImmediate(() => sendPendingReads(pool, queue));
  });
}

function sendPendingReads(pool: pg.Pool, queue: PendingRead[]) {
  while (queue.length > 0) void sendReads(pool, queue.splice(0, MAX_READS_PER_MESSAGE));
}

async function sendReads(pool: pg.Pool, reads: PendingRead[]) {
  let results: pg.QueryResult[];
  try {
    const message = reads.map((read) => read.message).join('; ');
    results = await onPoolConnection(
      pool,
      (connection) => connection.query(message) as unknown as Promise<pg.QueryResult[]>,
    );
  } catch (error) {
    if (reads.length === 1) reads[0]!.failed(error);
    else for (const read of reads) void sendReads(pool, [read]);
    return;
  }
  reads.forEach((read, i) => read.done(results[i * RESULTS_PER_READ + STATEMENT_RESULT]!.rows));
}
