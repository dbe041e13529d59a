import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode, pgErrorMessage } from '../../../db/pg-error.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import {
  createFinalized,
  finalize,
  item,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { signInAs } from '../../../test/test-tenant.ts';
import { caller } from '../../../test/http-caller.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { berlinToday } from '../../../core/berlin-time.ts';

// One month booked by hand (SKR03, customer K-1001 → debtor 11001):
//   invoice A   10 × 100.00 @ 19 % + 1 × 200.00 @ 7 %  → 11001 an 8400 1190.00 (USt 190.00), an 8300 214.00 (USt 14.00)
//   invoice B    1 × 500.00 @ 19 %                    → 11001 an 8400  595.00 (USt  95.00)
//   Storno of B                                       → 8400 an 11001  595.00 (USt  95.00)
//   credit note to A 1 × 100.00 @ 19 %                → 8400 an 11001  119.00 (USt  19.00)
// Debtor 1999.00 debit − 714.00 credit = 1285.00 = 900.00 + 171.00 + 200.00 + 14.00.
// The Storno is dated today (as the app does), so the month is the current one.
const t = useTestAppWithTenant();
let call: Call;
const today = berlinToday();
const month = today.slice(0, 7);
const from = `${month}-01`;
const to = `${month}-${String(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()).padStart(2, '0')}`;
const period = `from=${from}&to=${to}`;
let invoiceA: { id: number; number: string };
let invoiceB: { id: number; number: string };
let storno: { id: number; number: string };
let creditNote: { id: number; number: string };

const customerBody = {
  number: 'K-1001',
  data: {
    kind: 'company',
    company_name: 'Bäckerei Schmidt GmbH',
    street: 'Marktplatz 5',
    zip: '80331',
    city: 'München',
    email: 'buchhaltung@baeckerei-schmidt.de',
    einvoice_format: 'pdf',
  },
};

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  const created = await call('POST', '/api/entities/customers', customerBody);
  expect(created.statusCode, created.body).toBe(201);
  const customer = created.json() as { id: number };
  const doc = (lines: object[]) => ({
    type: 'invoice',
    customer_id: customer.id,
    document_date: from,
    service_date: from,
    lines,
  });
  invoiceA = await createFinalized(
    call,
    doc([
      item({ quantity: '10', unit_price: '100.00' }),
      item({ name: 'Fachbuch', unit: 'H87', unit_price: '200.00', vat_rate: '7' }),
    ]),
  );
  invoiceB = await createFinalized(call, doc([item({ unit_price: '500.00' })]));
  const cancelled = await call('POST', `/api/documents/${invoiceB.id}/cancel`, { reason: 'Doppelt' });
  expect(cancelled.statusCode, cancelled.body).toBe(201);
  storno = cancelled.json();
  const noteDraft = (await call('POST', `/api/documents/${invoiceA.id}/credit-note`)).json();
  const updated = await call('PUT', `/api/documents/${noteDraft.id}`, {
    ...doc([item({ name: 'Nachlass', unit_price: '100.00' })]),
    type: 'creditNote',
    document_date: today,
    version: noteDraft.version,
  });
  expect(updated.statusCode, updated.body).toBe(200);
  const final = await finalize(call, updated.json());
  expect(final.statusCode, final.body).toBe(200);
  creditNote = final.json();
});

const journalOf = () =>
  withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
    queryRows(
      tx,
      sql`select e.belegfeld1, e.debit_account, e.credit_account, e.amount::text, e.tax_amount::text,
                 e.vat_function, e.document_id
          from journal_entries e order by e.id`,
    ),
  );

