/**
 * What went wrong, for the account's status line and the job log:
 * - connection, tls, timeout, authentication, mailbox, server: reaching or using the IMAP server;
 *   trying again later may help.
 * - too_large, malformed: this one message can never be imported as it is.
 */
export type MailInErrorKind =
  'connection' | 'tls' | 'timeout' | 'authentication' | 'mailbox' | 'server' | 'too_large' | 'malformed';

/**
 * An error of the mail-in code with a German message a user can act on. The message never
 * contains the server's own text (banner or response), which may carry internals or be
 * crafted by whoever runs the server; `cause` keeps the original for the log.
 */
export class MailInError extends Error {
  readonly kind: MailInErrorKind;

  constructor(kind: MailInErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
    this.name = 'MailInError';
  }

  /** True when the message itself is the problem, so retrying the same mail cannot succeed. */
  get isPermanent(): boolean {
    return this.kind === 'too_large' || this.kind === 'malformed';
  }
}

interface ImapErrorShape {
  code?: string;
  authenticationFailed?: boolean;
  tlsFailed?: boolean;
  mailboxMissing?: boolean;
  serverResponseCode?: string;
}

const CONNECTION_CODES: Record<string, string> = {
  ECONNREFUSED: 'die Verbindung wurde abgelehnt',
  ECONNRESET: 'die Verbindung wurde unterbrochen',
  EHOSTUNREACH: 'der Server ist nicht erreichbar',
  ENETUNREACH: 'das Netz des Servers ist nicht erreichbar',
  ENOTFOUND: 'der Servername ist unbekannt',
  EAI_AGAIN: 'der Servername konnte nicht aufgelöst werden',
  NoConnection: 'die Verbindung ist abgebrochen',
  EConnectionClosed: 'die Verbindung wurde vom Server beendet',
  ClosedAfterConnectText: 'die Verbindung wurde vom Server beendet',
  ClosedAfterConnectTLS: 'die Verbindung wurde vom Server beendet',
};

const TIMEOUT_CODES = new Set([
  'CONNECT_TIMEOUT',
  'GREETING_TIMEOUT',
  'UPGRADE_TIMEOUT',
  'ETIMEOUT',
  'ETIMEDOUT',
]);

/** Turns an imapflow or socket error into a MailInError; `mailbox` names the folder in use. */
export function imapFailure(
  error: unknown,
  where: { host: string; port: number; mailbox?: string },
): MailInError {
  if (error instanceof MailInError) return error;
  const e = (error ?? {}) as ImapErrorShape;
  const server = `${where.host}:${where.port}`;
  if (e.authenticationFailed || e.serverResponseCode === 'AUTHENTICATIONFAILED')
    return new MailInError(
      'authentication',
      `Die Anmeldung am IMAP-Server ${server} ist fehlgeschlagen. Bitte Benutzername und Passwort prüfen.`,
      { cause: error },
    );
  if (e.tlsFailed || /^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_)/.test(e.code ?? ''))
    return new MailInError(
      'tls',
      `Die verschlüsselte Verbindung zu ${server} kam nicht zustande. Bitte Verschlüsselung, Port und Zertifikat des Servers prüfen.`,
      { cause: error },
    );
  if (e.code && TIMEOUT_CODES.has(e.code))
    return new MailInError('timeout', `Der IMAP-Server ${server} antwortet nicht (Zeitüberschreitung).`, {
      cause: error,
    });
  const connection = e.code ? CONNECTION_CODES[e.code] : undefined;
  if (connection)
    return new MailInError('connection', `Keine Verbindung zum IMAP-Server ${server}: ${connection}.`, {
      cause: error,
    });
  // NONEXISTENT answers SELECT, TRYCREATE answers APPEND (RFC 3501 7.1, RFC 5530).
  if (
    where.mailbox &&
    (e.mailboxMissing || ['NONEXISTENT', 'TRYCREATE'].includes(e.serverResponseCode ?? ''))
  )
    return new MailInError('mailbox', `Den Ordner „${where.mailbox}“ gibt es auf dem IMAP-Server nicht.`, {
      cause: error,
    });
  return new MailInError('server', `Der IMAP-Server ${server} hat die Anfrage abgelehnt oder ist gestört.`, {
    cause: error,
  });
}
