import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpSecurity } from '@kontor/contracts';

export interface SmtpSettings {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string | null;
  password: string | null;
}

/** One transport per use: accounts change, and a pooled connection would outlive the password. */
export function createSmtpTransport(settings: SmtpSettings) {
  const options: SMTPTransport.Options = {
    host: settings.host,
    port: settings.port,
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
  };
  return nodemailer.createTransport(options);
}

interface SmtpError {
  code?: string;
  response?: string;
  responseCode?: number;
  message?: string;
}

const CONNECTION_CODES: Record<string, string> = {
  ECONNREFUSED: 'die Verbindung wurde abgelehnt',
  ENOTFOUND: 'der Servername ist unbekannt',
  EAI_AGAIN: 'der Servername konnte nicht aufgelöst werden',
  ETIMEDOUT: 'Zeitüberschreitung',
  ECONNRESET: 'die Verbindung wurde unterbrochen',
  EHOSTUNREACH: 'der Server ist nicht erreichbar',
};

/**
 * The reason a user can act on, in German: what the server said when it said something
 * (wrong password, recipient refused), else why no conversation came about.
 */
export function smtpFailureReason(error: unknown, settings: Pick<SmtpSettings, 'host' | 'port'>): string {
  const e = (error ?? {}) as SmtpError;
  const response = e.response?.replace(/\s+/g, ' ').trim();
  if (response) return `Der Server antwortete: ${response}`;
  const message = e.message ?? String(error);
  const where = `${settings.host}:${settings.port}`;
  const known = Object.entries(CONNECTION_CODES).find(([code]) => message.includes(code));
  if (known) return `Keine Verbindung zu ${where}: ${known[1]} (${known[0]}).`;
  if (e.code === 'ETIMEDOUT' || /timeout/i.test(message))
    return `Keine Verbindung zu ${where}: Zeitüberschreitung.`;
  if (e.code === 'ETLS' || /tls|ssl|certificate|wrong version/i.test(message)) {
    return `Die verschlüsselte Verbindung zu ${where} kam nicht zustande (${message}). Bitte die Verschlüsselung und den Port prüfen.`;
  }
  return `Der Versand über ${where} ist fehlgeschlagen: ${message}`;
}
