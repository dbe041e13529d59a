import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentArchive, sentEmails } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createTestTenant } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  createCustomer,
  createDraft,
  createFinalized,
  draft,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import {
  smtpSettingsOf,
  startAuthSmtpPeer,
  type AuthSmtpPeer,
  type CapturedMail,
} from '../../../test/smtp-auth-peer.ts';

const t = useTestAppWithTenant(undefined, 'Muster Software GmbH');
let peer: AuthSmtpPeer;
let call: Call;
let accountId: number;

beforeAll(async () => {
  peer = await startAuthSmtpPeer();
  call = await signedInCaller(t.app, t.tenant.admin);
  await setSellerData(t.deps, t.tenant.tenantId);
  const account = await call('POST', '/api/email-accounts', {
    name: 'Buchhaltung',
    from_name: 'Muster Software GmbH',
    from_address: 'rechnung@muster-software.de',
    ...smtpSettingsOf(peer),
    bcc: 'archiv@muster-software.de',
  });
  expect(account.statusCode).toBe(201);
  accountId = account.json().id;
  const template = await call('POST', '/api/text-templates', {
    name: 'Rechnung per E-Mail',
    usage: 'emailDocument',
    subject: 'Ihre {{dokument.art}} {{dokument.nummer}}',
    body: '{{kunde.anrede}}\n\nanbei {{dokument.art}} {{dokument.nummer}} über {{dokument.betrag_brutto}}.\n\n{{benutzer.name}}\n{{firma.name}}',
    is_default: true,
  });
  expect(template.statusCode).toBe(201);
});
afterAll(() => peer?.close());

const invoiceFor = async (einvoiceFormat: string, data: Record<string, unknown> = {}) => {
  const customer = await createCustomer(call, { einvoice_format: einvoiceFormat, ...data });
  return createFinalized(call, draft(customer.id));
};

const sendBody = (overrides: Record<string, unknown> = {}) => ({
  to: ['einkauf@beispiel.de'],
  cc: [],
  subject: 'Rechnung',
  body: 'Guten Tag,\n\nanbei unsere Rechnung.',
  attach_xml: false,
  ...overrides,
});

