import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface CapturedMail {
  from: string | undefined;
  /** The envelope: to, cc and bcc alike. */
  recipients: string[];
  raw: string;
  headers: Map<string, string>;
  attachments: ReceivedAttachment[];
}

export interface AuthSmtpPeer {
  host: string;
  port: number;
  messages: CapturedMail[];
  /** How many connections the server has accepted so far. */
  readonly connections: number;
  /** Recipients the server refuses with 550 (like a mailbox that does not exist). */
  refuse: Set<string>;
  close(): Promise<void>;
}

export const PEER_USER = 'buchhaltung@kontor.test';
export const PEER_PASSWORD = 'Smtp-Geheim-4711';

/**
 * A real SMTP server with AUTH (PLAIN/LOGIN over a plain connection, as a local relay offers it)
 * that keeps every message and can refuse recipients.
 */
export async function startAuthSmtpPeer(): Promise<AuthSmtpPeer> {
  const messages: CapturedMail[] = [];
  const refuse = new Set<string>();
  let connections = 0;
  const server = new SMTPServer({
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.username === PEER_USER && auth.password === PEER_PASSWORD) {
        return callback(null, { user: auth.username });
      }
      return callback(
        Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }),
      );
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        return callback(
          Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), {
            responseCode: 550,
          }),
        );
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          recipients: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMime(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    messages,
    get connections() {
      return connections;
    },
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

const param = (header: string | undefined, name: string) =>
  header ? (new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header)?.[1] ?? null) : null;

/** Just enough MIME for a multipart/mixed message with base64 attachments (what nodemailer writes). */
function parseMime(raw: string): { headers: Map<string, string>; attachments: ReceivedAttachment[] } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const boundary = param(headers.get('content-type'), 'boundary');
  const attachments: ReceivedAttachment[] = [];
  if (!boundary) return { headers, attachments };
  for (const part of raw.slice(split + 4).split(`--${boundary}`)) {
    const end = part.indexOf('\r\n\r\n');
    if (end < 0) continue;
    const partHeaders = parseHeaders(part.slice(0, end).replace(/^\r\n/, ''));
    const disposition = partHeaders.get('content-disposition');
    if (!disposition?.startsWith('attachment')) continue;
    attachments.push({
      filename: param(disposition, 'filename') ?? '',
      contentType: (partHeaders.get('content-type') ?? '').split(';')[0]!.trim(),
      bytes: decodeBody(part.slice(end + 4), partHeaders.get('content-transfer-encoding')),
    });
  }
  return { headers, attachments };
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const text = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(text.replace(/\r\n$/, ''), 'latin1');
  }
  return Buffer.from(body.replace(/\r\n$/, ''), 'latin1');
}

/** A TCP server that is no SMTP server: it greets every connection with `banner` and waits. */
export async function startBannerServer(banner: string): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write(`${banner}\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The SMTP part of an e-mail account that sends through this peer. */
export const smtpSettingsOf = (peer: Pick<AuthSmtpPeer, 'host' | 'port'>) => ({
  host: peer.host,
  port: peer.port,
  security: 'none' as const,
  username: PEER_USER,
  password: PEER_PASSWORD,
});
