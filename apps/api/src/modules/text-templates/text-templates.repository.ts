import { and, arrayContains, arrayOverlaps, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { textTemplates } from '../../db/schema/index.ts';
import { germanSortKey } from '../../db/german-sort.ts';

export type TextTemplateRow = typeof textTemplates.$inferSelect;

export interface TextTemplateValues {
  name: string;
  usage: string;
  subject: string | null;
  body: string;
  isDefault: boolean;
  documentTypes: string[];
}

export const listTextTemplateRows = (tx: Tx, usage?: string) =>
  tx
    .select()
    .from(textTemplates)
    .where(usage ? eq(textTemplates.usage, usage) : undefined)
    .orderBy(asc(textTemplates.usage), germanSortKey(textTemplates.name), asc(textTemplates.id));

export const findTextTemplateById = async (tx: Tx, id: number) =>
  (await tx.select().from(textTemplates).where(eq(textTemplates.id, id)))[0];

export const findTextTemplateByIdForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(textTemplates).where(eq(textTemplates.id, id)).for('update'))[0];

export const findTextTemplateByName = async (tx: Tx, name: string) =>
  (
    await tx
      .select()
      .from(textTemplates)
      .where(sql`lower(${textTemplates.name}) = lower(${name})`)
  )[0];

export const findDefaultTextTemplateRow = async (tx: Tx, usage: string) =>
  (
    await tx
      .select()
      .from(textTemplates)
      .where(and(eq(textTemplates.usage, usage), eq(textTemplates.isDefault, true)))
  )[0];

/** The standard intro or closing of one document type. */
export const findDocumentTypeDefaultRow = async (tx: Tx, usage: string, documentType: string) =>
  (
    await tx
      .select()
      .from(textTemplates)
      .where(and(eq(textTemplates.usage, usage), arrayContains(textTemplates.documentTypes, [documentType])))
      .orderBy(asc(textTemplates.id))
      .limit(1)
  )[0];

/** The other texts of a usage that are the standard of one of `documentTypes`, locked. */
export const findOtherDocumentTypeDefaultsForUpdate = (
  tx: Tx,
  usage: string,
  documentTypes: string[],
  keepId: number,
) =>
  tx
    .select()
    .from(textTemplates)
    .where(
      and(
        eq(textTemplates.usage, usage),
        ne(textTemplates.id, keepId),
        arrayOverlaps(textTemplates.documentTypes, documentTypes),
      ),
    )
    .for('update');

/** Sets the document types (and with them the default flag) of one text. */
export const setTextTemplateDocumentTypes = (tx: Tx, id: number, documentTypes: string[]) =>
  tx
    .update(textTemplates)
    .set({
      documentTypes,
      isDefault: documentTypes.length > 0,
      version: sql`${textTemplates.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(textTemplates.id, id));

export const insertTextTemplate = async (tx: Tx, tenantId: number, values: TextTemplateValues) =>
  (
    await tx
      .insert(textTemplates)
      .values({ tenantId, ...values })
      .returning()
  )[0]!;

export const updateTextTemplateIfVersion = async (
  tx: Tx,
  id: number,
  version: number,
  values: TextTemplateValues,
) =>
  (
    await tx
      .update(textTemplates)
      .set({ ...values, version: sql`${textTemplates.version} + 1`, updatedAt: new Date() })
      .where(and(eq(textTemplates.id, id), eq(textTemplates.version, version)))
      .returning()
  )[0];

/** Takes the default flag from every other template of the usage (keepId 0: from all); returns those that had it. */
export const clearOtherDefaults = (tx: Tx, usage: string, keepId: number) =>
  tx
    .update(textTemplates)
    .set({ isDefault: false, version: sql`${textTemplates.version} + 1`, updatedAt: new Date() })
    .where(
      and(eq(textTemplates.usage, usage), eq(textTemplates.isDefault, true), ne(textTemplates.id, keepId)),
    )
    .returning();

export const markTextTemplateDefault = async (tx: Tx, id: number) =>
  (
    await tx
      .update(textTemplates)
      .set({ isDefault: true, version: sql`${textTemplates.version} + 1`, updatedAt: new Date() })
      .where(eq(textTemplates.id, id))
      .returning()
  )[0]!;

export const deleteTextTemplateById = (tx: Tx, id: number) =>
  tx.delete(textTemplates).where(eq(textTemplates.id, id));

/** A unique index refused the write (two people saving at the same moment). */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' ? constraint : undefined;
}
