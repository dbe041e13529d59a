import { readFileSync } from 'node:fs';
import { buildCamt053, type Camt053Entry } from '@kontor/banking';
// The ISO 20022 schema check of @kontor/banking's own SEPA tests (libxml2 as WebAssembly).
import {
  selectTexts,
  validateAgainstSchema,
} from '../../../../../../packages/banking/src/testing/xsd-validation.ts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { setSellerData, type Call } from '../../../test/document-test-helpers.ts';
import { caller } from '../../../test/http-caller.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

// Supplier payments (#15 with #14): approved incoming invoices are matched by outgoing bank
// transactions (booked bank ↔ creditor, Skonto received on its own accounts, invoice paid) and
// paid with a SEPA credit transfer file.

const t = useTestAppWithTenant();
let call: Call;
let token: string;

const IBAN = 'DE89370400440532013000';
const xrechnung = readFileSync(
  new URL(
    '../../../../../../packages/einvoice/test-corpus/kosit-xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml',
    import.meta.url,
  ),
  'utf8',
);

/** A German VAT ID with a correct check digit (ISO 7064 MOD 11,10). */
function vatId(seed: number) {
  const digits = String(10_000_000 + seed * 7919)
    .slice(0, 8)
    .split('')
    .map(Number);
  let product = 10;
  for (const d of digits) {
    let sum = (d + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return `DE${digits.join('')}${(11 - product) % 10}`;
}

let seed = 0;
/**
 * A vendor and an XRechnung of theirs (336.90 EUR), uploaded, reviewed and approved (booked).
 * `skontoDays` adds `#SKONTO#TAGE=…#PROZENT=2.00#` (2 % of 336.90 = 6.74 EUR).
 */
async function approvedInvoice(opts: {
  number: string;
  issueDate: string;
  vendor: Record<string, unknown>;
  skontoDays?: number;
}) {
  const id = vatId(++seed);
  const vendor = await call('POST', '/api/entities/vendors', {
    data: { kind: 'company', country: 'DE', vat_id: id, ...opts.vendor },
  });
  expect(vendor.statusCode, vendor.body).toBe(201);
  const xml = xrechnung
    .replace('<cbc:ID>123456XX</cbc:ID>', `<cbc:ID>${opts.number}</cbc:ID>`)
    .replace('<cbc:IssueDate>2016-04-04</cbc:IssueDate>', `<cbc:IssueDate>${opts.issueDate}</cbc:IssueDate>`)
    .replace('DE 123456789', id)
    .replace(
      '<cbc:Note>Zahlbar sofort ohne Abzug.</cbc:Note>',
      opts.skontoDays
        ? `<cbc:Note>#SKONTO#TAGE=${opts.skontoDays}#PROZENT=2.00#\n</cbc:Note>`
        : '<cbc:Note>Zahlbar sofort ohne Abzug.</cbc:Note>',
    );
  const body = multipart(
    [{ name: `${opts.number}.xml`, type: 'application/xml', content: Buffer.from(xml) }],
    {},
    'file',
  );
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/incoming-invoices',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
  expect(up.statusCode, up.body).toBe(201);
  const invoice = up.json() as { id: number; vendor: { id: number } | null };
  expect(invoice.vendor?.id).toBe(vendor.json().id);
  for (const status of ['review', 'approved']) {
    const res = await call('POST', `/api/incoming-invoices/${invoice.id}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { id: invoice.id, vendorId: vendor.json().id as number };
}

const statusOf = async (id: number) => (await call('GET', `/api/incoming-invoices/${id}`)).json().status;

function importStatement(accountId: number, statementId: string, entries: Camt053Entry[], iban = IBAN) {
  const xml = buildCamt053({
    iban,
    statementId,
    openingBalance: '5000.00',
    fromDate: '2026-11-01',
    toDate: '2026-11-30',
    entries,
  });
  const body = multipart(
    [{ name: 'auszug.xml', type: 'application/xml', content: Buffer.from(xml) }],
    {},
    'file',
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/bank-accounts/${accountId}/statements`,
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

const entriesOf = (invoiceId: number) =>
  withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
    tx
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.incomingInvoiceId, invoiceId),
          eq(journalEntries.sourceType, 'bankTransaction'),
        ),
      )
      .orderBy(journalEntries.id),
  );

let accountId: number;
const address = { street: 'Hauptstraße 5', zip: '20095', city: 'Hamburg' };

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  token = await signInAs(t.app, t.tenant.admin);
  call = caller(t.app, token);
  const account = await call('POST', '/api/bank-accounts', {
    name: 'Geschäftskonto',
    iban: IBAN,
    bic: 'COBADEFFXXX',
  });
  expect(account.statusCode, account.body).toBe(201);
  accountId = account.json().id;
});

