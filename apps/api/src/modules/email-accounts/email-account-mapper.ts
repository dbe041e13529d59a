import {
  smtpSecurityModes,
  type EmailAccount,
  type EmailAccountOption,
  type SmtpSecurity,
} from '@kontor/contracts';
import type { EmailAccountRow } from './email-accounts.repository.ts';

export const securityOf = (value: string): SmtpSecurity =>
  (smtpSecurityModes as readonly string[]).includes(value) ? (value as SmtpSecurity) : 'starttls';

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
