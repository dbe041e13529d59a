import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawMail } from '../../../core/mail-in/tests/mail-in-fixtures.ts';
import { signedInCaller, type Call } from '../../../test/document-test-helpers.ts';
import { startImapPeer, type ImapPeer, type ImapTestUser } from '../../../test/imap-peer.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { startMailWatchers, type MailWatchers } from '../index.ts';

// Issue #17: Dovecot offers IDLE, so a new mail becomes a ticket within seconds, without the poll.
const t = useTestAppWithTenant({}, 'Sofort Support GmbH');
let imap: ImapPeer;
let inbox: ImapTestUser;
let call: Call;
let accountId: number;
const started: MailWatchers[] = [];
const watchers = () => {
  // Short pauses so a test never waits long; the rescan is triggered by hand.
  const w = startMailWatchers(t.deps, { rescanMs: 3_600_000, backoff: { initialMs: 200, maxMs: 1000 } });
  started.push(w);
  return w;
};

beforeAll(async () => {
  imap = await startImapPeer();
  inbox = await imap.createUser('sofort');
  call = await signedInCaller(t.app, t.tenant.admin);
  const created = await call('POST', '/api/email-accounts', {
    name: 'Support',
    from_address: 'support@sofort-support.de',
    host: 'smtp.sofort-support.de',
    port: 587,
    security: 'starttls',
    is_default: true,
    purpose: 'support',
    imap_host: imap.host,
    imap_port: imap.port,
    imap_security: 'none',
    imap_username: inbox.user,
    imap_password: inbox.password,
  });
  expect(created.statusCode, created.body).toBe(201);
  accountId = created.json().id;
}, 120_000);
afterAll(async () => {
  await Promise.all(started.map((w) => w.stop()));
  await imap?.close();
});

const subjects = async () =>
  ((await call('GET', '/api/support/tickets')).json().items as { subject: string }[]).map((x) => x.subject);

describe('IDLE watcher of the support inbox', () => {
  it('a new mail is a ticket within seconds; one watcher per inbox; a dropped connection comes back', async () => {
    const first = watchers();
    await first.rescan();
    // (Other tests' tenants may share the database: only this inbox is looked at.)
    expect(first.watching()).toContain(accountId);
    // A second API process finds the inbox taken.
    const second = watchers();
    await second.rescan();
    expect(second.watching()).not.toContain(accountId);

    await imap.deliver(inbox, rawMail({ subject: 'Sofort da', to: 'support@sofort-support.de' }));
    await vi.waitFor(async () => expect(await subjects()).toContain('Sofort da'), {
      timeout: 5000,
      interval: 100,
    });

    // The server drops the session: the watcher reconnects and mail still arrives.
    await imap.kick(inbox);
    await imap.deliver(inbox, rawMail({ subject: 'Nach dem Abbruch', to: 'support@sofort-support.de' }));
    await vi.waitFor(async () => expect(await subjects()).toContain('Nach dem Abbruch'), {
      timeout: 8000,
      interval: 100,
    });

    // Shutdown frees the inbox: the other process takes over and gets the next mail.
    await first.stop();
    await second.rescan();
    expect(second.watching()).toContain(accountId);
    await imap.deliver(inbox, rawMail({ subject: 'Übernommen', to: 'support@sofort-support.de' }));
    await vi.waitFor(async () => expect(await subjects()).toContain('Übernommen'), {
      timeout: 5000,
      interval: 100,
    });
    expect((await subjects()).filter((s) => s === 'Sofort da')).toHaveLength(1);
  }, 60_000);
});