describe('outgoing bank transactions pay approved incoming invoices', () => {
  it('suggests the invoice for a payment after Skonto, books bank ↔ creditor and Skonto received, sets it paid; undo reverses', async () => {
    const inv = await approvedInvoice({
      number: 'RG/2026-ÄB_0815',
      issueDate: '2026-11-02',
      vendor: { company_name: 'Bürobedarf Weiß e.K.', iban: 'DE44500105175407324931', ...address },
      skontoDays: 14,
    });
    const imported = await importStatement(accountId, 'S-1', [
      {
        amount: '-330.16',
        bookingDate: '2026-11-10',
        purpose: 'Rechnung RG/2026-AeB-0815 abzgl. 2% Skonto',
        counterpartyName: 'Buerobedarf Weiss',
        counterpartyIban: 'DE44500105175407324931',
        endToEndId: 'RG/2026-AeB-0815',
      },
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    const list = (
      await call('GET', `/api/bank-transactions?bank_account_id=${accountId}&status=open`)
    ).json();
    const tx = list.items.find((i: { amount: string }) => i.amount === '-330.16');
    const top = tx.suggestions[0];
    expect(top).toMatchObject({
      target_type: 'incoming_invoice',
      target_id: inv.id,
      amount: '330.16',
      skonto_amount: '6.74',
    });
    expect(top.reasons.slice(0, 2)).toEqual(['End-to-End-Referenz passt', 'Betrag nach 2 % Skonto']);

    const allocated = await call('POST', `/api/bank-transactions/${tx.id}/allocations`, {
      allocations: [
        { target_type: 'incoming_invoice', target_id: inv.id, amount: '330.16', settle_with_skonto: true },
      ],
    });
    expect(allocated.statusCode, allocated.body).toBe(200);
    expect(allocated.json()).toMatchObject({
      status: 'matched',
      allocations: [{ target_type: 'incoming_invoice', target_id: inv.id, amount: '330.16' }],
    });
    expect(allocated.json().allocations[0].target_label).toMatch(/RG\/2026-ÄB_0815 · Bürobedarf Weiß/);
    expect(await statusOf(inv.id)).toBe('paid');
    const booked = await entriesOf(inv.id);
    // Creditor (7xxxx) to bank 1200 for the money, creditor to "Erhaltene Skonti" for the 2 %.
    expect(booked[0]).toMatchObject({
      creditAccount: '1200',
      amount: '330.16',
      belegfeld1: 'RG/2026-ÄB_0815',
    });
    expect(booked[0]!.debitAccount).toMatch(/^7\d{4}$/);
    const skonto = booked.slice(1);
    expect(skonto.reduce((s, e) => s + Number(e.amount), 0).toFixed(2)).toBe('6.74');
    for (const e of skonto) {
      expect(e.debitAccount).toBe(booked[0]!.debitAccount);
      expect(e.creditAccount).not.toBe('1200');
    }

    // Paid: no longer suggested, and a second allocation is refused.
    const undone = await call('POST', `/api/bank-transactions/${tx.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().status).toBe('open');
    expect(await statusOf(inv.id)).toBe('approved');
    const after = await entriesOf(inv.id);
    expect(after).toHaveLength(booked.length * 2);
    expect(after.slice(booked.length).map((e) => e.reversesId)).toEqual(booked.map((e) => e.id));
  });

  it('pays in parts: the invoice stays approved until the rest is paid; refuses wrong direction, overpayment and late Skonto', async () => {
    const inv = await approvedInvoice({
      number: 'TEIL-4711',
      issueDate: '2026-11-01',
      vendor: { company_name: 'Stadtwerke Musterstadt GmbH', iban: 'DE75512108001245126199', ...address },
      skontoDays: 3,
    });
    await importStatement(accountId, 'S-2', [
      { amount: '-200.00', bookingDate: '2026-11-12', purpose: 'TEIL-4711 1. Rate', reference: 'P1' },
      { amount: '-136.90', bookingDate: '2026-11-20', purpose: 'TEIL-4711 Rest', reference: 'P2' },
      { amount: '336.90', bookingDate: '2026-11-20', purpose: 'TEIL-4711 Gutschrift?', reference: 'P3' },
    ]);
    const open = (await call('GET', `/api/bank-transactions?bank_account_id=${accountId}&status=open`)).json()
      .items as { id: number; amount: string; suggestions: { target_type: string; target_id: number }[] }[];
    const first = open.find((i) => i.amount === '-200.00')!;
    const rest = open.find((i) => i.amount === '-136.90')!;
    const incoming = open.find((i) => i.amount === '336.90')!;
    expect(first.suggestions[0]).toMatchObject({ target_type: 'incoming_invoice', target_id: inv.id });
    expect(incoming.suggestions.some((s) => s.target_type === 'incoming_invoice')).toBe(false);

    const wrongWay = await call('POST', `/api/bank-transactions/${incoming.id}/allocations`, {
      allocations: [{ target_type: 'incoming_invoice', target_id: inv.id, amount: '336.90' }],
    });
    expect(wrongWay.statusCode).toBe(400);
    expect(wrongWay.json().error.message).toMatch(/Zahlungseingang kann nur einer Gutschrift/);
    const lateSkonto = await call('POST', `/api/bank-transactions/${first.id}/allocations`, {
      allocations: [
        { target_type: 'incoming_invoice', target_id: inv.id, amount: '200.00', settle_with_skonto: true },
      ],
    });
    expect(lateSkonto.statusCode).toBe(400);
    expect(lateSkonto.json().error.message).toMatch(/Skontofrist .* am 04\.11\.2026 abgelaufen/);

    const part = await call('POST', `/api/bank-transactions/${first.id}/allocations`, {
      allocations: [{ target_type: 'incoming_invoice', target_id: inv.id, amount: '200.00' }],
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(await statusOf(inv.id)).toBe('approved');
    const restList = (
      await call('GET', `/api/bank-transactions?bank_account_id=${accountId}&status=open`)
    ).json();
    const restTx = restList.items.find((i: { id: number }) => i.id === rest.id);
    expect(restTx.suggestions[0]).toMatchObject({ target_id: inv.id, amount: '136.90' });
    expect(restTx.suggestions[0].reasons).toContain('Betrag stimmt genau');
    const over = await call('POST', `/api/bank-transactions/${rest.id}/allocations`, {
      allocations: [{ target_type: 'incoming_invoice', target_id: inv.id, amount: '136.91' }],
    });
    expect(over.statusCode).toBe(400);
    const done = await call('POST', `/api/bank-transactions/${rest.id}/allocations`, {
      allocations: [{ target_type: 'incoming_invoice', target_id: inv.id, amount: '136.90' }],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await statusOf(inv.id)).toBe('paid');
    expect((await entriesOf(inv.id)).map((e) => e.amount)).toEqual(['200.00', '136.90']);
  });
});

describe('the ledger account of a bank account', () => {
  it('is a money account of the chart; supplier payments from the account are booked on it', async () => {
    const iban = 'DE02120300000000202051';
    const wrong = await call('POST', '/api/bank-accounts', { name: 'Kasse', iban, ledger_account: '1400' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.ledger_account).toBe(
      'Das Sachkonto 1400 (Forderungen aus Lieferungen und Leistungen) ist kein Geldkonto (Bank oder Kasse).',
    );
    const kasse = await call('POST', '/api/bank-accounts', { name: 'Kasse', iban, ledger_account: '1000' });
    expect(kasse.statusCode, kasse.body).toBe(201);
    expect(kasse.json().ledger_account).toBe('1000');
    const inv = await approvedInvoice({
      number: 'BAR-77',
      issueDate: '2026-11-02',
      vendor: { company_name: 'Baumarkt Nord', ...address },
    });
    await importStatement(
      kasse.json().id,
      'K-1',
      [{ amount: '-336.90', bookingDate: '2026-11-05', purpose: 'BAR-77' }],
      iban,
    );
    const tx = (await call('GET', `/api/bank-transactions?bank_account_id=${kasse.json().id}`)).json()
      .items[0];
    const res = await call('POST', `/api/bank-transactions/${tx.id}/allocations`, {
      allocations: [{ target_type: 'incoming_invoice', target_id: inv.id, amount: '336.90' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entriesOf(inv.id);
    expect(entry).toMatchObject({ creditAccount: '1000', amount: '336.90' });
  });
});

describe('SEPA credit transfers (pain.001.001.09) for approved incoming invoices', () => {
  const inDays = (days: number) => {
    const date = new Date();
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const transfer = (body: Record<string, unknown>) =>
    call('POST', `/api/bank-accounts/${accountId}/credit-transfers`, body);

  it('deducts Skonto while it runs, takes the invoice number as end-to-end id, one batch per date; valid against the XSD', async () => {
    const issue = inDays(-2);
    const withSkonto = await approvedInvoice({
      number: 'SW-99871/Ä',
      issueDate: issue,
      vendor: { company_name: 'Softwarehaus Nord GmbH', iban: 'DE12500105170648489890', ...address },
      skontoDays: 10,
    });
    const plain = await approvedInvoice({
      number: 'DRUCK 2026_1188',
      issueDate: issue,
      vendor: {
        company_name: 'Druckerei Lange',
        iban: 'DE68210501700012345678',
        bic: 'DAAEDEDDXXX',
        street: 'Am Markt 1',
        zip: '04109',
        city: 'Leipzig',
      },
    });
    const res = await transfer({ incoming_invoice_ids: [withSkonto.id, plain.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="UE-\d+-\d+\.xml"/);
    const xml = res.body;
    expect(validateAgainstSchema(xml, 'pain.001.001.09')).toEqual([]);
    const q = (path: string) => selectTexts(xml, path);
    // Skonto: 336.90 − 6.74 on its last Skonto day; the other on today's date (no due date).
    expect(q('//p:CdtTrfTxInf/p:Amt/p:InstdAmt').sort()).toEqual(['330.16', '336.90']);
    expect(q('//p:GrpHdr/p:CtrlSum')).toEqual(['667.06']);
    expect(q('//p:GrpHdr/p:NbOfTxs')).toEqual(['2']);
    expect(q('//p:PmtInf/p:ReqdExctnDt/p:Dt').sort()).toEqual([inDays(0), inDays(8)].sort());
    expect(q('//p:PmtInf/p:CtrlSum').sort()).toEqual(['330.16', '336.90']);
    // The vendor's invoice number in the SEPA character set: Ä → Ae, _ → -.
    expect(q('//p:EndToEndId').sort()).toEqual(['DRUCK 2026-1188', 'SW-99871/Ae']);
    expect(q('//p:CdtTrfTxInf/p:Cdtr/p:PstlAdr/p:TwnNm').sort()).toEqual(['Hamburg', 'Leipzig']);
    expect(q('//p:RmtInf/p:Ustrd').sort()).toEqual([
      `Rechnung DRUCK 2026-1188 vom ${issue.split('-').reverse().join('.')}`,
      `Rechnung SW-99871/Ae vom ${issue.split('-').reverse().join('.')} abzgl. 6,74 EUR Skonto`,
    ]);

    // A chosen date after the Skonto period: no deduction, one batch.
    const late = await transfer({ incoming_invoice_ids: [withSkonto.id], execution_date: inDays(30) });
    expect(late.statusCode, late.body).toBe(200);
    expect(selectTexts(late.body, '//p:InstdAmt')).toEqual(['336.90']);
    expect(validateAgainstSchema(late.body, 'pain.001.001.09')).toEqual([]);
  });

  it('refuses an unstructured vendor address naming the vendor, a missing IBAN and invoices not approved, in German', async () => {
    const noTown = await approvedInvoice({
      number: 'ADR-1',
      issueDate: inDays(-1),
      vendor: {
        company_name: 'Ohne Ort GmbH',
        iban: 'DE02100100100006820101',
        street: 'Irgendwo 1',
        city: '',
      },
    });
    const res = await transfer({ incoming_invoice_ids: [noTown.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(
      /Adresse des Lieferanten „Ohne Ort GmbH“ ist nicht strukturiert/,
    );
    const noIban = await approvedInvoice({
      number: 'IBAN-1',
      issueDate: inDays(-1),
      vendor: { company_name: 'Ohne Konto KG', ...address },
    });
    const missing = await transfer({ incoming_invoice_ids: [noIban.id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/Lieferanten „Ohne Konto KG“ ist keine IBAN/);
    expect((await transfer({ incoming_invoice_ids: [999_999] })).statusCode).toBe(400);
    const past = await transfer({ incoming_invoice_ids: [noIban.id], execution_date: '2020-01-01' });
    expect(past.json().error.fields.execution_date).toMatch(/Vergangenheit/);
  });
});
