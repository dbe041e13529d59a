import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { sentEmails } from '../../db/schema/index.ts';

export type SentEmailRow = typeof sentEmails.$inferSelect;
export type NewSentEmailRow = Omit<typeof sentEmails.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

/** Insert-only (trigger): what went out, or what was tried, stays as it was. */
export const insertSentEmail = async (tx: Tx, tenantId: number, row: NewSentEmailRow) =>
  (
    await tx
      .insert(sentEmails)
      .values({ ...row, tenantId })
      .returning()
  )[0]!;

export const listSentEmailsOfDocument = (tx: Tx, documentId: number) =>
  tx
    .select()
    .from(sentEmails)
    .where(and(eq(sentEmails.documentId, documentId)))
    .orderBy(desc(sentEmails.createdAt), desc(sentEmails.id));
