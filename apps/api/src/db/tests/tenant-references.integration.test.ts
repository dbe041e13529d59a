import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonReferences, labelOf } from '../../core/http/reference-violations.ts';
import type { Database } from '../database.ts';
import { schemaForeignKeys } from '../foreign-keys.ts';
import { queryRows } from '../query-rows.ts';
import { openTestDatabase } from '../../test/test-app.ts';

/**
 * Columns of tenant tables that end in `_id` but need no key including tenant_id. Each entry says
 * why; anything else must be covered (ADR 10).
 */
const allowedWithoutTenantKey: Record<string, string> = {
  'history_items.entity_id':
    'The audit trail names records of every area, deleted ones included; only server code writes it.',
  'history_items.actor_user_id': 'A global user account; history must outlive the account (GoBD).',
  'file_links.entity_id':
    'Polymorphic text id; its master-data case is the generated entity_record_id with a key, and the check file_links_target_known admits no other kind.',
  'history_chain_heads.last_id':
    'Must keep naming the newest item even after someone deleted it: that is how tampering shows (ADR 3).',
  'sent_emails.message_id': 'The SMTP Message-ID header, not a row.',
  'support_messages.message_id': 'The mail’s Message-ID header, not a row.',
  'tenant_settings.vat_id': 'The USt-IdNr., not a row.',
  'bank_accounts.creditor_id': 'The SEPA Gläubiger-Identifikationsnummer, not a row.',
  'sepa_direct_debit_files.message_id': 'The pain.008 MsgId written into the file, not a row.',
  'sepa_direct_debit_items.end_to_end_id': 'The SEPA EndToEndId written into the file, not a row.',
  'sepa_credit_transfer_files.message_id': 'The pain.001 MsgId written into the file, not a row.',
  'sepa_credit_transfer_items.end_to_end_id':
    'The SEPA EndToEndId (the supplier’s invoice number) written into the file, not a row.',
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface ForeignKeyRow {
  name: string;
  table: string;
  foreign_table: string;
  columns: string[];
  foreign_columns: string[];
}

const tenantTables = async () =>
  new Set(
    (
      await queryRows<{ table: string }>(
        database.db,
        sql`select c.relname as table
            from pg_class c
            join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
            join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
            where c.relkind in ('r', 'p')`,
      )
    ).map((r) => r.table),
  );

const foreignKeys = () =>
  queryRows<ForeignKeyRow>(
    database.db,
    sql`select con.conname as name, src.relname as table, dst.relname as foreign_table,
               array(select a.attname from unnest(con.conkey) with ordinality k(num, pos)
                     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.pos)::text[] as columns,
               array(select a.attname from unnest(con.confkey) with ordinality k(num, pos)
                     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.pos)::text[] as foreign_columns
        from pg_constraint con
        join pg_class src on src.oid = con.conrelid
        join pg_class dst on dst.oid = con.confrelid
        join pg_namespace n on n.oid = src.relnamespace and n.nspname = 'public'
        where con.contype = 'f'`,
  );

const pairs = (fk: ForeignKeyRow) => fk.columns.map((c, i) => `${c}→${fk.foreign_columns[i]}`);

describe('references stay in the tenant (schema catalog)', () => {
  it('every key between tenant tables includes tenant_id → tenant_id', async () => {
    const tenant = await tenantTables();
    const between = (await foreignKeys()).filter(
      (fk) => tenant.has(fk.table) && tenant.has(fk.foreign_table),
    );
    expect(between.length).toBeGreaterThan(20);
    const withoutTenant = between
      .filter((fk) => !pairs(fk).includes('tenant_id→tenant_id'))
      .map((fk) => fk.name);
    expect(withoutTenant).toEqual([]);
  });

  it('every `_id` column of a tenant table is covered by such a key, or allowed with a reason', async () => {
    const tenant = await tenantTables();
    const keys = await foreignKeys();
    const columns = await queryRows<{ table: string; column: string }>(
      database.db,
      sql`select c.relname as table, a.attname as column
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
          join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
          where c.relkind in ('r', 'p') and a.attname like '%\\_id' and a.attname <> 'tenant_id'
          order by 1, 2`,
    );
    const covered = (table: string, column: string) =>
      keys.some(
        (fk) =>
          fk.table === table &&
          fk.columns.includes(column) &&
          // A global table (users) has no tenant; a tenant table must be matched on tenant_id too.
          (!tenant.has(fk.foreign_table) || pairs(fk).includes('tenant_id→tenant_id')),
      );
    const uncovered = columns
      .filter(({ table }) => tenant.has(table))
      .map(({ table, column }) => `${table}.${column}`)
      .filter((name) => !(name in allowedWithoutTenantKey))
      .filter((name) => !covered(...(name.split('.') as [string, string])));
    expect(uncovered).toEqual([]);
    // The allowlist holds no stale entries.
    const existing = new Set(columns.map(({ table, column }) => `${table}.${column}`));
    expect(Object.keys(allowedWithoutTenantKey).filter((name) => !existing.has(name))).toEqual([]);
  });

  it('the API knows every key by name, so a violation names the field in German', async () => {
    const tenant = await tenantTables();
    const declared = new Map(schemaForeignKeys().map((fk) => [fk.name, fk]));
    for (const fk of (await foreignKeys()).filter((k) => tenant.has(k.table))) {
      expect(declared.has(fk.name), `${fk.name} is not declared in the drizzle schema`).toBe(true);
      for (const column of fk.columns.filter((c) => c !== 'tenant_id')) {
        expect(labelOf(fk.table, column), `no label for ${fk.table}.${column}`).toBeTruthy();
      }
    }
  });

  it('every JSON reference trigger names a reference the API maps, and each mapped one exists', async () => {
    const triggers = await queryRows<{ table: string; args: string[] }>(
      database.db,
      sql`select c.relname as table, string_to_array(encode(t.tgargs, 'escape'), '\\000') as args
          from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          join pg_proc p on p.oid = t.tgfoid
          where p.proname = 'kontor_json_references_guard'`,
    );
    const named = triggers.map((t) => t.args[3]).sort();
    expect(named).toEqual(Object.keys(jsonReferences).sort());
    for (const trigger of triggers) expect(jsonReferences[trigger.args[3]!]!.table).toBe(trigger.table);
  });
});
