import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FormField, FormStatus } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { formInstances, formTemplates } from '../../db/schema/index.ts';

export type FormTemplateRow = typeof formTemplates.$inferSelect;
export type FormInstanceRow = typeof formInstances.$inferSelect;

export interface TemplateValues {
  name: string;
  description: string | null;
  fields: FormField[];
}

export const listTemplateRows = (tx: Tx) =>
  tx.select().from(formTemplates).orderBy(formTemplates.name, formTemplates.id);

export const findTemplateById = async (tx: Tx, id: number) =>
  (await tx.select().from(formTemplates).where(eq(formTemplates.id, id)))[0];

/** How many filled forms came from each template. */
export async function countUsesOfTemplates(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: formInstances.templateId, n: count() })
    .from(formInstances)
    .where(inArray(formInstances.templateId, ids))
    .groupBy(formInstances.templateId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

export const insertTemplate = async (
  tx: Tx,
  tenantId: number,
  createdBy: number | null,
  values: TemplateValues,
) =>
  (
    await tx
      .insert(formTemplates)
      .values({ tenantId, createdBy, ...values })
      .returning()
  )[0]!;

/** Changes the template only if nobody saved it in between (`version`); undefined otherwise. */
export const updateTemplateIfVersion = async (tx: Tx, id: number, version: number, values: TemplateValues) =>
  (
    await tx
      .update(formTemplates)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(formTemplates.id, id), eq(formTemplates.version, version)))
      .returning()
  )[0];

export const deleteTemplateById = (tx: Tx, id: number) =>
  tx.delete(formTemplates).where(eq(formTemplates.id, id)).returning({ id: formTemplates.id });

export interface InstanceFilter {
  status?: FormStatus;
  projectId?: number;
  customerId?: number;
}

const instanceFilterOf = (filter: InstanceFilter): SQL | undefined =>
  and(
    filter.status ? eq(formInstances.status, filter.status) : undefined,
    filter.projectId ? eq(formInstances.projectId, filter.projectId) : undefined,
    filter.customerId ? eq(formInstances.customerId, filter.customerId) : undefined,
  );

export const listInstanceRows = (tx: Tx, filter: InstanceFilter, limit: number, offset: number) =>
  tx
    .select()
    .from(formInstances)
    .where(instanceFilterOf(filter))
    .orderBy(desc(formInstances.updatedAt), desc(formInstances.id))
    .limit(limit)
    .offset(offset);

export const countInstanceRows = async (tx: Tx, filter: InstanceFilter) =>
  (await tx.select({ n: count() }).from(formInstances).where(instanceFilterOf(filter)))[0]!.n;

export const findInstanceById = async (tx: Tx, id: number) =>
  (await tx.select().from(formInstances).where(eq(formInstances.id, id)))[0];

export const findInstanceByIdForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(formInstances).where(eq(formInstances.id, id)).for('update'))[0];

export const insertInstance = async (
  tx: Tx,
  values: Omit<typeof formInstances.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>,
) => (await tx.insert(formInstances).values(values).returning())[0]!;

export const updateInstanceIfVersion = async (
  tx: Tx,
  id: number,
  version: number,
  values: Partial<
    Pick<FormInstanceRow, 'answers' | 'status' | 'signedAt' | 'signedBy' | 'pdfFileId' | 'pdfSha256'>
  >,
) =>
  (
    await tx
      .update(formInstances)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(formInstances.id, id), eq(formInstances.version, version)))
      .returning()
  )[0];

export const deleteInstanceById = (tx: Tx, id: number) =>
  tx.delete(formInstances).where(eq(formInstances.id, id)).returning({ id: formInstances.id });

export const findTemplateIdByName = async (tx: Tx, name: string) =>
  (
    await tx
      .select({ id: formTemplates.id })
      .from(formTemplates)
      .where(sql`lower(${formTemplates.name}) = lower(${name})`)
  )[0]?.id;
