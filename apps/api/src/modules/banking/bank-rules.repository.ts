import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { bankAllocations, bankRules } from '../../db/schema/index.ts';

export const listRuleRows = (tx: Tx, tenantId: number) =>
  tx
    .select()
    .from(bankRules)
    .where(eq(bankRules.tenantId, tenantId))
    .orderBy(asc(bankRules.name), asc(bankRules.id));

export const findRuleRow = async (tx: Tx, tenantId: number, id: number, forUpdate = false) => {
  const query = tx
    .select()
    .from(bankRules)
    .where(and(eq(bankRules.tenantId, tenantId), eq(bankRules.id, id)));
  return (forUpdate ? await query.for('update') : await query)[0];
};

export const insertRule = async (tx: Tx, row: typeof bankRules.$inferInsert) =>
  (await tx.insert(bankRules).values(row).returning())[0]!;

export const updateRuleRow = (
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<typeof bankRules.$inferInsert>,
) =>
  tx
    .update(bankRules)
    .set({ ...values, version: sql`${bankRules.version} + 1`, updatedAt: new Date() })
    .where(and(eq(bankRules.tenantId, tenantId), eq(bankRules.id, id)));

export const deleteRuleRow = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(bankRules).where(and(eq(bankRules.tenantId, tenantId), eq(bankRules.id, id)));

/** Whether any allocation (standing or undone) was booked by the rule: then it is kept as a trace. */
export const isRuleUsed = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select({ id: bankAllocations.id })
      .from(bankAllocations)
      .where(and(eq(bankAllocations.tenantId, tenantId), eq(bankAllocations.ruleId, id)))
      .limit(1)
  ).length > 0;
