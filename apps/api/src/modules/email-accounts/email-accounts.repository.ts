import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { emailAccounts } from '../../db/schema/index.ts';

export type EmailAccountRow = typeof emailAccounts.$inferSelect;
export type EmailAccountValues = Omit<
  typeof emailAccounts.$inferInsert,
  | 'tenantId'
  | 'id'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
  | 'lastTestedAt'
  | 'lastTestResult'
  | 'imapUidValidity'
  | 'imapLastUid'
  | 'imapLastFetchAt'
  | 'imapLastError'
>;

export const listEmailAccountRows = (tx: Tx) =>
  tx
    .select()
    .from(emailAccounts)
    .orderBy(sql`${emailAccounts.isDefault} desc`, sql`lower(${emailAccounts.name})`, asc(emailAccounts.id));

export const findEmailAccountById = async (tx: Tx, id: number) =>
  (await tx.select().from(emailAccounts).where(eq(emailAccounts.id, id)))[0];

export const findDefaultEmailAccount = async (tx: Tx) =>
  (await tx.select().from(emailAccounts).where(eq(emailAccounts.isDefault, true)))[0];

export const insertEmailAccount = async (tx: Tx, tenantId: number, values: EmailAccountValues) =>
  (
    await tx
      .insert(emailAccounts)
      .values({ ...values, tenantId })
      .returning()
  )[0]!;

/** Updates only if the caller saw the current version; undefined when someone was faster. */
export const updateEmailAccountIfVersion = async (
  tx: Tx,
  id: number,
  version: number,
  values: Partial<EmailAccountValues>,
) =>
  (
    await tx
      .update(emailAccounts)
      .set({ ...values, version: sql`${emailAccounts.version} + 1`, updatedAt: new Date() })
      .where(and(eq(emailAccounts.id, id), eq(emailAccounts.version, version)))
      .returning()
  )[0];

/** Only one default per tenant (unique index): the others give it up first. */
export const clearOtherDefaults = (tx: Tx, keepId: number) =>
  tx
    .update(emailAccounts)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(emailAccounts.isDefault, true), ne(emailAccounts.id, keepId)));

export const recordEmailAccountTest = async (tx: Tx, id: number, testedAt: Date, result: string) =>
  (
    await tx
      .update(emailAccounts)
      .set({ lastTestedAt: testedAt, lastTestResult: result })
      .where(eq(emailAccounts.id, id))
      .returning()
  )[0];

export const deleteEmailAccountRow = async (tx: Tx, id: number) =>
  (await tx.delete(emailAccounts).where(eq(emailAccounts.id, id)).returning({ id: emailAccounts.id }))[0];

/** Support and incoming-invoice inboxes: accounts that read mail over IMAP. */
export const listReceivingAccountRows = (tx: Tx, purpose: string) =>
  tx
    .select()
    .from(emailAccounts)
    .where(and(eq(emailAccounts.purpose, purpose), isNotNull(emailAccounts.imapHost)))
    .orderBy(asc(emailAccounts.id));

/** How far the inbox is imported; written in the transaction that stores the imported mail. */
export const storeImapSyncState = (tx: Tx, id: number, state: { uidValidity: number; lastUid: number }) =>
  tx
    .update(emailAccounts)
    .set({ imapUidValidity: state.uidValidity, imapLastUid: state.lastUid })
    .where(eq(emailAccounts.id, id));

/** The outcome of a fetch run: null error = fine. */
export const storeImapFetchResult = (tx: Tx, id: number, at: Date, error: string | null) =>
  tx.update(emailAccounts).set({ imapLastFetchAt: at, imapLastError: error }).where(eq(emailAccounts.id, id));
