import type { DatevExportRecord } from '@kontor/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import { datevExportEntries, datevExports, users } from '../../db/schema/index.ts';

/** Records an export and the entries it carried ("only not yet exported" skips them next time). */
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
) {
  const [row] = await tx
    .insert(datevExports)
    .values({
      tenantId: actor.tenantId,
      periodFrom: run.period.from,
      periodTo: run.period.to,
      onlyNew: run.onlyNew,
      entries: run.entryIds.length,
      accounts: run.accounts,
      locked: run.locked,
      createdBy: actor.userId,
    })
    .returning({ id: datevExports.id });
  // One statement for any number of entries: the ids travel as one array parameter.
  if (run.entryIds.length > 0)
    await tx.execute(sql`
      insert into ${datevExportEntries} (tenant_id, entry_id, export_id)
      select ${actor.tenantId}, entry_id, ${row!.id}
      from unnest(${`{${run.entryIds.join(',')}}`}::int[]) as entry_id`);
  return row!.id;
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