describe('a hand-computed month in the books', () => {
  it('books every finalized invoice, Storno and credit note with one entry per VAT rate', async () => {
    expect(await journalOf()).toEqual([
      {
        belegfeld1: invoiceA.number,
        debit_account: '11001',
        credit_account: '8400',
        amount: '1190.00',
        tax_amount: '190.00',
        vat_function: 'output19',
        document_id: invoiceA.id,
      },
      {
        belegfeld1: invoiceA.number,
        debit_account: '11001',
        credit_account: '8300',
        amount: '214.00',
        tax_amount: '14.00',
        vat_function: 'output7',
        document_id: invoiceA.id,
      },
      {
        belegfeld1: invoiceB.number,
        debit_account: '11001',
        credit_account: '8400',
        amount: '595.00',
        tax_amount: '95.00',
        vat_function: 'output19',
        document_id: invoiceB.id,
      },
      // Storno and credit note carry the invoice's number as Belegfeld 1 (the open item).
      {
        belegfeld1: invoiceB.number,
        debit_account: '8400',
        credit_account: '11001',
        amount: '595.00',
        tax_amount: '95.00',
        vat_function: 'output19',
        document_id: storno.id,
      },
      {
        belegfeld1: invoiceA.number,
        debit_account: '8400',
        credit_account: '11001',
        amount: '119.00',
        tax_amount: '19.00',
        vat_function: 'output19',
        document_id: creditNote.id,
      },
    ]);
  });

  it('gives the Summen- und Saldenliste of the month (automation contract)', async () => {
    const response = await call('GET', `/api/accounting/accounts?${period}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      chart: 'SKR03',
      items: [
        {
          id: '1771',
          number: '1771',
          name: 'Umsatzsteuer 7 %',
          debit: '0.00',
          credit: '14.00',
          balance: '-14.00',
        },
        {
          id: '1776',
          number: '1776',
          name: 'Umsatzsteuer 19 %',
          debit: '114.00',
          credit: '285.00',
          balance: '-171.00',
        },
        {
          id: '8300',
          number: '8300',
          name: 'Erlöse 7 % USt',
          debit: '0.00',
          credit: '200.00',
          balance: '-200.00',
        },
        {
          id: '8400',
          number: '8400',
          name: 'Erlöse 19 % USt',
          debit: '600.00',
          credit: '1500.00',
          balance: '-900.00',
        },
        {
          id: '11001',
          number: '11001',
          name: 'Bäckerei Schmidt GmbH',
          debit: '1999.00',
          credit: '714.00',
          balance: '1285.00',
        },
      ],
    });
  });

  it('gives the VAT return figures of the month (automation contract)', async () => {
    const response = await call('GET', `/api/accounting/vat-return?${period}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().fields).toEqual({
      '81': { base: '900.00', tax: '171.00' },
      '86': { base: '200.00', tax: '14.00' },
      '41': { base: '0.00' },
      '21': { base: '0.00' },
      '43': { base: '0.00' },
      '60': { base: '0.00' },
      '66': { tax: '0.00' },
      '83': { tax: '185.00' },
    });
    expect(response.json().entry_ids['86']).toHaveLength(1);
  });

  it('shows the debtor account with its running balance and the documents behind each entry', async () => {
    const response = await call('GET', `/api/accounting/accounts/11001?${period}`);
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json();
    expect(statement).toMatchObject({
      account: { id: '11001', number: '11001', name: 'Bäckerei Schmidt GmbH', kind: 'Debitor' },
      opening_balance: '0.00',
      debit: '1999.00',
      credit: '714.00',
      closing_balance: '1285.00',
    });
    expect(statement.items.map((i: { balance: string }) => i.balance)).toEqual([
      '1190.00',
      '1404.00',
      '1999.00',
      '1404.00',
      '1285.00',
    ]);
    expect(statement.items.map((i: { source: { id: number } }) => i.source.id)).toEqual([
      invoiceA.id,
      invoiceA.id,
      invoiceB.id,
      storno.id,
      creditNote.id,
    ]);
    expect(statement.items[0].contra_account).toBe('8400');
    // Next month opens with the month's closing balance.
    const next = await call('GET', `/api/accounting/accounts/11001?from=2099-01-01&to=2099-01-31`);
    expect(next.json()).toMatchObject({ opening_balance: '1285.00', closing_balance: '1285.00', items: [] });
  });

  it('downloads the account page as CSV and XLSX with opening and running balance', async () => {
    const csv = await call('GET', `/api/accounting/accounts/11001/export?${period}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="konto-11001_${from}_${to}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Datum;Beleg;Buchungstext;Gegenkonto;Soll;Haben;Saldo');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/;Anfangssaldo;;;;0,00$/);
    expect(lines[2]).toMatch(new RegExp(`^[0-9.]+;${invoiceA.number};.*;8400;1190,00;;1190,00$`));
    expect(lines.slice(2).map((l) => l.split(';').at(-1))).toEqual([
      '1190,00',
      '1404,00',
      '1999,00',
      '1404,00',
      '1285,00',
    ]);
    const xlsx = await call('GET', `/api/accounting/accounts/11001/export?${period}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(7).getCell(7).value).toBe(1285);
    expect(sheet.getRow(3).getCell(5).value).toBe(1190);
    expect(sheet.getRow(3).getCell(6).value).toBeNull();
    const wrong = await call('GET', `/api/accounting/accounts/11001/export?${period}&format=pdf`);
    expect(wrong.statusCode).toBe(400);
  });

  it('opens the entries behind each Kennzahl of the VAT return', async () => {
    const vat = (await call('GET', `/api/accounting/vat-return?${period}`)).json();
    const kz86 = await call('GET', `/api/accounting/vat-return/86?${period}`);
    expect(kz86.statusCode, kz86.body).toBe(200);
    expect(kz86.json()).toEqual({
      kennzahl: '86',
      items: [
        expect.objectContaining({
          debit_account: '11001',
          credit_account: '8300',
          amount: '214.00',
          tax_amount: '14.00',
          belegfeld1: invoiceA.number,
          source: { type: 'document', id: invoiceA.id },
        }),
      ],
    });
    const kz81 = (await call('GET', `/api/accounting/vat-return/81?${period}`)).json();
    expect(kz81.items.map((i: { entry_id: number }) => i.entry_id)).toEqual(vat.entry_ids['81']);
    expect(kz81.items.map((i: { source: { id: number } }) => i.source.id).sort()).toEqual(
      [invoiceA.id, invoiceB.id, storno.id, creditNote.id].sort(),
    );
    expect((await call('GET', `/api/accounting/vat-return/41?${period}`)).json().items).toEqual([]);
    expect((await call('GET', `/api/accounting/vat-return/8x?${period}`)).statusCode).toBe(400);
  });

  it('refuses to change or delete a posted entry, for the app and the owner alike', async () => {
    const before = await journalOf();
    await expect(
      withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
        tx.execute(sql`update journal_entries set amount = 1`),
      ),
    ).rejects.toThrow();
    await expect(
      withTenant(t.deps.db, t.tenant.tenantId, (tx) => tx.execute(sql`delete from journal_movements`)),
    ).rejects.toThrow();
    await expect(t.database.execAsOwner('update journal_entries set amount = 1')).rejects.toThrow(
      /unveränderlich/,
    );
    await expect(t.database.execAsOwner('delete from journal_movements')).rejects.toThrow(/unveränderlich/);
    expect(await journalOf()).toEqual(before);
  });

  it('refuses at commit an entry whose movements do not balance', async () => {
    const unbalanced = withTenant(t.deps.db, t.tenant.tenantId, async (tx) => {
      await tx.execute(sql`
        insert into journal_entries (tenant_id, id, entry_date, belegfeld1, posting_text, debit_account, credit_account, amount, source_type)
        values (${t.tenant.tenantId}, 999999, ${from}, 'X-1', 'Test', '1200', '8400', 10, 'manual')`);
      await tx.execute(sql`
        insert into journal_movements (tenant_id, entry_id, line, account, entry_date, debit, credit)
        values (${t.tenant.tenantId}, 999999, 1, '1200', ${from}, 10, 0),
               (${t.tenant.tenantId}, 999999, 2, '8400', ${from}, 0, 9.99)`);
    });
    const error = await unbalanced.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(pgErrorCode(error)).toBe('KT003');
    expect(pgErrorMessage(error, 'KT003')).toMatch(/nicht ausgeglichen: Soll 10\.00 ≠ Haben 9\.99/);
    expect(await journalOf()).toHaveLength(5);
  });

  it('keeps the chart of accounts once entries exist', async () => {
    const settings = (await call('GET', '/api/settings/tenant')).json();
    const response = await call('PUT', '/api/settings/tenant', {
      ...settings,
      chart_of_accounts: 'SKR04',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.chart_of_accounts).toBe(
      'Der Kontenrahmen kann nicht mehr gewechselt werden: Es gibt bereits Buchungen.',
    );
    expect((await call('GET', '/api/settings/tenant')).json()).toMatchObject({
      chart_of_accounts: 'SKR03',
      version: settings.version,
    });
  });

  it('answers a bad period with 400 in German and needs the accounting permission', async () => {
    const reversed = await call('GET', `/api/accounting/accounts?from=${to}&to=${from}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ to: '„Von“ darf nicht nach „Bis“ liegen.' });
    const invalid = await call('GET', '/api/accounting/vat-return?from=2026-02-30&to=2026-03-31');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ from: 'Von: kein gültiges Datum (JJJJ-MM-TT).' });
    const unknown = await call('GET', `/api/accounting/accounts/9999?${period}`);
    expect(unknown.statusCode).toBe(404);
    const employee = caller(t.app, await signInAs(t.app, t.tenant.employee));
    expect((await employee('GET', `/api/accounting/accounts?${period}`)).statusCode).toBe(403);
  });
});

describe('a tenant on SKR04', () => {
  it('books on the SKR04 accounts once chosen before the first entry', async () => {
    const settings = (await call('GET', '/api/settings/tenant')).json();
    expect(settings.chart_of_accounts).toBe('SKR03');
    // A second tenant of the same app: chosen before any entry, the change is accepted.
    const { createTestTenant } = await import('../../../test/test-tenant.ts');
    const other = await createTestTenant(t.deps, 'SKR04 GmbH');
    await setSellerData(t.deps, other.tenantId);
    const otherCall = await signedInCaller(t.app, other.admin);
    const current = (await otherCall('GET', '/api/settings/tenant')).json();
    const switched = await otherCall('PUT', '/api/settings/tenant', {
      ...current,
      chart_of_accounts: 'SKR04',
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const customer = (await otherCall('POST', '/api/entities/customers', customerBody)).json();
    await createFinalized(otherCall, {
      type: 'invoice',
      customer_id: customer.id,
      document_date: from,
      service_date: from,
      lines: [item({ unit_price: '100.00' })],
    });
    const balances = (await otherCall('GET', `/api/accounting/accounts?${period}`)).json();
    expect(balances.chart).toBe('SKR04');
    expect(balances.items.map((i: { number: string; balance: string }) => [i.number, i.balance])).toEqual([
      ['3806', '-19.00'],
      ['4400', '-100.00'],
      ['11001', '119.00'],
    ]);
  });
});
