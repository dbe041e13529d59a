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

/** Connects and logs in (nodemailer `verify`), without sending; the outcome is kept on the account. */
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
  const testedAt = new Date();
  await recordEmailAccountTest(tx, id, testedAt, ok ? 'ok' : message);
  return { ok, message, tested_at: testedAt.toISOString() };
}
