import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAccounts, supportMailImports, supportMailInvoices } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { signedInCaller, type Call } from '../../../test/document-test-helpers.ts';
import { startImapPeer, type ImapPeer, type ImapTestUser } from '../../../test/imap-peer.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { fetchAllSupportMail } from '../index.ts';
import { NO_INVOICE_ATTACHMENT } from '../invoice-mail-import.service.ts';

// Issue #17: mail to the Eingangsrechnungen inbox (a real Dovecot) becomes incoming invoices
// through the same checks as the upload. The e-invoice is a KoSIT test-suite file (fixtures/README.md).
const t = useTestAppWithTenant({}, 'Rechnungseingang Test GmbH');
const xrechnung = readFileSync(new URL('./fixtures/01.01a-INVOICE_ubl.xml', import.meta.url));
let imap: ImapPeer;
let inbox: ImapTestUser;
let call: Call;
let accountId: number;

beforeAll(async () => {
  imap = await startImapPeer();
  inbox = await imap.createUser('rechnungen');
  call = await signedInCaller(t.app, t.tenant.admin);
  const created = await call('POST', '/api/email-accounts', {
    name: 'Rechnungseingang',
    from_address: 'rechnungen@rechnungseingang-test.de',
    host: 'smtp.rechnungseingang-test.de',
    port: 587,
    security: 'starttls',
    is_default: false,
    purpose: 'incoming_invoices',
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
  await imap?.close();
});

function mailWith(
  subject: string,
  messageId: string,
  attachments: { name: string; type: string; content: Buffer }[],
) {
  const boundary = 'grenze17';
  return [
    'From: Buchhaltung Lieferant <rechnung@lieferant.de>',
    'To: rechnungen@rechnungseingang-test.de',
    `Subject: ${subject}`,
    `Message-ID: <${messageId}>`,
    'Date: Wed, 25 Nov 2026 09:00:00 +0100',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Sehr geehrte Damen und Herren, anbei unsere Rechnung.',
    ...attachments.flatMap((a) => [
      `--${boundary}`,
      `Content-Type: ${a.type}; name="${a.name}"`,
      `Content-Disposition: attachment; filename="${a.name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      a.content.toString('base64'),
    ]),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

const invoices = async () =>
  (await call('GET', '/api/incoming-invoices')).json().items as {
    id: number;
    number: string | null;
    totals: { gross: string | null };
    duplicate_of: number | null;
  }[];
const imports = () =>
  withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
    tx.select().from(supportMailImports).where(eq(supportMailImports.emailAccountId, accountId)),
  );

describe('Eingangsrechnungen inbox over IMAP', () => {
  it('turns an e-invoice attachment into an incoming invoice linked to the mail, once', async () => {
    await imap.deliver(
      inbox,
      mailWith('Rechnung 123456XX', 'rechnung-1@lieferant.de', [
        { name: 'rechnung.xml', type: 'application/xml', content: xrechnung },
      ]),
    );
    expect((await fetchAllSupportMail(t.deps)).delivered).toBe(1);
    const [invoice] = await invoices();
    expect(invoice).toMatchObject({ number: '123456XX', totals: { gross: '336.90' }, duplicate_of: null });

    const [record] = await imports();
    expect(record).toMatchObject({
      outcome: 'imported',
      reason: null,
      fromAddress: 'rechnung@lieferant.de',
      subject: 'Rechnung 123456XX',
    });
    const links = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.select().from(supportMailInvoices),
    );
    expect(links).toEqual([
      { tenantId: t.tenant.tenantId, mailImportId: record!.id, incomingInvoiceId: invoice!.id },
    ]);

    // A lost sync state (a restored backup) reads the mailbox again: the same UIDVALIDITY and UID
    // are known, nothing is imported twice.
    await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.update(emailAccounts).set({ imapLastUid: 0 }).where(eq(emailAccounts.id, accountId)),
    );
    await fetchAllSupportMail(t.deps);
    expect(await invoices()).toHaveLength(1);
    expect(await imports()).toHaveLength(1);
  }, 120_000);

  it('the same invoice in another mail gets the upload duplicate warning', async () => {
    await imap.deliver(
      inbox,
      mailWith('Rechnung 123456XX (Kopie)', 'rechnung-2@lieferant.de', [
        { name: 'rechnung-kopie.xml', type: 'application/octet-stream', content: xrechnung },
      ]),
    );
    await fetchAllSupportMail(t.deps);
    const all = await invoices();
    expect(all).toHaveLength(2);
    const first = all.find((i) => i.duplicate_of === null)!;
    const copy = all.find((i) => i.duplicate_of !== null)!;
    expect(copy.duplicate_of).toBe(first.id);
    const detail = (await call('GET', `/api/incoming-invoices/${copy.id}`)).json();
    expect(detail.duplicate_warning).toMatch(/Duplikat/);
  }, 120_000);

  it('a refused XML and a mail without attachment are recorded with a German reason, not lost', async () => {
    const doctype = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&e;</Invoice>',
    );
    await imap.deliver(
      inbox,
      mailWith('Rechnung mit DOCTYPE', 'doctype@lieferant.de', [
        { name: 'boese.xml', type: 'application/xml', content: doctype },
      ]),
    );
    await imap.deliver(inbox, mailWith('Nur eine Frage', 'frage@lieferant.de', []));
    const before = (await invoices()).length;
    await fetchAllSupportMail(t.deps);
    expect(await invoices()).toHaveLength(before);

    const records = await imports();
    const refused = records.find((r) => r.subject === 'Rechnung mit DOCTYPE')!;
    expect(refused.outcome).toBe('skipped');
    expect(refused.reason).toMatch(/^Nicht übernommene Anhänge: boese\.xml: /);
    expect(refused.reason).toMatch(/DOCTYPE|Entit/);
    expect(records.find((r) => r.subject === 'Nur eine Frage')).toMatchObject({
      outcome: 'skipped',
      reason: NO_INVOICE_ATTACHMENT,
      fromAddress: 'rechnung@lieferant.de',
    });
    // Shown on /settings/support: what every fetched mail became, with the reason.
    const listed = (await call('GET', '/api/support/mail-imports')).json().items;
    expect(listed).toContainEqual(
      expect.objectContaining({
        account_name: 'Rechnungseingang',
        subject: 'Nur eine Frage',
        outcome: 'skipped',
        reason: NO_INVOICE_ATTACHMENT,
        ticket: null,
        incoming_invoice_ids: [],
      }),
    );
    expect(
      listed.find((m: { subject: string }) => m.subject === 'Rechnung 123456XX').incoming_invoice_ids,
    ).toHaveLength(1);
  }, 120_000);
});
