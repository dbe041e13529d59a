import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { listTenantIds, systemActor, type JobDefinition } from '../../core/jobs/index.ts';
import { fetchNewMail, MailInError } from '../../core/mail-in/index.ts';
import { withTenant } from '../../db/with-tenant.ts';
import {
  allowedImapHost,
  imapAccountOf,
  listReceivingAccountRows,
  storeImapFetchResult,
  type EmailAccountRow,
} from '../email-accounts/index.ts';
import { queueIncomingInvoiceOcr } from '../incoming-invoices/index.ts';
import { importInvoiceMail } from './invoice-mail-import.service.ts';
import { importSupportMail } from './mail-import.service.ts';

export interface FetchSupportMailOptions {
  /** Tests: called before each mail is committed (a throw there is a crash before the commit). */
  beforeCommit?: (uid: number) => void;
}

/** The inbox purposes Kontor reads: support tickets and incoming invoices. */
export const RECEIVING_PURPOSES = ['support', 'incoming_invoices'] as const;

/** Advisory lock class of an inbox's commits (transaction locks, taken per imported mail). */
export const MAIL_LOCK_CLASS = 0x4b4d41; // "KMA"

/**
 * Fetches new mail of one receiving inbox (support or Eingangsrechnungen); each mail is
 * committed with the sync state. The poll and the IDLE watcher may fetch the same inbox at the
 * same moment: a transaction lock per inbox makes their commits take turns, so the second sees
 * the first one's import row and skips the mail.
 */
export async function fetchSupportAccount(
  deps: AppDeps,
  tenantId: number,
  account: EmailAccountRow,
  options: FetchSupportMailOptions = {},
) {
  const imap = imapAccountOf(deps, account);
  if (!imap) return { delivered: 0 };
  const actor = systemActor(tenantId);
  try {
    const result = await fetchNewMail({
      account: imap,
      state:
        account.imapUidValidity !== null && account.imapLastUid !== null
          ? { uidValidity: account.imapUidValidity, lastUid: account.imapLastUid }
          : null,
      resolveAllowedHost: allowedImapHost(deps),
      firstSync: 'all',
      onMail: async (mail, next) => {
        const ocr = await withTenant(deps.db, tenantId, async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_LOCK_CLASS}, ${account.id})`);
          let needsOcr: number[] = [];
          if (account.purpose === 'incoming_invoices')
            needsOcr = (await importInvoiceMail(deps, tx, actor, account, mail, next)).needsOcr;
          else await importSupportMail(deps, tx, actor, account, mail, next);
          options.beforeCommit?.(mail.uid);
          return needsOcr;
        });
        // Scans are read by the OCR job, which must find the committed invoice.
        for (const id of ocr) await queueIncomingInvoiceOcr(deps, tenantId, id);
      },
    });
    await withTenant(deps.db, tenantId, (tx) => storeImapFetchResult(tx, account.id, new Date(), null));
    return { delivered: result.delivered };
  } catch (error) {
    const reason = error instanceof MailInError ? error.message : 'Der Abruf ist fehlgeschlagen.';
    await withTenant(deps.db, tenantId, (tx) => storeImapFetchResult(tx, account.id, new Date(), reason));
    throw error;
  }
}

/** The receiving inboxes (support and Eingangsrechnungen) of a tenant. */
export const listReceivingAccounts = (deps: AppDeps, tenantId: number) =>
  withTenant(deps.db, tenantId, async (tx) =>
    (await Promise.all(RECEIVING_PURPOSES.map((p) => listReceivingAccountRows(tx, p)))).flat(),
  );

/** Every receiving inbox of every tenant; one failing account does not stop the others. */
export async function fetchAllSupportMail(deps: AppDeps, options: FetchSupportMailOptions = {}) {
  let delivered = 0;
  for (const tenantId of await listTenantIds(deps.database.ownerDb)) {
    for (const account of await listReceivingAccounts(deps, tenantId)) {
      try {
        delivered += (await fetchSupportAccount(deps, tenantId, account, options)).delivered;
      } catch (error) {
        deps.log.warn({ err: error, tenantId, accountId: account.id }, 'support mail fetch failed');
      }
    }
  }
  return { delivered };
}

/**
 * Every minute; exclusive, so two runs never fetch the same inbox at once. Inboxes whose server
 * offers IDLE are also watched (mail-watch.service.ts); this poll is their fallback.
 */
export const supportMailJob: JobDefinition = {
  name: 'support-mail',
  cron: '* * * * *',
  runAtStart: true,
  policy: 'exclusive',
  handle: async (deps) => {
    const { delivered } = await fetchAllSupportMail(deps);
    if (delivered > 0) deps.log.info({ delivered }, 'support mail imported');
  },
};
