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
import { importSupportMail } from './mail-import.service.ts';

export interface FetchSupportMailOptions {
  /** Tests: called before each mail is committed (a throw there is a crash before the commit). */
  beforeCommit?: (uid: number) => void;
}

/** Fetches new mail of one support inbox; each mail is committed with the sync state. */
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
      onMail: (mail, next) =>
        withTenant(deps.db, tenantId, async (tx) => {
          await importSupportMail(deps, tx, actor, account, mail, next);
          options.beforeCommit?.(mail.uid);
        }),
    });
    await withTenant(deps.db, tenantId, (tx) => storeImapFetchResult(tx, account.id, new Date(), null));
    return { delivered: result.delivered };
  } catch (error) {
    const reason = error instanceof MailInError ? error.message : 'Der Abruf ist fehlgeschlagen.';
    await withTenant(deps.db, tenantId, (tx) => storeImapFetchResult(tx, account.id, new Date(), reason));
    throw error;
  }
}

/** Every support inbox of every tenant; one failing account does not stop the others. */
export async function fetchAllSupportMail(deps: AppDeps, options: FetchSupportMailOptions = {}) {
  let delivered = 0;
  for (const tenantId of await listTenantIds(deps.database.ownerDb)) {
    const accounts = await withTenant(deps.db, tenantId, (tx) => listReceivingAccountRows(tx, 'support'));
    for (const account of accounts) {
      try {
        delivered += (await fetchSupportAccount(deps, tenantId, account, options)).delivered;
      } catch (error) {
        deps.log.warn({ err: error, tenantId, accountId: account.id }, 'support mail fetch failed');
      }
    }
  }
  return { delivered };
}

/** Every minute; exclusive, so two runs never fetch the same inbox at once. */
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
