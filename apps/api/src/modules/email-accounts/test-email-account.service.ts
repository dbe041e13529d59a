import type { EmailAccountTestResult } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/database.ts';
import { securityOf } from './email-account-mapper.ts';
import {
  findEmailAccountById,
  recordEmailAccountTest,
  type EmailAccountRow,
} from './email-accounts.repository.ts';
import { emailAccountNotFound } from './email-accounts.service.ts';
import { allowedImapHost, imapAccountOf } from './imap-settings.ts';
import { connectImap, disconnectImap, MailInError } from '../../core/mail-in/index.ts';
import { smtpFailureReason, withSmtpTransport, type SmtpSettings } from './smtp-transport.ts';

const OK_MESSAGE = 'Verbindung und Anmeldung erfolgreich.';

/** Host, port, security and the opened password of a stored account, and where it may connect. */
export const smtpSettingsOf = (deps: AppDeps, row: EmailAccountRow): SmtpSettings => ({
  host: row.host,
  port: row.port,
  security: securityOf(row.security),
  username: row.username,
  password: row.passwordSealed ? deps.box.open(row.passwordSealed) : null,
  allowPrivateHosts: deps.config.mailAllowPrivateHosts,
});

/** Logs in to the IMAP server and opens the folder; null when fine, else the German reason. */
async function imapProblem(deps: AppDeps, row: EmailAccountRow): Promise<string | null> {
  const account = imapAccountOf(deps, row);
  if (!account) return null;
  try {
    const client = await connectImap(account, {
      resolveAllowedHost: allowedImapHost(deps),
      timeouts: { connectMs: 10_000, greetingMs: 10_000, socketMs: 20_000 },
    });
    try {
      await client.mailboxOpen(account.mailbox, { readOnly: true });
    } catch {
      return `Den Ordner „${account.mailbox}“ gibt es auf dem IMAP-Server nicht.`;
    } finally {
      await disconnectImap(client);
    }
    return null;
  } catch (error) {
    return error instanceof MailInError
      ? error.message
      : `Der IMAP-Server ${account.host}:${account.port} ist nicht erreichbar.`;
  }
}

/**
 * Connects and logs in (nodemailer `verify`), without sending, and logs in to IMAP when the
 * account receives; the outcome is kept on the account.
 */
export async function testEmailAccount(deps: AppDeps, tx: Tx, id: number): Promise<EmailAccountTestResult> {
  const row = await findEmailAccountById(tx, id);
  if (!row) throw emailAccountNotFound();
  const settings = smtpSettingsOf(deps, row);
  let message = OK_MESSAGE;
  let ok = true;
  try {
    await withSmtpTransport(settings, (transport) => transport.verify());
  } catch (error) {
    ok = false;
    message = smtpFailureReason(error, settings);
  }
  if (ok) {
    const problem = await imapProblem(deps, row);
    if (problem) {
      ok = false;
      message = `IMAP: ${problem}`;
    }
  }
  const testedAt = new Date();
  await recordEmailAccountTest(tx, id, testedAt, ok ? 'ok' : message);
  return { ok, message, tested_at: testedAt.toISOString() };
}
