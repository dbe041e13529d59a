import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { personalAccounts } from '../../db/schema/index.ts';

export type PersonalAccountRow = typeof personalAccounts.$inferSelect;

export const listPersonalAccounts = (tx: Tx) => tx.select().from(personalAccounts);

export const findPersonalAccountOf = async (tx: Tx, entityId: number) =>
  (await tx.select().from(personalAccounts).where(eq(personalAccounts.entityId, entityId)))[0];

/** Serializes assignments per tenant, so two postings never hand out the same account. */
export const lockPersonalAccounts = (tx: Tx, tenantId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('kontor_personal_accounts'), ${tenantId})`);

export const insertPersonalAccount = (tx: Tx, row: typeof personalAccounts.$inferInsert) =>
  tx.insert(personalAccounts).values(row);

export const renamePersonalAccount = (tx: Tx, entityId: number, name: string) =>
  tx
    .update(personalAccounts)
    .set({ name, updatedAt: new Date() })
    .where(eq(personalAccounts.entityId, entityId));
