import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TicketPriority, TicketStatus } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import {
  emailAccounts,
  entities,
  files,
  profiles,
  supportAttachments,
  supportMailImports,
  supportMailInvoices,
  supportMessages,
  supportSettings,
  supportTickets,
  supportTicketTimeEntries,
} from '../../db/schema/index.ts';

export type TicketRow = typeof supportTickets.$inferSelect;
export type TicketValues = Omit<
  typeof supportTickets.$inferInsert,
  'tenantId' | 'id' | 'version' | 'createdAt' | 'updatedAt'
>;
export type MessageRow = typeof supportMessages.$inferSelect;
export type MessageValues = Omit<typeof supportMessages.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

export interface TicketFilter {
  statuses?: TicketStatus[];
  priority?: TicketPriority;
  /** A profile id, or null for unassigned tickets. */
  assigneeId?: number | null;
  customerId?: number;
  q?: string;
}

const filterOf = (filter: TicketFilter): SQL | undefined => {
  const parts: (SQL | undefined)[] = [];
  if (filter.statuses?.length) parts.push(inArray(supportTickets.status, filter.statuses));
  if (filter.priority) parts.push(eq(supportTickets.priority, filter.priority));
  if (filter.assigneeId === null) parts.push(isNull(supportTickets.assigneeId));
  else if (filter.assigneeId !== undefined) parts.push(eq(supportTickets.assigneeId, filter.assigneeId));
  if (filter.customerId) parts.push(eq(supportTickets.customerId, filter.customerId));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(supportTickets.subject, like),
        ilike(supportTickets.number, like),
        ilike(supportTickets.requesterAddress, like),
        ilike(supportTickets.requesterName, like),
      ),
    );
  }
  return and(...parts);
};

export const listTicketRows = (tx: Tx, filter: TicketFilter, limit: number, offset: number) =>
  tx
    .select()
    .from(supportTickets)
    .where(filterOf(filter))
    .orderBy(desc(supportTickets.lastActivityAt), desc(supportTickets.id))
    .limit(limit)
    .offset(offset);

export const countTicketRows = async (tx: Tx, filter: TicketFilter) =>
  (
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(supportTickets)
      .where(filterOf(filter))
  )[0]!.n;

export const findTicketById = async (tx: Tx, id: number) =>
  (await tx.select().from(supportTickets).where(eq(supportTickets.id, id)))[0];

export const findTicketByNumber = async (tx: Tx, number: string) =>
  (await tx.select().from(supportTickets).where(eq(supportTickets.number, number)))[0];

export const insertTicket = async (tx: Tx, tenantId: number, values: TicketValues) =>
  (
    await tx
      .insert(supportTickets)
      .values({ ...values, tenantId })
      .returning()
  )[0]!;

/** Changes only if the caller saw the current version; undefined when someone was faster. */
export const updateTicketIfVersion = async (
  tx: Tx,
  id: number,
  version: number,
  values: Partial<TicketValues>,
) =>
  (
    await tx
      .update(supportTickets)
      .set({ ...values, version: sql`${supportTickets.version} + 1`, updatedAt: new Date() })
      .where(and(eq(supportTickets.id, id), eq(supportTickets.version, version)))
      .returning()
  )[0];

