import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';
import type { ImapAccount } from '../core/mail-in/index.ts';

const DOVECOT = '/usr/sbin/dovecot';
const DOVEADM = '/usr/bin/doveadm';

export interface ImapTestUser {
  user: string;
  password: string;
}

export interface StoredMessage {
  uid: number;
  flags: string[];
  source: string;
}

export interface ImapPeer {
  host: string;
  /** Plain IMAP; with `tls` the server also offers STARTTLS here. */
  port: number;
  /** Implicit TLS (like 993), only with `tls`: a self-signed certificate no client trusts. */
  tlsPort: number | undefined;
  /** A fresh mail user with its own maildir; names are unique per peer. */
  createUser(prefix?: string): Promise<ImapTestUser>;
  /** Account settings for the mail-in code: plain IMAP on loopback, `mailbox` defaults to INBOX. */
  accountFor(user: ImapTestUser, mailbox?: string): ImapAccount;
  /** Puts a message into a mailbox the way a delivery does (IMAP APPEND); returns its UID. */
  deliver(
    user: ImapTestUser,
    raw: string | Buffer,
    options?: { mailbox?: string; date?: Date; flags?: string[] },
  ): Promise<number>;
  createMailbox(user: ImapTestUser, mailbox: string): Promise<void>;
  deleteMailbox(user: ImapTestUser, mailbox: string): Promise<void>;
  uidValidityOf(user: ImapTestUser, mailbox?: string): Promise<number>;
  /** Every message of a mailbox in UID order, with its flags and source. */
  readMailbox(user: ImapTestUser, mailbox?: string): Promise<StoredMessage[]>;
  /** Drops every IMAP session of the user, like a server restart or a network cut. */
  kick(user: ImapTestUser): Promise<void>;
  close(): Promise<void>;
}

interface SystemUsers {
  mailUid: number;
  mailGid: number;
  loginUser: string;
  internalUser: string;
  /** Group of Dovecot's internal sockets; must be one the server may hand them to. */
  internalGroup: string;
}

/**
 * A real Dovecot IMAP server on a free loopback port, configured from scratch in a temp dir
 * (passwd-file users, maildir, no TLS, plaintext login allowed on loopback), stopped by `close()`.
 * Each call starts its own instance, so parallel test workers never share ports, sockets or mail.
 */
