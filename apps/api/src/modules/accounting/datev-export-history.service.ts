import type { DatevExportRecord } from '@kontor/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { datevExportEntries, datevExports, users } from '../../db/schema/index.ts';

/**
 * Records an export and the entries it carried ("only not yet exported" skips them next time) in
 * one statement: the ids travel as one array parameter, so the caller can send it and build the
 * file while the database writes (and checks) tens of thousands of rows.
 */
export async function recordDatevExport(
  tx: Tx,
  actor: Actor,
  run: {
    period: { from: string; to: string };
    onlyNew: boolean;
    entryIds: readonly number[];
    accounts: number;
    locked: boolean;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`with export as (
          insert into ${datevExports} (tenant_id, period_from, period_to, only_new, entries, accounts, locked, created_by)
          values (${actor.tenantId}, ${run.period.from}, ${run.period.to}, ${run.onlyNew}, ${run.entryIds.length},
                  ${run.accounts}, ${run.locked}, ${actor.userId})
          returning id
        ),
        carried as (
          insert into ${datevExportEntries} (tenant_id, entry_id, export_id)
          select ${actor.tenantId}, entry_id, export.id
          from export, unnest(${`{${run.entryIds.join(',')}}`}::int[]) as entry_id
        )
        select id from export`,
  );
  return Number(row!.id);
}

/** The export history, newest first (the last 100). */
export async function listDatevExports(tx: Tx): Promise<{ items: DatevExportRecord[] }> {
  const rows = await tx
    .select({ run: datevExports, name: users.name })
    .from(datevExports)
    .leftJoin(users, eq(users.id, datevExports.createdBy))
    .orderBy(desc(datevExports.createdAt), desc(datevExports.id))
    .limit(100);
  return {
    items: rows.map(({ run, name }) => ({
      id: run.id,
      from: run.periodFrom,
      to: run.periodTo,
      only_new: run.onlyNew,
      entries: run.entries,
      accounts: run.accounts,
      locked: run.locked,
      created_by: name,
      created_at: run.createdAt.toISOString(),
    })),
  };
}
