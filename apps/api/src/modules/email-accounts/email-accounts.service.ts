import {
  IMAP_PASSWORD_AGAIN_MESSAGE,
  needsImapPasswordAgain,
  needsPasswordAgain,
  PASSWORD_AGAIN_MESSAGE,
  type ZEmailAccountInput,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { toEmailAccount } from './email-account-mapper.ts';
import {
  clearOtherDefaults,
  deleteEmailAccountRow,
  findEmailAccountById,
  insertEmailAccount,
  listEmailAccountRows,
  updateEmailAccountIfVersion,
  type EmailAccountRow,
  type EmailAccountValues,
} from './email-accounts.repository.ts';

type CreateInput = z.output<typeof ZEmailAccountInput>;
type UpdateInput = CreateInput & { version: number };

/** History and realtime name of this area. */
const ENTITY = 'email_accounts';

export const emailAccountNotFound = () => notFound('Das E-Mail-Konto wurde nicht gefunden.');

/** Plain fields; the password only when a new one was typed (empty = keep the stored one, unless needsPasswordAgain). */
function toValues(
  deps: AppDeps,
  input: CreateInput,
): Omit<EmailAccountValues, 'passwordSealed' | 'imapPasswordSealed'> & {
  passwordSealed?: string | null;
  imapPasswordSealed?: string | null;
} {
  const imapLogin = input.imap_host !== null && input.imap_username !== null;
  return {
    name: input.name,
    fromName: input.from_name,
    fromAddress: input.from_address,
    replyTo: input.reply_to,
    host: input.host,
    port: input.port,
    security: input.security,
    username: input.username,
    bcc: input.bcc,
    isDefault: input.is_default,
    // Without a user name there is no login, so a stored password would only linger.
    ...(input.username === null
      ? { passwordSealed: null }
      : input.password
        ? { passwordSealed: deps.box.seal(input.password) }
        : {}),
    purpose: input.purpose,
    imapHost: input.imap_host,
    imapPort: input.imap_host === null ? null : input.imap_port,
    imapSecurity: input.imap_host === null ? null : input.imap_security,
    imapUsername: input.imap_host === null ? null : input.imap_username,
    imapFolder: input.imap_folder,
    ...(!imapLogin
      ? { imapPasswordSealed: null }
      : input.imap_password
        ? { imapPasswordSealed: deps.box.seal(input.imap_password) }
        : {}),
  };
}

/** What history keeps: never the password, only that it changed. */
const historyView = (row: Partial<EmailAccountRow>) => {
  const {
    passwordSealed,
    imapPasswordSealed,
    imapUidValidity,
    imapLastUid,
    imapLastFetchAt,
    imapLastError,
    version,
    createdAt,
    updatedAt,
    lastTestedAt,
    lastTestResult,
    tenantId,
    id,
    ...rest
  } = row;
  void [version, createdAt, updatedAt, lastTestedAt, lastTestResult, tenantId, id];
  void [imapUidValidity, imapLastUid, imapLastFetchAt, imapLastError];
  return {
    ...rest,
    passwordSet: passwordSealed === undefined ? undefined : passwordSealed !== null,
    imapPasswordSet: imapPasswordSealed === undefined ? undefined : imapPasswordSealed !== null,
  };
};

export async function listEmailAccounts(tx: Tx) {
  return (await listEmailAccountRows(tx)).map(toEmailAccount);
}

export async function getEmailAccount(tx: Tx, id: number) {
  const row = await findEmailAccountById(tx, id);
  if (!row) throw emailAccountNotFound();
  return toEmailAccount(row);
}

export async function createEmailAccount(deps: AppDeps, tx: Tx, actor: Actor, input: CreateInput) {
  const values = toValues(deps, input);
  // The first account becomes the default: sending needs one without asking.
  const isFirst = (await listEmailAccountRows(tx)).length === 0;
  if (values.isDefault) await clearOtherDefaults(tx, 0);
  const row = await insertEmailAccount(tx, actor.tenantId, {
    ...values,
    passwordSealed: values.passwordSealed ?? null,
    imapPasswordSealed: values.imapPasswordSealed ?? null,
    isDefault: values.isDefault || isFirst,
  });
  await recordHistory(tx, actor, {
    entity: ENTITY,
    entityId: row.id,
    action: 'created',
    changes: diffFields({}, historyView(row)),
  });
  return toEmailAccount(row);
}

export async function updateEmailAccount(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  id: number,
  input: UpdateInput,
) {
  const before = await findEmailAccountById(tx, id);
  if (!before) throw emailAccountNotFound();
  if (needsPasswordAgain(toEmailAccount(before), input))
    throw badRequest('Bitte prüfen Sie Ihre Eingaben.', { password: PASSWORD_AGAIN_MESSAGE });
  if (needsImapPasswordAgain(toEmailAccount(before), input))
    throw badRequest('Bitte prüfen Sie Ihre Eingaben.', { imap_password: IMAP_PASSWORD_AGAIN_MESSAGE });
  const values = toValues(deps, input);
  if (values.isDefault) await clearOtherDefaults(tx, id);
  const updated = await updateEmailAccountIfVersion(tx, id, input.version, values);
  if (!updated) {
    throw conflict(
      'Das E-Mail-Konto wurde inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    );
  }
  const changes = diffFields(historyView(before), historyView(updated));
  if (values.passwordSealed) changes.password = { from: '[alt]', to: '[neu]' };
  if (values.imapPasswordSealed) changes.imap_password = { from: '[alt]', to: '[neu]' };
  await recordHistory(tx, actor, { entity: ENTITY, entityId: id, action: 'updated', changes });
  return toEmailAccount(updated);
}

export async function deleteEmailAccount(tx: Tx, actor: Actor, id: number) {
  const deleted = await deleteEmailAccountRow(tx, id);
  if (!deleted) throw emailAccountNotFound();
  await recordHistory(tx, actor, { entity: ENTITY, entityId: id, action: 'deleted' });
  return { ok: true as const };
}
