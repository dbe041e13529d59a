import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns.ts';

/**
 * A data export of /export made in the background: the GoBD Datenträgerüberlassung of a period
 * or the full tenant export. The ZIP lives in the blob store under `blob_key` once `done`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    kind: text('kind').notNull(),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    status: text('status').notNull().default('queued'),
    /** 0–100, written by the job after each step. */
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    filename: text('filename'),
    blobKey: text('blob_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('data_exports_tenant_created').on(t.tenantId, t.createdAt),
    check('data_exports_kind_known', sql`${t.kind} in ('gobd', 'tenant')`),
    check('data_exports_status_known', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('data_exports_progress_range', sql`${t.progress} between 0 and 100`),
    check(
      'data_exports_gobd_period',
      sql`${t.kind} <> 'gobd' or (${t.periodFrom} is not null and ${t.periodTo} is not null and ${t.periodFrom} <= ${t.periodTo})`,
    ),
  ],
);
