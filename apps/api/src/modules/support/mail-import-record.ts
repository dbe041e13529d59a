import { and, eq, or } from 'drizzle-orm';
import type { FetchedMail, SyncState } from '../../core/mail-in/index.ts';
import type { Tx } from '../../db/database.ts';
import { supportMailImports } from '../../db/schema/index.ts';

/**
 * Whether this mail of the account was handed over before: the same dedupe key (a repeated
 * delivery after a crash or a new UIDVALIDITY), or the same UIDVALIDITY and UID.
 */
export const alreadyImported = async (tx: Tx, accountId: number, mail: FetchedMail, next: SyncState) =>
  (
    await tx
      .select({ id: supportMailImports.id })
      .from(supportMailImports)
      .where(
        and(
          eq(supportMailImports.emailAccountId, accountId),
          or(
            eq(supportMailImports.dedupeKey, mail.dedupeKey),
            and(eq(supportMailImports.uidValidity, next.uidValidity), eq(supportMailImports.uid, mail.uid)),
          ),
        ),
      )
      .limit(1)
  ).length > 0;

export interface MailImportRecord {
  tenantId: number;
  accountId: number;
  mail: FetchedMail;
  next: SyncState;
  outcome: 'imported' | 'skipped' | 'failed';
  reason?: string | null;
  fromAddress?: string | null;
  subject?: string | null;
  ticketId?: number;
  messageId?: number;
}

/** Every mail an inbox handed over gets one row, whatever became of it (the unique keys make it once). */
export async function recordMailImport(tx: Tx, input: MailImportRecord) {
  const [row] = await tx
    .insert(supportMailImports)
    .values({
      tenantId: input.tenantId,
      emailAccountId: input.accountId,
      dedupeKey: input.mail.dedupeKey,
      uidValidity: input.next.uidValidity,
      uid: input.mail.uid,
      outcome: input.outcome,
      reason: input.reason ?? null,
      fromAddress: input.fromAddress ?? null,
      subject: input.subject?.slice(0, 500) ?? null,
      ticketId: input.ticketId ?? null,
      supportMessageId: input.messageId ?? null,
    })
    .returning({ id: supportMailImports.id });
  return row!;
}
