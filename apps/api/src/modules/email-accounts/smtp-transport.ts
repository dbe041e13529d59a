import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpSecurity } from '@kontor/contracts';
import { OutboundHostRefused, resolveOutboundHost } from '../../core/net/resolve-outbound-host.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string | null;
  password: string | null;
  /** MAIL_ALLOW_PRIVATE_HOSTS: a relay on this machine or in the local network may be used. */
  allowPrivateHosts: boolean;
}

type SmtpTransport = Transporter<SMTPTransport.SentMessageInfo, SMTPTransport.Options>;

/**
 * Resolves the host once, refuses internal addresses, connects to exactly the checked address
 * (TLS still checks the certificate against the configured name) and closes afterwards. One
 * transport per use: accounts change, and a pooled connection would outlive the password.
 */
export async function withSmtpTransport<T>(
  settings: SmtpSettings,
  work: (transport: SmtpTransport) => Promise<T>,
): Promise<T> {
  const target = await resolveOutboundHost(settings.host, { allowInternal: settings.allowPrivateHosts });
  const transport = nodemailer.createTransport({
    host: target.address,
    port: settings.port,
    ...(target.servername && { servername: target.servername, tls: { servername: target.servername } }),
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    auth: settings.username ? { user: settings.username, pass: settings.password ?? '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Never log the conversation: it carries the AUTH exchange.
    logger: false,
    debug: false,
  });
  try {
    return await work(transport);
  } finally {
    transport.close();
  }
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  message?: string;
}

/**
 * The few outcomes a user can act on, in German. What the server said is never repeated:
 * echoing banners and replies would let Kontor be used to probe other people's servers.
 */
export function smtpFailureReason(error: unknown, settings: Pick<SmtpSettings, 'host' | 'port'>): string {
  if (error instanceof OutboundHostRefused) {
    return error.problem === 'internal'
      ? `Der Server ${settings.host} liegt in einem internen Netz. Kontor verbindet sich nur mit Servern im Internet.`
      : `Der Servername ${settings.host} ist unbekannt.`;
  }
  const e = (error ?? {}) as SmtpError;
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH' || e.responseCode === 535 || e.responseCode === 534)
    return 'Der Server hat die Anmeldung abgelehnt. Bitte Benutzername und Passwort prüfen.';
  if (
    e.code === 'ETLS' ||
    /\btls\b|ssl|certificate|cert_|wrong version|self[- ]signed|altname/i.test(e.message ?? '')
  )
    return 'Die verschlüsselte Verbindung kam nicht zustande. Bitte Verschlüsselung und Port prüfen.';
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE' || (e.responseCode ?? 0) >= 400)
    return 'Der Server hat die E-Mail abgelehnt.';
  return `Der Server ${settings.host}:${settings.port} ist nicht erreichbar.`;
}

/**
 * What the server answered when it refused a message or recipient (a 4xx/5xx reply after the
 * login), as one short printable line — for the composer, where the user must learn why (an
 * unknown mailbox, a full one, spam suspicion). Connection and login failures quote nothing.
 */
export function smtpServerReply(error: unknown): string | null {
  if (error instanceof OutboundHostRefused) return null;
  const e = (error ?? {}) as SmtpError & { response?: string };
  if (!e.response || (e.responseCode ?? 0) < 400 || e.responseCode === 535 || e.responseCode === 534)
    return null;
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH') return null;
  const line = e.response
    .replace(/[^\x20-\x7e\u00a0-\u00ff]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!line) return null;
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
