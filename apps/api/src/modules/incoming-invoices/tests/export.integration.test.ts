import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type Call } from '../../../test/document-test-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

// "CSV/XLSX of any list": the incoming-invoice list as filtered on screen.
const t = useTestAppWithTenant();
let call: Call;
let token: string;
let invoice: { id: number; number: string; totals: { net: string; tax: string; gross: string } };

beforeAll(async () => {
  call = await signedInCaller(t.app, t.tenant.admin);
  token = await signInAs(t.app, t.tenant.admin);
  const xml = readFileSync(
    new URL(
      '../../../../../../packages/einvoice/test-corpus/kosit-xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml',
      import.meta.url,
    ),
  );
  const body = multipart([{ name: 'r.xml', type: 'application/xml', content: xml }], {}, 'file');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/incoming-invoices',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  invoice = res.json();
});

const exportOf = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/incoming-invoices/export?${query}`, headers: bearer(token) });

describe('export of the incoming-invoice list', () => {
  it('CSV in German notation, with the filters of the list', async () => {
    const res = await exportOf('format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="eingangsrechnungen.csv"');
    const [head, row, ...rest] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(head).toBe(
      'Status;Lieferant;Rechnungsnummer;Rechnungsdatum;Fällig am;Skonto bis;Netto;Umsatzsteuer;Brutto;Währung',
    );
    expect(rest).toEqual([]);
    const german = (v: string) => v.replace('.', ',');
    const detail = (await call('GET', `/api/incoming-invoices/${invoice.id}`)).json();
    const cells = row!.split(';');
    expect(cells[0]).toBe('Entwurf');
    expect(cells[2]).toBe(invoice.number);
    expect(cells[3]).toBe(detail.issue_date.split('-').reverse().join('.'));
    expect(cells.slice(6)).toEqual([
      german(invoice.totals.net),
      german(invoice.totals.tax),
      german(invoice.totals.gross),
      'EUR',
    ]);
    // A filter that excludes it: only the header row.
    const approved = await exportOf('format=csv&status=approved');
    expect(
      approved.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(1);
  });

  it('XLSX with numbers and dates as cells a spreadsheet computes with', async () => {
    const res = await exportOf(`format=xlsx&q=${encodeURIComponent(invoice.number)}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Eingangsrechnungen');
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(3).value).toBe(invoice.number);
    expect(row.getCell(4).value).toBeInstanceOf(Date);
    expect(row.getCell(9).value).toBe(Number(invoice.totals.gross));
  });

  it('refuses an unknown format in German', async () => {
    const res = await exportOf('format=pdf');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Bitte CSV oder XLSX wählen.');
  });
});
