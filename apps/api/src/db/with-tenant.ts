import type { SQL } from 'drizzle-orm';
import type { AppDb, Database, Tx } from './database.ts';
import {
  readOneStatementWithSettings,
  readWithSettings,
  transactionWithSettings,
} from './transaction-with-settings.ts';

const assertTenantId = (tenantId: number) => {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const assertSessionId = (sessionId: string) => {
  if (!UUID.test(sessionId)) throw new Error('invalid session id');
};

/**
 * The request role and the given settings, local to the transaction. On PostgreSQL the pool already
 * logged in as kontor_app, so the role setting changes nothing there; on PGlite (one superuser
 * connection) it is what makes RLS apply (ADR 9). The settings go with BEGIN in one round trip, so
 * they are literals: a validated integer and a validated UUID (or empty), checked again here.
 */
function requestRoleSettings({ tenantId, sessionId }: { tenantId: string; sessionId: string }) {
  if (!/^\d*$/.test(tenantId) || (sessionId !== '' && !UUID.test(sessionId)))
    throw new Error('invalid settings');
  return `select set_config('role', 'kontor_app', true), set_config('app.tenant_id', '${tenantId}', true), set_config('app.session_id', '${sessionId}', true)`;
}

function asRequestRole<T>(
  db: AppDb,
  settings: { tenantId: string; sessionId: string },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return transactionWithSettings(db, requestRoleSettings(settings), work);
}

/**
 * Runs `work` in one transaction as the non-owner role `kontor_app` with `app.tenant_id` set,
 * so row-level security confines every statement to this tenant. All request work goes here.
 */
export function withTenant<T>(db: AppDb, tenantId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transactionWithSettings(db, tenantSettingsSql(tenantId), work);
}

/**
 * One read-only statement as withTenant would run it, in a single round trip on PostgreSQL (BEGIN,
 * settings, statement and COMMIT in one message) — for hot reads such as `/api/me`. The statement's
 * parameters must be integers ≥ 0: they are sent inline.
 */
export function readAsTenant<T>(db: AppDb, tenantId: number, query: SQL): Promise<T[]> {
  return readWithSettings<T>(db, tenantSettingsSql(tenantId), query);
}

/**
 * withTenant for work of exactly one read-only statement built with drizzle (parameters of any
 * type): on PostgreSQL BEGIN, settings, statement and COMMIT go in one write and come back in one
 * answer. For hot list pages; a second statement is refused.
 */
export function readOneStatementAsTenant<T>(db: AppDb, tenantId: number, build: (tx: Tx) => Promise<T>) {
  return readOneStatementWithSettings(db, tenantSettingsSql(tenantId), build);
}

/** The `select set_config(…)` that withTenant and readAsTenant send with BEGIN (the benches' pgbench scripts too). */
export function tenantSettingsSql(tenantId: number) {
  assertTenantId(tenantId);
  return requestRoleSettings({ tenantId: String(tenantId), sessionId: '' });
}

/**
 * withTenant plus the caller's session bound (`app.session_id`): only then are the session's
 * user's sessions, MFA factors and challenges visible. For sign-out, password change and MFA.
 */
export function withSession<T>(
  db: AppDb,
  session: { tenantId: number; sessionId: string },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  assertTenantId(session.tenantId);
  assertSessionId(session.sessionId);
  return asRequestRole(db, { tenantId: String(session.tenantId), sessionId: session.sessionId }, work);
}

/**
 * The request role but no tenant: tenant tables show no rows. With a session id, that session's
 * user's auth rows are visible (the session check of every request).
 */
export function withoutTenant<T>(db: AppDb, work: (tx: Tx) => Promise<T>, sessionId = ''): Promise<T> {
  if (sessionId) assertSessionId(sessionId);
  return asRequestRole(db, { tenantId: '', sessionId }, work);
}

/**
 * The schema owner, for sign-in (throttle, password check, opening the session), the
 * password-reset link, signing keys and housekeeping. Never for work of a signed-in request.
 */
export function withOwner<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return database.ownerDb.transaction((tx) => work(tx as Tx));
}
