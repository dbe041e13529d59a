import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAccounts } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { rawMail } from '../../../core/mail-in/tests/mail-in-fixtures.ts';
import { signedInCaller, type Call } from '../../../test/document-test-helpers.ts';
import { startImapPeer, type ImapPeer, type ImapTestUser } from '../../../test/imap-peer.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { fetchAllSupportMail } from '../index.ts';

// Real servers on loopback: Dovecot as the support inbox, smtp-server as the customer's side.
const t = useTestAppWithTenant({}, 'Postfach Test GmbH');
let imap: ImapPeer;
let smtp: SmtpPeer;
let inbox: ImapTestUser;
let call: Call;
let accountId: number;

beforeAll(async () => {
  [imap, smtp] = await Promise.all([startImapPeer(), startSmtpPeer()]);
  inbox = await imap.createUser('support');
  call = await signedInCaller(t.app, t.tenant.admin);
  const created = await call('POST', '/api/email-accounts', {
    name: 'Support',
    from_address: 'support@postfach-test.de',
    host: '127.0.0.1',
    port: Number(new URL(smtp.url).port),
    security: 'none',
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
  await Promise.all([imap?.close(), smtp?.close()]);
});

const tickets = async () =>
  (await call('GET', '/api/support/tickets')).json().items as { id: number; number: string }[];
const detail = async (id: number) => (await call('GET', `/api/support/tickets/${id}`)).json();

// A tiny real PDF (magic bytes checked by the upload rules).
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function mailWithPdf(subject: string, messageId: string) {
  const boundary = 'grenze42';
  return [
    'From: Kunde <kunde@beispiel.de>',
    'To: support@postfach-test.de',
    `Subject: ${subject}`,
    `Message-ID: <${messageId}>`,
    'Date: Tue, 24 Nov 2026 10:00:00 +0100',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Der Drucker druckt nicht. Fehlerprotokoll anbei.',
    `--${boundary}`,
    'Content-Type: application/pdf; name="protokoll.pdf"',
    'Content-Disposition: attachment; filename="protokoll.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    pdf.toString('base64'),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

describe('support inbox over IMAP and replies over SMTP', () => {
  it('a customer mail opens a ticket, the reply carries its number, the answer continues it', async () => {
    await imap.deliver(inbox, mailWithPdf('Drucker defekt', 'erste@beispiel.de'));
    expect((await fetchAllSupportMail(t.deps)).delivered).toBe(1);
    const [ticket] = await tickets();
    const opened = await detail(ticket!.id);
    expect(opened).toMatchObject({
      subject: 'Drucker defekt',
      channel: 'email',
      requester_address: 'kunde@beispiel.de',
    });
    expect(opened.messages).toEqual([
      expect.objectContaining({
        kind: 'incoming',
        body_text: expect.stringContaining('Der Drucker druckt nicht.'),
        attachments: [expect.objectContaining({ name: 'protokoll.pdf', mime_type: 'application/pdf' })],
      }),
    ]);

    const replied = await call('POST', `/api/support/tickets/${ticket!.id}/replies`, {
      body: 'Bitte neu starten.',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const sent = await smtp.waitForMessage(5000);
    expect(sent.to).toEqual(['kunde@beispiel.de']);
    expect(sent.subject).toBe(`AW: Drucker defekt [#${ticket!.number}]`);
    expect(sent.raw).toMatch(/^In-Reply-To: <erste@beispiel\.de>/m);
    expect(sent.raw).toMatch(/^References: <erste@beispiel\.de>/m);
    const replyId = /^Message-ID: <([^>]+)>/m.exec(sent.raw)![1]!;

    // The customer answers without the number in the subject: In-Reply-To finds the ticket.
    await imap.deliver(
      inbox,
      rawMail({
        subject: 'AW: Drucker defekt',
        messageId: 'zweite',
        headers: { 'In-Reply-To': `<${replyId}>`, References: `<erste@beispiel.de> <${replyId}>` },
        body: 'Hat geholfen, danke!',
      }),
    );
    expect((await fetchAllSupportMail(t.deps)).delivered).toBe(1);
    expect(await tickets()).toHaveLength(1);
    const continued = await detail(ticket!.id);
    expect(continued.status).toBe('open');
    expect(continued.messages.map((m: { kind: string }) => m.kind)).toEqual([
      'incoming',
      'outgoing',
      'incoming',
    ]);
    expect(continued.messages[2].body_text).toContain('Hat geholfen');
  }, 120_000);

  it('a crash before the commit, and a lost sync state, never import a mail twice or lose one', async () => {
    const before = (await tickets()).length;
    for (const n of [1, 2, 3])
      await imap.deliver(inbox, rawMail({ subject: `Anfrage ${n}`, messageId: `anfrage-${n}` }));
    // The process dies after mail 2 was downloaded and stored, before its commit.
    await fetchAllSupportMail(t.deps, {
      beforeCommit: (uid) => {
        if (uid === 4) throw new Error('killed');
      },
    });
    expect((await tickets()).length).toBe(before + 1);
    // Restart: the rest comes, nothing twice.
    expect((await fetchAllSupportMail(t.deps)).delivered).toBe(2);
    expect((await tickets()).length).toBe(before + 3);
    // Even with the sync state gone (a restored backup), the dedupe keys keep every mail single.
    await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.update(emailAccounts).set({ imapLastUid: 0 }).where(eq(emailAccounts.id, accountId)),
    );
    await fetchAllSupportMail(t.deps);
    const subjects = ((await tickets()) as unknown as { subject: string }[]).map((x) => x.subject).sort();
    expect(subjects.filter((s) => s.startsWith('Anfrage'))).toEqual(['Anfrage 1', 'Anfrage 2', 'Anfrage 3']);
  }, 120_000);
});