const waitForMail = async (match: (mail: CapturedMail) => boolean) => {
  for (let i = 0; i < 50; i++) {
    const found = peer.messages.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no matching mail (${peer.messages.length} received)`);
};

const historyOf = async (id: number) =>
  (await call('GET', `/api/documents/${id}/history`)).json().items as {
    action: string;
    note: string | null;
  }[];

describe('sending a document (POST /api/documents/:id/send)', () => {
  it('proposes the invoice address and the default template filled with the document', async () => {
    const invoice = await invoiceFor('zugferd', { invoice_email: 'rechnungen@beispiel.de' });
    const res = await call('GET', `/api/documents/${invoice.id}/email-draft`);
    expect(res.statusCode).toBe(200);
    const proposal = res.json();
    expect(proposal.to).toEqual(['rechnungen@beispiel.de']);
    expect(proposal.subject).toBe(`Ihre Rechnung ${invoice.number}`);
    expect(proposal.body).toContain('Sehr geehrte Damen und Herren,');
    expect(proposal.body).toContain('über 119,00 €');
    expect(proposal.body).toContain('admin Test\nMuster Software GmbH');
    expect(proposal.accounts).toEqual([expect.objectContaining({ id: accountId, is_default: true })]);
    expect(proposal).toMatchObject({ xml_required: false, xml_available: true });
  });

  it('sends the ZUGFeRD PDF and, when asked, the XML; stores the message, notes it in the history, marks sent', async () => {
    const invoice = await invoiceFor('zugferd');
    const archive = (await call('GET', `/api/documents/${invoice.id}`)).json().archive as {
      kind: string;
      filename: string;
      sha256: string;
    }[];
    const res = await call(
      'POST',
      `/api/documents/${invoice.id}/send`,
      sendBody({ subject: `Rechnung ${invoice.number}`, attach_xml: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sent', to: ['einkauf@beispiel.de'], error: null });

    const mail = await waitForMail((m) => m.headers.get('subject') === `Rechnung ${invoice.number}`);
    expect(mail.from).toBe('rechnung@muster-software.de');
    // The account's BCC goes in the envelope, never in a header.
    expect(mail.recipients).toEqual(['einkauf@beispiel.de', 'archiv@muster-software.de']);
    expect(mail.raw).not.toMatch(/^bcc:/im);
    const zugferd = archive.find((a) => a.kind === 'zugferd')!;
    const cii = archive.find((a) => a.kind === 'xrechnungCii')!;
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [zugferd.filename, 'application/pdf'],
      [cii.filename, expect.stringMatching(/xml/)],
    ]);
    expect(mail.attachments[0]!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail.attachments[1]!.bytes.toString('utf8')).toContain(invoice.number);

    const doc = (await call('GET', `/api/documents/${invoice.id}`)).json();
    expect(doc.status).toBe('sent');
    expect(doc.sent_at).not.toBeNull();
    const emails = (await call('GET', `/api/documents/${invoice.id}/emails`)).json().items;
    expect(emails).toEqual([
      expect.objectContaining({
        status: 'sent',
        subject: `Rechnung ${invoice.number}`,
        message_id: mail.headers.get('message-id'),
        attachments: [
          expect.objectContaining({ filename: zugferd.filename }),
          expect.objectContaining({ filename: cii.filename }),
        ],
      }),
    ]);
    // What went out is kept byte for byte as proof (GoBD): the stored message is the received one.
    const [stored] = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.select().from(sentEmails).where(eq(sentEmails.documentId, invoice.id)),
    );
    const raw = (await buffer(await t.deps.blobStore.get(stored!.rawBlobKey!))).toString('latin1');
    // SMTP carries CRLF line ends; the stored message has the composer's own.
    const lines = (text: string) => text.replace(/\r\n/g, '\n').trimEnd();
    expect(lines(raw)).toBe(lines(mail.raw));
    const history = await historyOf(invoice.id);
    expect(history.find((h) => h.action === 'emailed')?.note).toBe(
      `Per E-Mail versendet an einkauf@beispiel.de, Betreff „Rechnung ${invoice.number}“.`,
    );
  });

  it('an XRechnung customer always gets the XML (it is the invoice) next to the PDF', async () => {
    const invoice = await invoiceFor('xrechnungUbl', { leitweg_id: '04011000-12345-67' });
    const res = await call(
      'POST',
      `/api/documents/${invoice.id}/send`,
      sendBody({ subject: `XR ${invoice.number}` }),
    );
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail((m) => m.headers.get('subject') === `XR ${invoice.number}`);
    expect(mail.attachments.map((a) => a.contentType)).toEqual([
      'application/pdf',
      expect.stringMatching(/xml/),
    ]);
    expect(mail.attachments[1]!.bytes.toString('utf8')).toContain('04011000-12345-67');
  });

  it('when the server refuses the recipient: 502 in German, a failed record, and NOT marked sent', async () => {
    const invoice = await invoiceFor('pdf');
    peer.refuse.add('gibt-es-nicht@beispiel.de');
    const res = await call(
      'POST',
      `/api/documents/${invoice.id}/send`,
      sendBody({ to: ['gibt-es-nicht@beispiel.de'] }),
    );
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('mail_delivery_failed');
    // The server's own words are not repeated (no probing of servers through Kontor).
    expect(res.json().error.message).toBe(
      'Die E-Mail wurde nicht versendet. Der Server hat die E-Mail abgelehnt.',
    );

    const doc = (await call('GET', `/api/documents/${invoice.id}`)).json();
    expect(doc.status).toBe('finalized');
    expect(doc.sent_at).toBeNull();
    const emails = (await call('GET', `/api/documents/${invoice.id}/emails`)).json().items;
    expect(emails).toEqual([
      expect.objectContaining({
        status: 'failed',
        message_id: null,
        error: 'Der Server hat die E-Mail abgelehnt.',
      }),
    ]);
    expect((await historyOf(invoice.id)).map((h) => h.action)).toContain('emailFailed');
    expect((await historyOf(invoice.id)).map((h) => h.action)).not.toContain('sent');
  });

  it('re-validates the archived e-invoice before sending and refuses with the findings', async () => {
    const invoice = await invoiceFor('xrechnungCii');
    // The stored file no longer passes (as if it had been damaged, or the rules tightened).
    const [entry] = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx
        .select()
        .from(documentArchive)
        .where(and(eq(documentArchive.documentId, invoice.id), eq(documentArchive.kind, 'xrechnungCii'))),
    );
    await t.deps.blobStore.put(
      entry!.blobKey,
      Buffer.from(
        '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
      ),
    );
    const before = peer.messages.length;
    const res = await call('POST', `/api/documents/${invoice.id}/send`, sendBody());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(
      /besteht die Prüfung nicht .* Die E-Mail wurde nicht versendet\./,
    );
    expect(Object.keys(res.json().error.fields).length).toBeGreaterThan(0);
    expect(peer.messages.length).toBe(before);
    expect((await call('GET', `/api/documents/${invoice.id}`)).json().status).toBe('finalized');
  });

  it('only finalized documents can be sent', async () => {
    const customer = await createCustomer(call);
    const created = await createDraft(call, draft(customer.id));
    const res = await call('POST', `/api/documents/${created.id}/send`, sendBody());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/Nur festgeschriebene Dokumente/);
  });

  it('another tenant can neither send the document nor use the account', async () => {
    const invoice = await invoiceFor('pdf');
    const other = await createTestTenant(t.deps, 'Fremdfirma GmbH');
    const otherCall = await signedInCaller(t.app, other.admin);
    expect((await otherCall('POST', `/api/documents/${invoice.id}/send`, sendBody())).statusCode).toBe(404);
    expect((await otherCall('GET', `/api/documents/${invoice.id}/email-draft`)).statusCode).toBe(404);
    await setSellerData(t.deps, other.tenantId);
    const customer = await createCustomer(otherCall);
    const theirs = await createFinalized(otherCall, draft(customer.id));
    const res = await otherCall(
      'POST',
      `/api/documents/${theirs.id}/send`,
      sendBody({ account_id: accountId }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ account_id: 'E-Mail-Konto nicht gefunden.' });
    // Without an account of its own, the other tenant is told to set one up.
    const none = await otherCall('POST', `/api/documents/${theirs.id}/send`, sendBody());
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toMatch(/kein E-Mail-Konto eingerichtet/);
  });
});
