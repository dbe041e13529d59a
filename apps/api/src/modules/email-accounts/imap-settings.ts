import type { AppDeps } from '../../app-deps.ts';
import { MailInError, type ImapAccount, type ResolveAllowedHost } from '../../core/mail-in/index.ts';
import { OutboundHostRefused, resolveOutboundHost } from '../../core/net/resolve-outbound-host.ts';
import { securityOf } from './email-account-mapper.ts';
import type { EmailAccountRow } from './email-accounts.repository.ts';

/** The IMAP login of a stored account with its opened password, or null when it only sends. */
export function imapAccountOf(deps: AppDeps, row: EmailAccountRow): ImapAccount | null {
  if (!row.imapHost || !row.imapUsername || row.imapPort === null) return null;
  return {
    host: row.imapHost,
    port: row.imapPort,
    security: securityOf(row.imapSecurity ?? 'tls'),
    user: row.imapUsername,
    password: row.imapPasswordSealed ? deps.box.open(row.imapPasswordSealed) : '',
    mailbox: row.imapFolder,
  };
}

/**
 * The hardening rule of SMTP for IMAP too: a tenant's server must not lie in an internal network
 * (loopback, private, link-local) unless MAIL_ALLOW_PRIVATE_HOSTS permits it. Answers the checked
 * address, so a second DNS answer cannot sneak another one in.
 */
export const allowedImapHost =
  (deps: AppDeps): ResolveAllowedHost =>
  async (host) => {
    try {
      return (await resolveOutboundHost(host, { allowInternal: deps.config.mailAllowPrivateHosts })).address;
    } catch (error) {
      if (!(error instanceof OutboundHostRefused)) throw error;
      throw new MailInError(
        'connection',
        error.problem === 'internal'
          ? `Der Server ${host} liegt in einem internen Netz. Kontor verbindet sich nur mit Servern im Internet.`
          : `Der Servername ${host} ist unbekannt.`,
        { cause: error },
      );
    }
  };
