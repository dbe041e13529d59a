import {
  emailAccountPurposes,
  smtpSecurityModes,
  type EmailAccountPurpose,
  type EmailAccount,
  type EmailAccountOption,
  type SmtpSecurity,
} from '@kontor/contracts';
import type { EmailAccountRow } from './email-accounts.repository.ts';

export const securityOf = (value: string): SmtpSecurity =>
  (smtpSecurityModes as readonly string[]).includes(value) ? (value as SmtpSecurity) : 'starttls';

const purposeOf = (value: string): EmailAccountPurpose =>
  (emailAccountPurposes as readonly string[]).includes(value) ? (value as EmailAccountPurpose) : 'general';

/** The account as the API shows it: the sealed password stays on the server, only whether there is one. */
export const toEmailAccount = (row: EmailAccountRow): EmailAccount => ({
  id: row.id,
  name: row.name,
  from_name: row.fromName,
  from_address: row.fromAddress,
  reply_to: row.replyTo,
  host: row.host,
  port: row.port,
  security: securityOf(row.security),
  username: row.username,
  has_password: row.passwordSealed !== null,
  bcc: row.bcc,
  is_default: row.isDefault,
  purpose: purposeOf(row.purpose),
  imap_host: row.imapHost,
  imap_port: row.imapPort,
  imap_security: row.imapSecurity === null ? null : securityOf(row.imapSecurity),
  imap_username: row.imapUsername,
  has_imap_password: row.imapPasswordSealed !== null,
  imap_folder: row.imapFolder,
  imap_last_fetch_at: row.imapLastFetchAt?.toISOString() ?? null,
  imap_last_error: row.imapLastError,
  last_tested_at: row.lastTestedAt?.toISOString() ?? null,
  last_test_result: row.lastTestResult,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toEmailAccountOption = (row: EmailAccountRow): EmailAccountOption => ({
  id: row.id,
  name: row.name,
  from_name: row.fromName,
  from_address: row.fromAddress,
  is_default: row.isDefault,
});
