import { isIP } from 'node:net';
import type { ImapFlow } from 'imapflow';
import type { SmtpSecurity } from '@kontor/contracts';
import { imapFailure } from './mail-in-error.ts';

/** Same three modes as SMTP: implicit TLS (993), STARTTLS (143, required, never skipped), none. */
export type ImapSecurity = SmtpSecurity;

export interface ImapAccount {
  host: string;
  port: number;
  security: ImapSecurity;
  user: string;
  password: string;
  /** The folder mail is fetched from, usually INBOX. */
  mailbox: string;
}

/**
 * Resolves the configured host to the address to connect to, and throws (with a German message)
 * when the address is not allowed — loopback, link-local and private ranges unless the
 * installation permits them. Connecting to the returned address, not the name, keeps a second
 * DNS answer from sneaking a forbidden address in.
 */
export type ResolveAllowedHost = (host: string) => Promise<string>;

export interface ImapTimeouts {
  /** TCP and TLS handshake, DNS included. */
  connectMs: number;
  /** From the TCP connection to the server's greeting. */
  greetingMs: number;
  /** Longest silence on an open connection before it counts as dead. */
  socketMs: number;
}

export const defaultImapTimeouts: ImapTimeouts = { connectMs: 15_000, greetingMs: 15_000, socketMs: 120_000 };

export interface ImapConnectOptions {
  resolveAllowedHost: ResolveAllowedHost;
  timeouts?: Partial<ImapTimeouts>;
  /** Largest literal (message source) the client accepts from the server, against a hostile server. */
  maxLiteralBytes?: number;
  /** While idling, IDLE is ended and started again this often (servers drop long IDLEs). */
  maxIdleMs?: number;
}

/** Opens an authenticated IMAP connection; every failure is a MailInError in German. */
export async function connectImap(account: ImapAccount, options: ImapConnectOptions): Promise<ImapFlow> {
  const address = await options.resolveAllowedHost(account.host);
  const timeouts = { ...defaultImapTimeouts, ...options.timeouts };
  // Loaded on first use: imapflow is ~100 modules a start need not read.
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: address,
    port: account.port,
    // The certificate is checked against the configured name, not the address connected to.
    servername: isIP(account.host) ? undefined : account.host,
    secure: account.security === 'tls',
    doSTARTTLS: account.security === 'starttls' ? true : account.security === 'none' ? false : undefined,
    auth: { user: account.user, pass: account.password },
    // imapflow logs protocol details (and, at trace level, data); the caller logs what matters.
    logger: false,
    // IDLE is started only where the code asks for it (watchMailbox), never behind a fetch.
    disableAutoIdle: true,
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    maxLiteralSize: options.maxLiteralBytes,
    maxIdleTime: options.maxIdleMs,
  });
  // imapflow reports a dropped connection as an 'error' event besides rejecting the pending
  // command; without a listener that event would crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    client.close();
    throw imapFailure(error, account);
  }
  return client;
}

/** Logs out politely, and drops the connection if the server does not answer. */
export async function disconnectImap(client: ImapFlow): Promise<void> {
  if (client.isClosed) return;
  await client.logout().catch(() => client.close());
}
