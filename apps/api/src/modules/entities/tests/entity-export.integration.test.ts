import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { addCustomField, caller, company, listUrl } from '../../../test/entity-test-helpers.ts';

const t = useTestAppWithTenant();
let call: ReturnType<typeof caller>;
let customerId: number;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

beforeAll(async () => {
  call = caller(t.app, await signInAs(t.app, t.tenant.admin));
  await addCustomField(t.deps, t.tenant.tenantId, {
    entityType: 'projects',
    key: 'farben',
    label: 'Farben',
    kind: 'multiSelect',
    showInList: true,
    options: [
      { value: 'rot', label: 'Rot' },
      { value: 'gruen', label: 'Grün' },
    ],
  });
  customerId = (
    await call(
      'POST',
      '/api/entities/customers',
      company('Bau "Nord"; GmbH', { city: 'Köln', country: 'AT' }),
    )
  ).json().id;
  await call('POST', '/api/entities/customers', company('=HYPERLINK("x")', { phone: '+49 221 12345' }));
  for (const [name, amount, start] of [
    ['Dach Süd', '12345.6', '2026-11-21'],
    ['Anbau', '999', null],
  ])
    await call('POST', '/api/entities/projects', {
      data: { name, customer: customerId, budget_amount: amount, start_date: start, budget_hours: 12.5 },
      custom: { farben: ['rot', 'gruen'] },
    });
});

const download = (type: string, query: Record<string, unknown>) =>
  call('GET', listUrl(`${type}/export`, query));

describe('export', () => {
  it('writes CSV for German Excel: BOM, semicolons, CRLF, quoting, German values', async () => {
    const response = await download('projects', {
      format: 'csv',
      columns: 'number,name,customer,budget_amount,budget_hours,start_date,custom.farben,status',
      sort: 'name',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="projekte-${today}.csv"`);
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const year = today.slice(0, 4);
    expect(body.slice(1).split('\r\n')).toEqual([
      'Projektnummer;Name;Kunde;Budget (€);Budget (Stunden);Beginn;Farben;Status',
      `P-${year}-002;Anbau;"Bau ""Nord""; GmbH";999,00;12,5;;Rot, Grün;Geplant`,
      `P-${year}-001;Dach Süd;"Bau ""Nord""; GmbH";12345,60;12,5;21.11.2026;Rot, Grün;Geplant`,
      '',
    ]);
  });

  it('guards CSV cells against formulas but leaves phone numbers alone', async () => {
    const body = (
      await download('customers', { format: 'csv', columns: 'name,phone,country', sort: 'name' })
    ).rawPayload
      .toString('utf8')
      .slice(1);
    expect(body.split('\r\n')).toEqual([
      'Name;Telefon;Land',
      '"\'=HYPERLINK(""x"")";+49 221 12345;Deutschland',
      '"Bau ""Nord""; GmbH";;Österreich',
      '',
    ]);
  });

  it('writes XLSX with a bold frozen header, filters, real numbers and dates', async () => {
    const response = await download('projects', {
      format: 'xlsx',
      sort: '-name',
      filter: { customer: customerId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(`attachment; filename="projekte-${today}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Projekte');
    // Default columns: number, name, the list columns of the registry, custom fields shown in the list.
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Projektnummer',
      'Name',
      'Kunde',
      'Status',
      'Beginn',
      'Farben',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe('Dach Süd');
    expect(first.getCell(3).value).toBe('Bau "Nord"; GmbH');
    expect(first.getCell(4).value).toBe('Geplant');
    expect(first.getCell(5).value).toEqual(new Date('2026-11-21T00:00:00Z'));
    expect(first.getCell(5).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getRow(3).getCell(5).value).toBeNull();

    const amounts = await download('projects', {
      format: 'xlsx',
      columns: 'name,budget_amount',
      sort: 'name',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(amounts.rawPayload as unknown as ArrayBuffer);
    const cell = book.worksheets[0]!.getRow(3).getCell(2);
    expect(cell.value).toBe(12345.6);
    expect(cell.numFmt).toBe('#,##0.00 €');
  });

  it('records the export in the history and refuses unknown columns', async () => {
    await download('customers', { format: 'csv', q: 'nord' });
    const { items } = (await call('GET', '/api/historyitems?entity=customers&action=exported')).json();
    expect(items[0]).toMatchObject({
      entity: 'customers',
      entity_id: null,
      action: 'exported',
      note: '1 Datensatz als CSV exportiert, Suche „nord“.',
    });
    const unknown = await download('customers', { columns: 'name,farbe' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Unbekannte Spalte „farbe“.');
  });
});