export async function startImapPeer(options: { tls?: boolean } = {}): Promise<ImapPeer> {
  const dir = await mkdtemp(join(tmpdir(), 'kontor-imap-'));
  // Mail processes run as an unprivileged user that must reach the homes below this folder.
  await chmod(dir, 0o755);
  const users = await systemUsers();
  await Promise.all(['run', 'state', 'passwd', 'home'].map((sub) => mkdir(join(dir, sub), { mode: 0o755 })));
  if (options.tls) await createSelfSignedCertificate(dir);

  let started: { process: ChildProcess; port: number; tlsPort: number | undefined } | undefined;
  let lastError: unknown;
  // A port found free can be taken by a parallel worker before Dovecot binds it: then try another.
  for (let attempt = 0; attempt < 5 && !started; attempt++) {
    const port = await freePort();
    const tlsPort = options.tls ? await freePort() : undefined;
    await writeFile(join(dir, 'dovecot.conf'), dovecotConfig(dir, { port, tlsPort }, users));
    try {
      started = { process: await runDovecot(dir, port), port, tlsPort };
    } catch (error) {
      lastError = error;
    }
  }
  if (!started) {
    await rm(dir, { recursive: true, force: true });
    throw lastError;
  }
  const { process: dovecot, port, tlsPort } = started;
  // A test worker that exits without closing the peer must not leave Dovecot running.
  const killOnExit = () => dovecot.kill('SIGKILL');
  process.once('exit', killOnExit);
  const host = '127.0.0.1';
  let userCount = 0;

  const accountFor = (user: ImapTestUser, mailbox = 'INBOX'): ImapAccount => ({
    host,
    port,
    security: 'none',
    user: user.user,
    password: user.password,
    mailbox,
  });

  const withClient = async <T>(user: ImapTestUser, work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host,
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: user.user, pass: user.password },
      logger: false,
      disableAutoIdle: true,
    });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  return {
    host,
    port,
    tlsPort,
    accountFor,
    async createUser(prefix = 'user') {
      const user = `${prefix}${++userCount}`;
      const password = randomBytes(9).toString('base64url');
      const home = join(dir, 'home', user);
      await mkdir(home, { mode: 0o700 });
      if (process.getuid?.() === 0) await chown(home, users.mailUid, users.mailGid);
      // One passwd-file per user: Dovecot re-reads a shared file only when its mtime changes,
      // which two users created in the same second would not do.
      const line = `${user}:{PLAIN}${password}:${users.mailUid}:${users.mailGid}::${home}\n`;
      await writeFile(join(dir, 'passwd', user), line, { mode: 0o644 });
      return { user, password };
    },
    deliver: (user, raw, options = {}) =>
      withClient(user, async (client) => {
        const appended = await client.append(
          options.mailbox ?? 'INBOX',
          raw,
          options.flags ?? [],
          options.date,
        );
        if (!appended || appended.uid === undefined) throw new Error('APPEND did not report a UID');
        return appended.uid;
      }),
    createMailbox: (user, mailbox) =>
      withClient(user, async (client) => {
        await client.mailboxCreate(mailbox);
      }),
    deleteMailbox: (user, mailbox) =>
      withClient(user, async (client) => {
        await client.mailboxDelete(mailbox);
      }),
    uidValidityOf: (user, mailbox = 'INBOX') =>
      withClient(user, async (client) => {
        const status = await client.status(mailbox, { uidValidity: true });
        if (!status || status.uidValidity === undefined) throw new Error(`no UIDVALIDITY for ${mailbox}`);
        return Number(status.uidValidity);
      }),
    readMailbox: (user, mailbox = 'INBOX') =>
      withClient(user, async (client) => {
        const lock = await client.getMailboxLock(mailbox, { readOnly: true });
        try {
          if (!client.mailbox || client.mailbox.exists === 0) return [];
          const messages = await client.fetchAll('1:*', { uid: true, flags: true, source: true });
          return messages
            .map((m) => ({
              uid: m.uid,
              flags: [...(m.flags ?? [])],
              source: m.source?.toString('utf8') ?? '',
            }))
            .sort((a, b) => a.uid - b.uid);
        } finally {
          lock.release();
        }
      }),
    async kick(user) {
      // Exit code 68 means "no sessions to kick", which is fine.
      await promisify(execFile)(DOVEADM, ['-c', join(dir, 'dovecot.conf'), 'kick', user.user]).catch(
        (error: { code?: number }) => {
          if (error.code !== 68) throw error;
        },
      );
    },
    async close() {
      process.off('exit', killOnExit);
      await stopProcess(dovecot);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Who the processes run as. Dovecot refuses to serve mail as root and wants unprivileged users
 * for its login and internal processes; run as a normal user it stays that user throughout.
 */
async function systemUsers(): Promise<SystemUsers> {
  if (process.getuid?.() !== 0) {
    const id = async (flag: string) => (await promisify(execFile)('id', [flag])).stdout.trim();
    const [me, myGroup] = await Promise.all([id('-un'), id('-gn')]);
    return {
      mailUid: process.getuid!(),
      mailGid: process.getgid!(),
      loginUser: me,
      internalUser: me,
      internalGroup: myGroup,
    };
  }
  const passwd = await readFile('/etc/passwd', 'utf8');
  const entry = (name: string) => {
    const fields = passwd
      .split('\n')
      .find((line) => line.startsWith(`${name}:`))
      ?.split(':');
    return fields ? { name, uid: Number(fields[2]), gid: Number(fields[3]) } : undefined;
  };
  const nobody = entry('nobody');
  if (!nobody) throw new Error('the IMAP test peer needs the system user "nobody"');
  const dovecot = entry('dovecot');
  const groups = await readFile('/etc/group', 'utf8');
  const groupName = (gid: number) =>
    groups
      .split('\n')
      .find((line) => line.split(':')[2] === String(gid))
      ?.split(':')[0];
  return {
    mailUid: nobody.uid,
    mailGid: nobody.gid,
    // The Debian package creates dovenull and dovecot; without them "nobody" serves both roles.
    loginUser: entry('dovenull')?.name ?? nobody.name,
    internalUser: dovecot?.name ?? nobody.name,
    internalGroup: groupName(dovecot?.gid ?? nobody.gid) ?? String(dovecot?.gid ?? nobody.gid),
  };
}

function dovecotConfig(
  dir: string,
  ports: { port: number; tlsPort: number | undefined },
  users: SystemUsers,
): string {
  const { port, tlsPort } = ports;
  return `# Written by apps/api/src/test/imap-peer.ts for one test run.
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = kontor-imap-${port}
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
${tlsPort ? `ssl = yes\nssl_cert = <${dir}/cert.pem\nssl_key = <${dir}/key.pem` : 'ssl = no'}
disable_plaintext_auth = no
auth_mechanisms = plain login
# Tests of wrong passwords need no 2 s delay.
auth_failure_delay = 0
default_internal_user = ${users.internalUser}
default_internal_group = ${users.internalGroup}
default_login_user = ${users.loginUser}
first_valid_uid = 1
mail_location = maildir:~/Maildir
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd/%u
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/passwd/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${tlsPort ?? 0}
  }
}
service anvil {
  chroot =
  # No growing delay after failed logins (brute-force protection is not under test here).
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
namespace inbox {
  inbox = yes
  separator = /
  # Flagged but never created by itself: a test creates it to see the flag win over the name.
  mailbox "Gesendete Objekte" {
    special_use = \\Sent
  }
}
`;
}

async function createSelfSignedCertificate(dir: string): Promise<void> {
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ]); // prettier-ignore
  // Dovecot reads the key as root before dropping privileges; the files stay private.
  await chmod(join(dir, 'key.pem'), 0o600);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts Dovecot in the foreground and resolves once its IMAP greeting arrives on the port. */
async function runDovecot(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', async (code) => {
      const log = await readFile(join(dir, 'dovecot.log'), 'utf8').catch(() => '');
      reject(new Error(`dovecot exited with ${code} before it listened on ${port}: ${stderr}${log}`));
    });
  });
  exited.catch(() => undefined);
  const deadline = Date.now() + 15_000;
  try {
    while (!(await Promise.race([hasGreeting(port), exited]))) {
      if (Date.now() > deadline) throw new Error(`dovecot did not greet on port ${port} within 15 s`);
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 20)), exited]);
    }
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return child;
}

function hasGreeting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let received = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes('\r\n')) done(received.startsWith('* OK'));
    });
    socket.on('end', () => done(false));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
