import type { Tx } from '../../db/database.ts';
import { isKeyOfTenant } from '../../core/files/blob-store.ts';
import type { ExportFile } from '../accounting/index.ts';
import { dumpTenantTable, listTenantTables } from './tenant-dump.repository.ts';

/**
 * Columns that hold credentials (sealed passwords, token hashes). They are left out of the full
 * export: they are useless outside this installation and must not travel in a backup file.
 */
const SECRET_COLUMN = /password|secret|token|totp|sealed|_hash$/;
/** Columns that name a blob in the store; the blob travels beside the JSON. */
const BLOB_COLUMNS = ['storage_key', 'blob_key'];

export interface TenantExportPlan {
  files: ExportFile[];
  blobs: { name: string; key: string }[];
}

/** JSON that keeps what PostgreSQL answers: big integers as text, binary data as base64. */
function toJson(value: unknown) {
  return JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v === 'bigint') return v.toString();
      if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
      if (v && typeof v === 'object' && (v as { type?: unknown }).type === 'Buffer')
        return Buffer.from((v as { data: number[] }).data).toString('base64');
      return v;
    },
    2,
  );
}

/**
 * The full export of a tenant (backup, moving to another installation): every row of every
 * tenant table as tables/<table>.json, read in one transaction so the tables agree with each
 * other, and the blobs the rows name (uploaded files, archived documents, attachments) under
 * files/<key>; manifest.json lists tables, row counts, files and the columns left out.
 */
export async function prepareTenantExport(
  tx: Tx,
  tenantId: number,
  createdAt: Date,
): Promise<TenantExportPlan> {
  const encoder = new TextEncoder();
  const files: ExportFile[] = [];
  const blobs = new Map<string, string>();
  const counts: Record<string, number> = {};
  const redacted = new Set<string>();
  for (const table of await listTenantTables(tx)) {
    const rows = await dumpTenantTable(tx, table, tenantId);
    for (const row of rows) {
      for (const column of Object.keys(row)) {
        if (SECRET_COLUMN.test(column)) {
          delete row[column];
          redacted.add(`${table}.${column}`);
        } else if (BLOB_COLUMNS.includes(column)) {
          const key = row[column];
          if (typeof key === 'string' && isKeyOfTenant(key, tenantId))
            blobs.set(key, `files/${key.slice(key.indexOf('/') + 1)}`);
        }
      }
    }
    counts[table] = rows.length;
    files.push({ name: `tables/${table}.json`, bytes: encoder.encode(toJson(rows)) });
  }
  const manifest = {
    format: 'kontor-tenant-export',
    version: 1,
    tenant_id: tenantId,
    created_at: createdAt.toISOString(),
    tables: counts,
    files: Object.fromEntries(blobs),
    left_out_columns: [...redacted].sort(),
  };
  files.unshift({ name: 'manifest.json', bytes: encoder.encode(toJson(manifest)) });
  return { files, blobs: [...blobs].map(([key, name]) => ({ key, name })) };
}
