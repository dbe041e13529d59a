import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  subject: string;
  /** The body, transfer encoding undone (quoted-printable or base64). */
  text: string;
  raw: string;
}

export interface SmtpPeer {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The first message (already received or still to come) that matches; rejects after the timeout. */
  waitForMessage(timeoutMs?: number, match?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it receives (no TLS, no auth). */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          ...parseMail(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const waitForMessage = (timeoutMs = 5000, match: (mail: ReceivedMail) => boolean = () => true) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching e-mail arrived within ${timeoutMs} ms (${messages.length} received)`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for the single-part text mails the app sends. */
function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject: decodeEncodedWords(headers.get('subject') ?? ''), text: text.replace(/\r\n/g, '\n') };
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 words such as `=?UTF-8?Q?Passwort_zur=C3=BCcksetzen?=`; adjacent words join without space. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
