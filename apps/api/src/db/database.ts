import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction already bound to the app role (and, inside withTenant, to one tenant). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Notification = { channel: string; payload: string };

/** PGlite has one in-process connection pg-boss must share; PostgreSQL gets pg-boss's own pool. */
export type JobsConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

/** An open database: the drizzle handle plus what differs between PGlite and PostgreSQL. */
export interface Database {
  kind: 'pglite' | 'postgres';
  /** Request work: on PostgreSQL a pool logged in as kontor_app (ADR 9). Use through withTenant. */
  db: AppDb;
  /**
   * The schema owner: migrations, provisioning, sign-in (throttle, password check, new session)
   * and signing keys. Never for work a request asks for once signed in. PGlite: the same handle.
   */
  ownerDb: AppDb;
  /**
   * Subscribe to NOTIFY on a channel; returns the unsubscribe function. `onConnection` learns when
   * the LISTEN connection was lost (notifications may have been missed) and when it listens again.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnection?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Resolves once every notification committed before the call has reached this process's listen
   * handlers (PostgreSQL: a round trip on the LISTEN connection, shared by concurrent callers;
   * PGlite delivers them with the committing statement already). Rejects while not listening.
   */
  notificationsDelivered(): Promise<void>;
  /** Run owner-level SQL (migrations, provisioning tools). Never used for request work. */
  execAsOwner(sqlText: string): Promise<void>;
  /** How the job queue (pg-boss, core/jobs) reaches this database. */
  jobsConnection: JobsConnection;
  close(): Promise<void>;
}
