import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/test-tenant.ts';
import { uploadOne } from '../../../test/files-test-helpers.ts';
import {
  createCustomer,
  createFinalized,
  draft,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { startImapPeer, type ImapPeer, type ImapTestUser } from '../../../test/imap-peer.ts';
import {
  smtpSettingsOf,
  startAuthSmtpPeer,
  type AuthSmtpPeer,
  type CapturedMail,
} from '../../../test/smtp-auth-peer.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

// Real servers on loopback: smtp-server receives, Dovecot holds the account's Sent folder.
const t = useTestAppWithTenant({}, 'Composer Test GmbH');
let smtp: AuthSmtpPeer;
let imap: ImapPeer;
let mailbox: ImapTestUser;
let call: Call;
let token: string;
let accountId: number;

beforeAll(async () => {
  [smtp, imap] = await Promise.all([startAuthSmtpPeer(), startImapPeer()]);
  mailbox = await imap.createUser('buero');
  await imap.createMailbox(mailbox, 'Gesendet');
  token = await signInAs(t.app, t.tenant.admin);
  call = await signedInCaller(t.app, t.tenant.admin);
  await setSellerData(t.deps, t.tenant.tenantId);
  const created = await call('POST', '/api/email-accounts', {
    name: 'Büro',
    from_name: 'Composer Test GmbH',
    from_address: 'buero@composer-test.de',
    ...smtpSettingsOf(smtp),
    is_default: true,
    imap_host: imap.host,
    imap_port: imap.port,
    imap_security: 'none',
    imap_username: mailbox.user,
    imap_password: mailbox.password,
  });
  expect(created.statusCode, created.body).toBe(201);
  accountId = created.json().id;
}, 120_000);
afterAll(async () => {
  await Promise.all([smtp?.close(), imap?.close()]);
});

const waitForMail = async (match: (mail: CapturedMail) => boolean) => {
  for (let i = 0; i < 100; i++) {
    const found = smtp.messages.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no matching mail (${smtp.messages.length} received)`);
};

const historyOf = async (customerId: number) =>
  (await call('GET', `/api/entities/customers/${customerId}/history`)).json().items as {
    action: string;
    note: string | null;
  }[];

describe('the e-mail composer', () => {
  it('sends with cc, bcc, an uploaded file and an invoice PDF; the copy lands in Gesendet; the customer history shows it', async () => {
    const customer = await createCustomer(call, { email: 'einkauf@kunde-a.de' });
    const invoice = await createFinalized(call, draft(customer.id));
    const file = await uploadOne(t.app, token, {
      name: 'lageplan.pdf',
      type: 'application/pdf',
      content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });

    const res = await call('POST', '/api/emails', {
      account_id: accountId,
      to: ['einkauf@kunde-a.de'],
      cc: ['chefin@kunde-a.de'],
      bcc: ['akte@composer-test.de'],
      subject: 'Unterlagen zum Auftrag',
      body: 'Guten Tag,\n\nanbei Rechnung und Lageplan.',
      file_ids: [file.id],
      document_ids: [invoice.id],
      customer_id: customer.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      status: 'sent',
      to: ['einkauf@kunde-a.de'],
      cc: ['chefin@kunde-a.de'],
      bcc: ['akte@composer-test.de'],
      customer_id: customer.id,
      document_id: invoice.id,
      sent_copy_mailbox: 'Gesendet',
      sent_copy_error: null,
    });

    const mail = await waitForMail((m) => m.headers.get('subject') === 'Unterlagen zum Auftrag');
    expect(mail.recipients.sort()).toEqual(
      ['akte@composer-test.de', 'chefin@kunde-a.de', 'einkauf@kunde-a.de'].sort(),
    );
    expect(mail.headers.get('from')).toBe('Composer Test GmbH <buero@composer-test.de>');
    expect(mail.headers.get('to')).toBe('einkauf@kunde-a.de');
    expect(mail.headers.get('cc')).toBe('chefin@kunde-a.de');
    // A blind copy is in the envelope, never in a header.
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.raw).not.toContain('akte@composer-test.de');
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `Rechnung_${invoice.number}.pdf`,
      'lageplan.pdf',
    ]);
    expect(mail.attachments[0]!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [copy] = await imap.readMailbox(mailbox, 'Gesendet');
    expect(copy!.flags).toContain('\\Seen');
    expect(copy!.source).toContain('Subject: Unterlagen zum Auftrag');
    expect(copy!.source).toContain(sent.message_id);

    expect((await historyOf(customer.id))[0]).toMatchObject({
      action: 'emailed',
      note: 'E-Mail an einkauf@kunde-a.de, chefin@kunde-a.de, Betreff „Unterlagen zum Auftrag“.',
    });
    const doc = (await call('GET', `/api/documents/${invoice.id}`)).json();
    expect(doc.status).toBe('sent');
    const emails = (await call('GET', `/api/documents/${invoice.id}/emails`)).json().items;
    expect(emails.map((e: { id: number }) => e.id)).toEqual([sent.id]);
  });

  it('a refusal shows the server’s reason; nothing is marked sent, nothing copied to Gesendet', async () => {
    const customer = await createCustomer(call, { email: 'weg@kunde-b.de' });
    const invoice = await createFinalized(call, draft(customer.id));
    smtp.refuse.add('weg@kunde-b.de');
    const before = (await imap.readMailbox(mailbox, 'Gesendet')).length;

    const res = await call('POST', '/api/emails', {
      to: ['weg@kunde-b.de'],
      subject: 'Ihre Rechnung',
      body: 'Guten Tag.',
      document_ids: [invoice.id],
      customer_id: customer.id,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('mail_delivery_failed');
    expect(res.json().error.message).toBe(
      'Die E-Mail wurde nicht versendet. Der Server hat die E-Mail abgelehnt. Antwort des Servers: ' +
        '„550 5.1.1 <weg@kunde-b.de>: Recipient address rejected: User unknown“',
    );

    expect((await call('GET', `/api/documents/${invoice.id}`)).json().status).toBe('finalized');
    const emails = (await call('GET', `/api/documents/${invoice.id}/emails`)).json().items;
    expect(emails).toEqual([
      expect.objectContaining({ status: 'failed', message_id: null, sent_copy_mailbox: null }),
    ]);
    expect(await imap.readMailbox(mailbox, 'Gesendet')).toHaveLength(before);
    expect((await historyOf(customer.id)).map((h) => h.action)).toEqual(
      expect.arrayContaining(['emailFailed']),
    );
    expect((await historyOf(customer.id)).map((h) => h.action)).not.toContain('emailed');
  });

  it('a draft from a customer fills the address and renders a template for them', async () => {
    const customer = await createCustomer(call, {
      kind: 'person',
      salutation: 'Frau',
      first_name: 'Erika',
      last_name: 'Muster',
      email: 'erika@muster.de',
    });
    const template = await call('POST', '/api/text-templates', {
      name: 'Rückfrage',
      usage: 'emailDocument',
      subject: 'Rückfrage {{kunde.nummer}}',
      body: '{{kunde.anrede}}\n\nkurze Rückfrage.\n\n{{firma.name}}',
    });
    expect(template.statusCode, template.body).toBe(201);
    const res = await call('GET', `/api/emails/draft?customer=${customer.id}&template=${template.json().id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      to: [{ address: 'erika@muster.de' }],
      subject: `Rückfrage ${customer.number}`,
      body: 'Sehr geehrte Frau Muster,\n\nkurze Rückfrage.\n\nMuster Software GmbH',
      customer: { id: customer.id },
    });

    const found = (await call('GET', '/api/emails/recipients?q=muster')).json().items;
    expect(found).toContainEqual(
      expect.objectContaining({ address: 'erika@muster.de', kind: 'customers', customer_id: customer.id }),
    );
  });

  it('from a ticket: the subject carries its number and the sent mail joins its thread', async () => {
    const created = await call('POST', '/api/support/tickets', {
      subject: 'Heizung defekt',
      body: 'Kunde ruft an.',
      requester_address: 'mieter@beispiel.de',
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json();
    const proposed = (await call('GET', `/api/emails/draft?ticket=${ticket.id}`)).json();
    expect(proposed).toMatchObject({
      to: [{ address: 'mieter@beispiel.de' }],
      subject: `[#${ticket.number}] Heizung defekt`,
    });

    const res = await call('POST', '/api/emails', {
      to: ['mieter@beispiel.de'],
      subject: proposed.subject,
      body: 'Der Techniker kommt morgen um 9 Uhr.',
      ticket_id: ticket.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const thread = (await call('GET', `/api/support/tickets/${ticket.id}`)).json().messages;
    expect(thread.at(-1)).toMatchObject({
      kind: 'outgoing',
      body_text: 'Der Techniker kommt morgen um 9 Uhr.',
      subject: `[#${ticket.number}] Heizung defekt`,
    });
  });

  it('refuses attachments that are not there and drafts without a PDF, sending nothing', async () => {
    const customer = await createCustomer(call);
    const drafted = await call('POST', '/api/documents', draft(customer.id));
    const before = smtp.messages.length;
    const res = await call('POST', '/api/emails', {
      to: ['x@beispiel.de'],
      subject: 'Entwurf',
      body: 'Text',
      document_ids: [drafted.json().id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.document_ids).toMatch(/Nur festgeschriebene Dokumente/);
    const missing = await call('POST', '/api/emails', {
      to: ['x@beispiel.de'],
      subject: 'Datei',
      body: 'Text',
      file_ids: [999_999],
    });
    expect(missing.json().error.fields).toEqual({
      file_ids: 'Eine der angehängten Dateien wurde nicht gefunden.',
    });
    expect(smtp.messages.length).toBe(before);
  });
});
