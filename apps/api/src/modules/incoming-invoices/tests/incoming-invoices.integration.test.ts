import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { buchungsstapelColumns } from '@kontor/accounting';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, journalMovements } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import {
  createCustomer,
  createFinalized,
  draft,
  item,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { addUser, bearer, createTestTenant, signInAs, type TestTenant } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

// Tenant A (t.tenant) writes invoices with Kontor's documents module; tenant B receives them.
const t = useTestAppWithTenant();
let seller: Call;
let buyer: Call;
let buyerToken: string;
let tenantB: TestTenant;
let customerId: number;

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  seller = await signedInCaller(t.app, t.tenant.admin);
  customerId = (await createCustomer(seller, { einvoice_format: 'tenantDefault' })).id;
  tenantB = await createTestTenant(t.deps, 'Empfänger GmbH');
  await setSellerData(t.deps, tenantB.tenantId, { companyName: 'Empfänger GmbH', vatId: 'DE136695976' });
  buyerToken = await signInAs(t.app, tenantB.admin);
  buyer = await signedInCaller(t.app, tenantB.admin);
});

export function uploadAs(app: typeof t.app, token: string, content: Buffer, name: string, type: string) {
  const body = multipart([{ name, type, content }], {}, 'file');
  return app.inject({
    method: 'POST',
    url: '/api/incoming-invoices',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

/** A finalized invoice of tenant A in one e-invoice format, as its archived bytes. */
async function kontorInvoice(
  format: 'zugferd' | 'xrechnungUbl' | 'xrechnungCii',
  lines = [item()],
  customer = customerId,
) {
  await setSellerData(t.deps, t.tenant.tenantId, { einvoiceFormat: format });
  const doc = await createFinalized(seller, draft(customer, { lines }));
  const file = await seller('GET', `/api/documents/${doc.id}/files/${format}`);
  expect(file.statusCode, file.body).toBe(200);
  return { doc, bytes: file.rawPayload };
}

const vendorBody = (data: Record<string, unknown>) => ({
  data: { kind: 'company', company_name: 'Muster Software GmbH', country: 'DE', ...data },
});

describe('an invoice written by Kontor imports into another tenant with identical figures', () => {
  const lines = [
    item({ unit_price: '1234.56', quantity: '3', vat_rate: '19' }),
    item({ name: 'Fachbuch', unit_price: '49.90', quantity: '2', vat_rate: '7' }),
  ];
  it.each(['zugferd', 'xrechnungUbl', 'xrechnungCii'] as const)('%s', async (format) => {
    const { doc, bytes } = await kontorInvoice(format, lines);
    const ext = format === 'zugferd' ? 'pdf' : 'xml';
    const res = await uploadAs(
      t.app,
      buyerToken,
      bytes,
      `rechnung.${ext}`,
      ext === 'pdf' ? 'application/pdf' : 'application/xml',
    );
    expect(res.statusCode, res.body).toBe(201);
    const got = res.json();
    const totals = doc.totals as {
      net: string;
      vat: string;
      gross: string;
      vat_groups: { category: string; rate: string; taxable: string; tax: string }[];
    };
    expect(got).toMatchObject({
      status: 'draft',
      number: doc.number,
      issue_date: '2026-11-02',
      currency: 'EUR',
      totals: { net: totals.net, tax: totals.vat, gross: totals.gross },
    });
    const breakdown = got.vat_breakdown as { category: string; rate: string; net: string; tax: string }[];
    const asNumbers = (rows: { category: string; rate: string; net: string; tax: string }[]) =>
      rows.map((b) => [b.category, Number(b.rate), Number(b.net), Number(b.tax)]).sort();
    expect(asNumbers(breakdown)).toEqual(asNumbers(totals.vat_groups.map((g) => ({ ...g, net: g.taxable }))));
    expect(breakdown).toHaveLength(2);
    expect(got.findings.filter((f: { severity: string }) => f.severity === 'fatal')).toEqual([]);
  });
});

describe('workflow: vendor, booking lines, approval posts the journal', () => {
  it('matches the vendor by VAT ID, checks the sums, approves, books input VAT on the creditor, freezes', async () => {
    const vendor = await buyer('POST', '/api/entities/vendors', vendorBody({ vat_id: 'DE123456789' }));
    expect(vendor.statusCode, vendor.body).toBe(201);
    const { doc, bytes } = await kontorInvoice('xrechnungUbl');
    const up = await uploadAs(t.app, buyerToken, bytes, 'x.xml', 'application/xml');
    expect(up.statusCode, up.body).toBe(201);
    const created = up.json();
    expect(created.vendor).toMatchObject({ id: vendor.json().id, vat_id: 'DE123456789' });

    const shown = (await buyer('GET', `/api/incoming-invoices/${created.id}`)).json();
    expect(shown.lines).toEqual([
      {
        account: '3400',
        net: '100.00',
        vat_rate: '19.00',
        vat: '19.00',
        cost_centre: null,
        project: null,
        text: null,
      },
    ]);
    expect(shown.lines_match_totals).toBe(true);
    expect(shown.status_history).toMatchObject([{ from_status: null, to_status: 'draft' }]);
    expect(shown.vendor_match_reason).toMatch(/USt-IdNr/);

    // Lines that do not add up are saved but refuse the approval.
    const wrong = await buyer('PUT', `/api/incoming-invoices/${created.id}/booking`, {
      version: shown.version,
      lines: [{ account: '4930', net: '90,00', vat_rate: '19', vat: '17.10', text: 'Bürobedarf' }],
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json().lines_match_totals).toBe(false);
    expect(
      (await buyer('POST', `/api/incoming-invoices/${created.id}/status`, { status: 'review' })).statusCode,
    ).toBe(200);
    const refused = await buyer('POST', `/api/incoming-invoices/${created.id}/status`, {
      status: 'approved',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/Buchungszeilen ergeben nicht/);

    const version = async () => (await buyer('GET', `/api/incoming-invoices/${created.id}`)).json().version;
    const unknownAccount = await buyer('PUT', `/api/incoming-invoices/${created.id}/booking`, {
      version: await version(),
      lines: [{ account: '99999', net: '100', vat_rate: '19', vat: '19' }],
    });
    expect(unknownAccount.statusCode).toBe(400);
    expect(unknownAccount.json().error.fields['lines.0.account']).toMatch(/gibt es im Kontenrahmen nicht/);

    const right = await buyer('PUT', `/api/incoming-invoices/${created.id}/booking`, {
      version: await version(),
      lines: [
        { account: '4930', net: '60.00', vat_rate: '19', vat: '11.40', text: 'Bürobedarf' },
        { account: '4920', net: '40.00', vat_rate: '19', vat: '7.60', cost_centre: 'KST1' },
      ],
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().lines_match_totals).toBe(true);

    // A Mitarbeiter may not approve.
    const clerk = await addUser(t.deps, tenantB.tenantId, tenantB.roleIds['Mitarbeiter']!, 'clerk');
    const clerkCall = await signedInCaller(t.app, clerk);
    expect(
      (await clerkCall('POST', `/api/incoming-invoices/${created.id}/status`, { status: 'approved' }))
        .statusCode,
    ).toBe(403);

    const approved = await buyer('POST', `/api/incoming-invoices/${created.id}/status`, {
      status: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');

    const entries = await withTenant(t.deps.db, tenantB.tenantId, (tx) =>
      tx.select().from(journalEntries).where(eq(journalEntries.incomingInvoiceId, created.id)),
    );
    expect(
      entries.map((e) => [e.debitAccount, e.creditAccount, e.amount, e.vatFunction, e.belegfeld1]).sort(),
    ).toEqual(
      [
        ['4930', '70001', '71.40', 'input19', doc.number],
        ['4920', '70001', '47.60', 'input19', doc.number],
      ].sort(),
    );
    const movements = await withTenant(t.deps.db, tenantB.tenantId, (tx) =>
      tx
        .select()
        .from(journalMovements)
        .where(and(eq(journalMovements.account, '1576'))),
    );
    expect(movements.reduce((s, m) => s + Number(m.debit ?? 0), 0)).toBeCloseTo(19, 2);

    // Frozen: the booking cannot change, in the service and in the database.
    const again = await buyer('PUT', `/api/incoming-invoices/${created.id}/booking`, {
      version: approved.json().version,
      lines: [{ account: '4930', net: '100', vat_rate: '19', vat: '19' }],
    });
    expect(again.statusCode).toBe(409);
    const { incomingInvoiceLines, incomingInvoices } = await import('../../../db/schema/index.ts');
    await expect(
      withTenant(t.deps.db, tenantB.tenantId, (tx) =>
        tx
          .update(incomingInvoiceLines)
          .set({ net: '1.00' })
          .where(eq(incomingInvoiceLines.invoiceId, created.id)),
      ),
    ).rejects.toThrow();
    await expect(
      withTenant(t.deps.db, tenantB.tenantId, (tx) =>
        tx.update(incomingInvoices).set({ grossTotal: '1.00' }).where(eq(incomingInvoices.id, created.id)),
      ),
    ).rejects.toThrow();

    const paid = await buyer('POST', `/api/incoming-invoices/${created.id}/status`, { status: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status_history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'draft',
      'review',
      'approved',
      'paid',
    ]);
    const back = await buyer('POST', `/api/incoming-invoices/${created.id}/status`, { status: 'draft' });
    expect(back.statusCode).toBe(409);
  });

  it('rejects with a reason only, and warns about the same file twice', async () => {
    const { bytes } = await kontorInvoice('xrechnungCii');
    const first = (await uploadAs(t.app, buyerToken, bytes, 'a.xml', 'application/xml')).json();
    const second = await uploadAs(t.app, buyerToken, bytes, 'b.xml', 'application/xml');
    expect(second.json().duplicate_of).toBe(first.id);
    const noReason = await buyer('POST', `/api/incoming-invoices/${second.json().id}/status`, {
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await buyer('POST', `/api/incoming-invoices/${second.json().id}/status`, {
      status: 'rejected',
      reason: 'Doppelt erhalten',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reject_reason: 'Doppelt erhalten' });
    expect(rejected.json().status_history.at(-1)).toMatchObject({
      to_status: 'rejected',
      reason: 'Doppelt erhalten',
    });
  });

  it('creates the vendor from the invoice and books § 13b with input and output VAT', async () => {
    const builder = await createCustomer(seller, { einvoice_format: 'tenantDefault', vat_id: 'DE136695976' });
    const { bytes } = await kontorInvoice(
      'xrechnungUbl',
      [item({ vat_category: 'AE', vat_rate: '0', unit_price: '1000.00' })],
      builder.id,
    );
    const up = await uploadAs(t.app, buyerToken, bytes, 'bau.xml', 'application/xml');
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().id;
    // The vendor of the first test has this VAT ID; take it away to create one.
    const unassigned = await buyer('PUT', `/api/incoming-invoices/${id}/vendor`, { vendor_id: null });
    expect(unassigned.json().vendor).toBeNull();
    const created = await buyer('PUT', `/api/incoming-invoices/${id}/vendor`, { create: true });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().vendor).toMatchObject({ name: 'Muster Software GmbH', vat_id: 'DE123456789' });
    expect(created.json().taxation).toBe('reverseCharge');
    expect(created.json().lines).toMatchObject([{ net: '1000.00', vat_rate: '19.00', vat: '0.00' }]);
    await buyer('POST', `/api/incoming-invoices/${id}/status`, { status: 'review' });
    const approved = await buyer('POST', `/api/incoming-invoices/${id}/status`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const entries = await withTenant(t.deps.db, tenantB.tenantId, (tx) =>
      tx.select().from(journalEntries).where(eq(journalEntries.incomingInvoiceId, id)),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amount: '1000.00',
      vatFunction: 'reverseChargeReceived19',
      taxAmount: '190.00',
    });
    const accounts = await withTenant(t.deps.db, tenantB.tenantId, (tx) =>
      tx.select().from(journalMovements).where(eq(journalMovements.entryId, entries[0]!.id)),
    );
    // Expense 1000, input VAT 190 (debit) and output VAT 190 (credit), creditor 1000.
    expect(accounts.filter((m) => Number(m.debit) === 190)).toHaveLength(1);
    expect(accounts.filter((m) => Number(m.credit) === 190)).toHaveLength(1);
  });
});

describe('intra-EU acquisition of goods (§ 1a UStG) and projects on booking lines', () => {
  it('books 1,000.00 net at 19 %: creditor 1,000.00, expense 1,000.00, input and acquisition VAT 190.00 each', async () => {
    // Tenant A delivers goods tax-free to tenant B (category K); B owes the acquisition VAT.
    const buyerRecord = await createCustomer(seller, {
      einvoice_format: 'tenantDefault',
      vat_id: 'DE136695976',
    });
    const { bytes } = await kontorInvoice(
      'xrechnungCii',
      [item({ vat_category: 'K', vat_rate: '0', unit_price: '1000.00' })],
      buyerRecord.id,
    );
    const up = await uploadAs(t.app, buyerToken, bytes, 'ige.xml', 'application/xml');
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().id;
    let shown = (await buyer('GET', `/api/incoming-invoices/${id}`)).json();
    if (!shown.vendor)
      shown = (await buyer('PUT', `/api/incoming-invoices/${id}/vendor`, { create: true })).json();
    expect(shown.taxation).toBe('intraEuAcquisition');
    // The suggested line: the German rate the buyer owes, no VAT on the invoice (the account is the
    // vendor's usual one, from the first test).
    expect(shown.lines).toMatchObject([{ net: '1000.00', vat_rate: '19.00', vat: '0.00' }]);

    // A project of the tenant on the line; another tenant's project or a customer is refused.
    const project = await buyer('POST', '/api/entities/projects', { data: { name: 'Lager Nord' } });
    expect(project.statusCode, project.body).toBe(201);
    const foreignProject = await seller('POST', '/api/entities/projects', { data: { name: 'Fremd' } });
    expect(foreignProject.statusCode, foreignProject.body).toBe(201);
    const line = { account: '3425', net: '1000.00', vat_rate: '19', vat: '0.00' };
    for (const projectId of [foreignProject.json().id, buyerRecord.id]) {
      const refused = await buyer('PUT', `/api/incoming-invoices/${id}/booking`, {
        version: shown.version,
        taxation: 'intraEuAcquisition',
        lines: [{ ...line, project_id: projectId }],
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.fields['lines.0.project_id']).toBe('Das Projekt wurde nicht gefunden.');
    }
    const booked = await buyer('PUT', `/api/incoming-invoices/${id}/booking`, {
      version: shown.version,
      taxation: 'intraEuAcquisition',
      lines: [{ ...line, project_id: project.json().id }],
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().lines).toMatchObject([{ project: { id: project.json().id, name: 'Lager Nord' } }]);
    expect(booked.json().lines_match_totals).toBe(true);

    const issue = shown.issue_date as string;
    const period = `from=${issue.slice(0, 8)}01&to=${issue}`;
    const vatBefore = (await buyer('GET', `/api/accounting/vat-return?${period}`)).json();
    await buyer('POST', `/api/incoming-invoices/${id}/status`, { status: 'review' });
    const approved = await buyer('POST', `/api/incoming-invoices/${id}/status`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);

    const entries = await withTenant(t.deps.db, tenantB.tenantId, (tx) =>
      tx.select().from(journalEntries).where(eq(journalEntries.incomingInvoiceId, id)),
    );
    expect(entries).toHaveLength(1);
    // The line's project travels into the journal with the number it has at approval (KOST2).
    const projectNumber = project.json().number as string;
    expect(projectNumber).toBeTruthy();
    expect(entries[0]).toMatchObject({
      debitAccount: '3425',
      amount: '1000.00',
      vatFunction: 'intraEuAcquisition19',
      taxAmount: '190.00',
      projectId: project.json().id,
      projectNumber,
    });
    const settings = (await buyer('GET', '/api/settings/tenant')).json();
    const datevReady = await buyer('PUT', '/api/settings/tenant', {
      ...settings,
      datev_consultant_number: 29098,
      datev_client_number: 55003,
    });
    expect(datevReady.statusCode, datevReady.body).toBe(200);
    const datev = await buyer('GET', `/api/accounting/datev-export?${period}`);
    expect(datev.statusCode, datev.body).toBe(200);
    const zip = unzipSync(new Uint8Array(datev.rawPayload));
    const stapel = Object.entries(zip).find(([name]) => name.startsWith('EXTF_Buchungsstapel'))![1];
    const column = (name: string) => buchungsstapelColumns.findIndex(([n]) => n === name);
    const datevLines = new TextDecoder('windows-1252')
      .decode(stapel)
      .split('\r\n')
      .slice(2)
      .map((line) => line.split(';'))
      .filter((cells) => cells[column('Belegfeld 1')] === `"${shown.number}"`);
    expect(datevLines).toHaveLength(1);
    expect(datevLines[0]![column('KOST2 - Kostenstelle')]).toBe(`"${projectNumber}"`);
    const movements = await withTenant(t.deps.db, tenantB.tenantId, (tx) =>
      tx.select().from(journalMovements).where(eq(journalMovements.entryId, entries[0]!.id)),
    );
    const byAccount = Object.fromEntries(
      movements.map((m) => [m.account, { debit: m.debit ?? null, credit: m.credit ?? null }]),
    );
    const creditor = entries[0]!.creditAccount;
    expect(Number(byAccount['3425']?.debit)).toBe(1000);
    expect(Number(byAccount[creditor]?.credit)).toBe(1000);
    expect(Number(byAccount['1574']?.debit)).toBe(190); // Abziehbare Vorsteuer aus ig. Erwerb 19 %
    expect(Number(byAccount['1774']?.credit)).toBe(190); // Umsatzsteuer aus ig. Erwerb 19 %

    // VAT return: Kz 89 base 1,000.00 and tax 190.00, Kz 61 input VAT 190.00, Kz 83 unchanged.
    const vat = await buyer('GET', `/api/accounting/vat-return?${period}`);
    expect(vat.statusCode, vat.body).toBe(200);
    const cents = (v: string | undefined) => Math.round(Number(v ?? '0') * 100);
    const delta = (kz: string, key: 'base' | 'tax') =>
      cents(vat.json().fields[kz]?.[key]) - cents(vatBefore.fields[kz]?.[key]);
    expect(delta('89', 'base')).toBe(100_000);
    expect(delta('89', 'tax')).toBe(19_000);
    expect(delta('61', 'tax')).toBe(19_000);
    expect(delta('66', 'tax')).toBe(0);
    expect(delta('83', 'tax')).toBe(0);
    for (const kz of ['81', '86', '41', '21', '43', '60', '66', '83'])
      expect(vat.json().fields[kz]).toBeDefined();
  });
});

describe('upload refusals', () => {
  it('refuses XML with a DOCTYPE in German and stores nothing', async () => {
    const before = (await buyer('GET', '/api/incoming-invoices')).json().sums.count;
    const files = (await buyer('GET', '/api/files')).json();
    const evil = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><Invoice>&e;</Invoice>',
    );
    const res = await uploadAs(t.app, buyerToken, evil, 'evil.xml', 'application/xml');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // The automation contract reads the German text at the top level; the web client in `error`.
    expect(res.json().message).toMatch(/Dokumenttyp/);
    expect(res.json().error.message).toBe(res.json().message);
    expect((await buyer('GET', '/api/incoming-invoices')).json().sums.count).toBe(before);
    expect((await buyer('GET', '/api/files')).json()).toEqual(files);
  });

  it('refuses a text file and a request without file', async () => {
    const res = await uploadAs(t.app, buyerToken, Buffer.from('Hallo'), 'a.txt', 'text/plain');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[äöüÄÖÜß]|Datei|Rechnung/);
  });
});

describe('list', () => {
  it('filters by status and search and sums the amounts', async () => {
    const all = (await buyer('GET', '/api/incoming-invoices')).json();
    expect(all.items.length).toBeGreaterThan(3);
    const paid = (await buyer('GET', '/api/incoming-invoices?status=paid')).json();
    expect(paid.items.every((i: { status: string }) => i.status === 'paid')).toBe(true);
    expect(paid.sums.count).toBe(paid.items.length);
    const sum = paid.items.reduce(
      (s: number, i: { totals: { gross: string } }) => s + Number(i.totals.gross),
      0,
    );
    expect(Number(paid.sums.gross)).toBeCloseTo(sum, 2);
    const found = (await buyer('GET', '/api/incoming-invoices?q=muster')).json();
    expect(found.items.length).toBeGreaterThan(0);
    const none = (await buyer('GET', '/api/incoming-invoices?q=gibtesnicht')).json();
    expect(none.items).toEqual([]);
    expect((await buyer('GET', '/api/incoming-invoices?due=due7')).statusCode).toBe(200);
    expect((await buyer('GET', '/api/incoming-invoices?due=skonto')).statusCode).toBe(200);
    const accounts = (await buyer('GET', '/api/incoming-invoices/accounts')).json();
    expect(accounts.items).toContainEqual(expect.objectContaining({ number: '4930' }));
  });
});
