import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { serialInvoiceRuns, serialInvoiceTemplates } from '../../db/schema/index.ts';

export type SerialTemplateRow = typeof serialInvoiceTemplates.$inferSelect;
export type SerialRunRow = typeof serialInvoiceRuns.$inferSelect;

export interface SerialTemplateValues {
  name: string;
  customerId: number;
  interval: string;
  startDate: string;
  endDate: string | null;
  nextDate: string;
  header: Record<string, unknown>;
  lines: unknown[];
  autoFinalize: boolean;
  autoSend: boolean;
  active: boolean;
}

export const listTemplateRows = (tx: Tx) =>
  tx
    .select()
    .from(serialInvoiceTemplates)
    .orderBy(
      desc(serialInvoiceTemplates.active),
      asc(serialInvoiceTemplates.nextDate),
      asc(serialInvoiceTemplates.id),
    );

export const findTemplateRowById = async (tx: Tx, id: number) =>
  (await tx.select().from(serialInvoiceTemplates).where(eq(serialInvoiceTemplates.id, id)))[0];

/** Active templates whose next period has started (the job's work list of one tenant). */
export const listDueTemplateIds = async (tx: Tx, today: string) =>
  (
    await tx
      .select({ id: serialInvoiceTemplates.id })
      .from(serialInvoiceTemplates)
      .where(and(eq(serialInvoiceTemplates.active, true), lte(serialInvoiceTemplates.nextDate, today)))
      .orderBy(asc(serialInvoiceTemplates.id))
  ).map((row) => row.id);

export const insertTemplate = async (tx: Tx, tenantId: number, values: SerialTemplateValues) =>
  (
    await tx
      .insert(serialInvoiceTemplates)
      .values({ tenantId, ...values })
      .returning()
  )[0]!;

export const updateTemplateIfVersion = async (
  tx: Tx,
  id: number,
  version: number,
  values: SerialTemplateValues,
) =>
  (
    await tx
      .update(serialInvoiceTemplates)
      .set({ ...values, version: sql`${serialInvoiceTemplates.version} + 1`, updatedAt: new Date() })
      .where(and(eq(serialInvoiceTemplates.id, id), eq(serialInvoiceTemplates.version, version)))
      .returning()
  )[0];

export const deactivateTemplate = (tx: Tx, id: number) =>
  tx
    .update(serialInvoiceTemplates)
    .set({ active: false, version: sql`${serialInvoiceTemplates.version} + 1`, updatedAt: new Date() })
    .where(eq(serialInvoiceTemplates.id, id));

export const deleteTemplate = (tx: Tx, id: number) =>
  tx.delete(serialInvoiceTemplates).where(eq(serialInvoiceTemplates.id, id));

/**
 * Moves next_date on only if it is still `from`: a run that lost the race (another process already
 * advanced it) changes nothing. The version moves too, so an open editor learns of the change.
 */
export const advanceNextDate = (tx: Tx, id: number, from: string, to: string) =>
  tx
    .update(serialInvoiceTemplates)
    .set({ nextDate: to, version: sql`${serialInvoiceTemplates.version} + 1`, updatedAt: new Date() })
    .where(and(eq(serialInvoiceTemplates.id, id), eq(serialInvoiceTemplates.nextDate, from)));

/**
 * Claims a period. The unique (template, period_start) index decides: when another run holds or
 * committed the same period, this waits for it and then inserts nothing (undefined).
 */
export const claimPeriod = async (
  tx: Tx,
  values: { tenantId: number; templateId: number; periodStart: string; periodEnd: string; trigger: string },
) =>
  (
    await tx
      .insert(serialInvoiceRuns)
      .values({ ...values, status: 'created' })
      .onConflictDoNothing()
      .returning()
  )[0];

export const updateRun = (
  tx: Tx,
  id: number,
  values: { documentId?: number | null; status: string; message?: string | null },
) =>
  tx
    .update(serialInvoiceRuns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(serialInvoiceRuns.id, id))
    .returning()
    .then((rows) => rows[0]!);

export const listRunRows = (tx: Tx, templateId: number, limit = 500) =>
  tx
    .select()
    .from(serialInvoiceRuns)
    .where(eq(serialInvoiceRuns.templateId, templateId))
    .orderBy(desc(serialInvoiceRuns.periodStart), desc(serialInvoiceRuns.id))
    .limit(limit);

export const findRunRowById = async (tx: Tx, id: number) =>
  (await tx.select().from(serialInvoiceRuns).where(eq(serialInvoiceRuns.id, id)))[0];

/** The newest run of each template (for the list). */
export const listLastRunRows = (tx: Tx) =>
  tx
    .selectDistinctOn([serialInvoiceRuns.templateId])
    .from(serialInvoiceRuns)
    .orderBy(serialInvoiceRuns.templateId, desc(serialInvoiceRuns.periodStart), desc(serialInvoiceRuns.id));

export const countRuns = async (tx: Tx, templateId: number) =>
  (
    await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(serialInvoiceRuns)
      .where(eq(serialInvoiceRuns.templateId, templateId))
  )[0]!.count;