/** A new thread entry moves the ticket up and may change its status (no version check: appends). */
export const touchTicket = (tx: Tx, id: number, values: Partial<TicketValues>) =>
  tx
    .update(supportTickets)
    .set({
      ...values,
      lastActivityAt: new Date(),
      version: sql`${supportTickets.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(supportTickets.id, id));

export const insertMessage = async (tx: Tx, tenantId: number, values: MessageValues) =>
  (
    await tx
      .insert(supportMessages)
      .values({ ...values, tenantId })
      .returning()
  )[0]!;

export const listMessageRows = (tx: Tx, ticketId: number) =>
  tx
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));

/** The ticket whose thread holds one of these Message-IDs (In-Reply-To / References). */
export const findTicketIdByMessageIds = async (tx: Tx, messageIds: string[]) =>
  messageIds.length === 0
    ? undefined
    : (
        await tx
          .select({ ticketId: supportMessages.ticketId })
          .from(supportMessages)
          .where(inArray(supportMessages.messageId, messageIds))
          .orderBy(desc(supportMessages.id))
          .limit(1)
      )[0]?.ticketId;

export const attachFiles = async (tx: Tx, tenantId: number, messageId: number, fileIds: number[]) => {
  if (fileIds.length === 0) return;
  await tx.insert(supportAttachments).values(fileIds.map((fileId) => ({ tenantId, messageId, fileId })));
};

export const listAttachmentRows = (tx: Tx, messageIds: number[]) =>
  messageIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          messageId: supportAttachments.messageId,
          fileId: files.id,
          name: files.name,
          mimeType: files.mimeType,
          sizeBytes: files.sizeBytes,
          storageKey: files.storageKey,
        })
        .from(supportAttachments)
        .innerJoin(
          files,
          and(eq(files.tenantId, supportAttachments.tenantId), eq(files.id, supportAttachments.fileId)),
        )
        .where(inArray(supportAttachments.messageId, messageIds))
        .orderBy(asc(files.id));

export const findFileRows = (tx: Tx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          id: files.id,
          name: files.name,
          mimeType: files.mimeType,
          storageKey: files.storageKey,
        })
        .from(files)
        .where(inArray(files.id, ids));

export const entityNames = async (tx: Tx, ids: number[]) =>
  new Map(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: entities.id, name: entities.name, type: entities.type })
            .from(entities)
            .where(inArray(entities.id, ids))
        ).map((r) => [r.id, r]),
  );

export const profileNames = async (tx: Tx, ids: number[]) =>
  new Map(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
            .from(profiles)
            .where(inArray(profiles.id, ids))
        ).map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]),
  );

export const findProfileIdOfUser = async (tx: Tx, userId: number | null) =>
  userId === null
    ? undefined
    : (await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId)))[0]?.id;

/** Active customers and contacts whose e-mail field is this address (case-insensitive). */
export const findEntitiesByEmail = (tx: Tx, address: string) =>
  tx
    .select({ id: entities.id, type: entities.type, company: sql<unknown>`${entities.data}->'company'` })
    .from(entities)
    .where(
      and(
        inArray(entities.type, ['customers', 'contacts']),
        isNull(entities.archivedAt),
        sql`lower(${entities.data}->>'email') = ${address.toLowerCase()}`,
      ),
    )
    .orderBy(asc(entities.id))
    .limit(10);

export const findSupportSettings = async (tx: Tx) => (await tx.select().from(supportSettings))[0];

export const upsertSupportSettings = async (
  tx: Tx,
  tenantId: number,
  values: Pick<
    typeof supportSettings.$inferInsert,
    'slaLowHours' | 'slaNormalHours' | 'slaHighHours' | 'slaUrgentHours'
  >,
) =>
  (
    await tx
      .insert(supportSettings)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({
        target: supportSettings.tenantId,
        set: { ...values, version: sql`${supportSettings.version} + 1`, updatedAt: new Date() },
      })
      .returning()
  )[0]!;

/** Ids of the time entries booked on a ticket. */
export const listTicketTimeEntryIds = async (tx: Tx, ticketId: number) =>
  (
    await tx
      .select({ id: supportTicketTimeEntries.timeEntryId })
      .from(supportTicketTimeEntries)
      .where(eq(supportTicketTimeEntries.ticketId, ticketId))
  ).map((r) => r.id);

export const linkTicketTimeEntry = (tx: Tx, tenantId: number, ticketId: number, timeEntryId: number) =>
  tx.insert(supportTicketTimeEntries).values({ tenantId, ticketId, timeEntryId });

/** The newest mails the inboxes handed over, with their account and what they became. */
export async function listRecentMailImports(tx: Tx, limit: number) {
  const rows = await tx
    .select({
      id: supportMailImports.id,
      accountName: emailAccounts.name,
      accountPurpose: emailAccounts.purpose,
      fromAddress: supportMailImports.fromAddress,
      subject: supportMailImports.subject,
      outcome: supportMailImports.outcome,
      reason: supportMailImports.reason,
      ticketId: supportMailImports.ticketId,
      ticketNumber: supportTickets.number,
      createdAt: supportMailImports.createdAt,
    })
    .from(supportMailImports)
    .innerJoin(
      emailAccounts,
      and(
        eq(emailAccounts.tenantId, supportMailImports.tenantId),
        eq(emailAccounts.id, supportMailImports.emailAccountId),
      ),
    )
    .leftJoin(
      supportTickets,
      and(
        eq(supportTickets.tenantId, supportMailImports.tenantId),
        eq(supportTickets.id, supportMailImports.ticketId),
      ),
    )
    .orderBy(desc(supportMailImports.id))
    .limit(limit);
  const links =
    rows.length === 0
      ? []
      : await tx
          .select()
          .from(supportMailInvoices)
          .where(
            inArray(
              supportMailInvoices.mailImportId,
              rows.map((r) => r.id),
            ),
          );
  return rows.map((row) => ({
    ...row,
    invoiceIds: links.filter((l) => l.mailImportId === row.id).map((l) => l.incomingInvoiceId),
  }));
}
