import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  base64,
  countRecords,
  customersFixture,
  customersFixtureText,
  importer,
  importHistory,
  recordByNumber,
} from './import-test-helpers.ts';

const t = useTestAppWithTenant();
let token: string;
let customers: ReturnType<typeof importer>;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
  customers = importer(t.app, token, 'customers');
});

const fixture = () => base64(customersFixture());
const suggested = [
  'number',
  'company_name',
  'street',
  'zip',
  'city',
  'country',
  'email',
  'phone',
  'vat_id',
  'iban',
  'payment_term_days',
  'skonto_percent',
  'skonto_days',
  'notes',
];

/** A fresh tenant with its own administrator, for tests that need an empty tenant. */
async function freshTenant() {
  const tenant = await createTestTenant(t.deps);
  const adminToken = await signInAs(t.app, tenant.admin);
  return { tenant, token: adminToken, customers: importer(t.app, adminToken, 'customers') };
}

describe('customers import', () => {
  it('reads a Windows-1252 file with semicolons and suggests the mapping', async () => {
    const response = await customers.analyze(fixture(), 'kunden.csv');
    expect(response.statusCode).toBe(200);
    const analysis = response.json();
    expect(analysis).toMatchObject({
      file_name: 'kunden.csv',
      encoding: 'windows-1252',
      has_bom: false,
      delimiter: ';',
      row_count: 20,
      mapping: suggested,
    });
    expect(analysis.headers[2]).toBe('Straße');
    expect(analysis.sample_rows).toHaveLength(5);
    expect(analysis.sample_rows[0].slice(0, 5)).toEqual([
      '10001',
      'Bäckerei Müller GmbH',
      'Hauptstraße 12',
      '80331',
      'München',
    ]);
    expect(analysis.sample_rows[3][13]).toBe('Rechnung bitte per Post\nund zusätzlich per E-Mail');
    expect(analysis.targets).toContainEqual({ key: 'number', label: 'Kundennummer', required: false });
    expect(analysis.targets).toContainEqual({ key: 'company_name', label: 'Firmenname', required: true });
  });

  it('imports 20 customers, and the same file again changes nothing', async () => {
    const { tenant, token: adminToken, customers: tenantCustomers } = await freshTenant();
    const preview = await tenantCustomers.preview(fixture(), suggested);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().totals).toEqual({ total: 20, new: 20, update: 0, unchanged: 0, error: 0 });
    expect(preview.json().rows[0]).toEqual({
      line: 2,
      status: 'new',
      name: 'Bäckerei Müller GmbH',
      number: '10001',
      matched_id: null,
      changes: [],
      errors: [],
    });
    // The multi-line note makes the next record start one line later in the file, not in the sheet.
    expect(preview.json().rows.map((r: { line: number }) => r.line)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );

    const first = await tenantCustomers.run(fixture(), suggested);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ created: 20, updated: 0, unchanged: 0, total: 20 });
    expect(await countRecords(t.deps, tenant.tenantId, 'customers')).toBe(20);

    const baker = await recordByNumber(t.deps, tenant.tenantId, 'customers', '10001');
    expect(baker).toMatchObject({
      name: 'Bäckerei Müller GmbH',
      data: {
        kind: 'company',
        company_name: 'Bäckerei Müller GmbH',
        street: 'Hauptstraße 12',
        zip: '80331',
        city: 'München',
        country: 'DE',
        email: 'info@baeckerei-mueller.de',
        vat_id: 'DE123456789',
        iban: 'DE66701500000001234567',
        payment_term_days: 14,
        vat_treatment: 'standard',
      },
    });
    const carpenter = await recordByNumber(t.deps, tenant.tenantId, 'customers', '10002');
    expect(carpenter?.data).toMatchObject({
      skonto_percent: '2.0',
      skonto_days: 10,
      notes: 'Liefert nur dienstags; Tor 2 benutzen',
    });
    const austrian = await recordByNumber(t.deps, tenant.tenantId, 'customers', '10020');
    expect(austrian?.data).toMatchObject({ country: 'AT', zip: '5020', vat_id: 'ATU12345678' });

    const again = await tenantCustomers.preview(fixture(), suggested);
    expect(again.json().totals).toEqual({ total: 20, new: 0, update: 0, unchanged: 20, error: 0 });
    expect(again.json().rows[0]).toMatchObject({ status: 'unchanged', matched_id: baker!.id });
    const second = await tenantCustomers.run(fixture(), suggested);
    expect(second.json()).toEqual({ created: 0, updated: 0, unchanged: 20, total: 20 });
    expect(await countRecords(t.deps, tenant.tenantId, 'customers')).toBe(20);
    expect((await recordByNumber(t.deps, tenant.tenantId, 'customers', '10001'))?.version).toBe(1);

    // Without the number column the rows are matched by e-mail: still nothing new.
    const byEmail = suggested.map((target) => (target === 'number' ? null : target));
    expect((await tenantCustomers.run(fixture(), byEmail)).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 20,
      total: 20,
    });
    expect(await countRecords(t.deps, tenant.tenantId, 'customers')).toBe(20);

    expect((await importHistory(t.app, adminToken, 'customers')).map((h) => h.note)).toEqual([
      '0 neu, 0 aktualisiert, 20 unverändert',
      '0 neu, 0 aktualisiert, 20 unverändert',
      '20 neu, 0 aktualisiert, 0 unverändert',
    ]);
  });

  it('updates only the rows whose values changed', async () => {
    const { tenant, customers: tenantCustomers } = await freshTenant();
    await tenantCustomers.run(fixture(), suggested);
    const before = await recordByNumber(t.deps, tenant.tenantId, 'customers', '10003');
    const changed = customersFixtureText()
      .replace(';20095;Hamburg;', ';22041;Hamburg;')
      .replace('0711 7788990', '0711 7788999')
      .replace('service@autohaus-koehler.de', 'Service@Autohaus-Koehler.de');
    const preview = (await tenantCustomers.preview(base64(changed, 'latin1'), suggested)).json();
    expect(preview.totals).toEqual({ total: 20, new: 0, update: 2, unchanged: 18, error: 0 });
    expect(preview.rows.filter((r: { status: string }) => r.status === 'update')).toEqual([
      expect.objectContaining({ line: 4, number: '10003', changes: ['PLZ'], matched_id: before!.id }),
      // Upper-case e-mail is the same address; only the phone number changed.
      expect.objectContaining({ line: 6, number: '10005', changes: ['Telefon'] }),
    ]);
    const result = await tenantCustomers.run(base64(changed, 'latin1'), suggested);
    expect(result.json()).toEqual({ created: 0, updated: 2, unchanged: 18, total: 20 });
    const after = await recordByNumber(t.deps, tenant.tenantId, 'customers', '10003');
    expect(after).toMatchObject({ version: 2, data: { ...before!.data, zip: '22041' } });
  });

  it('keeps stored values where the file has empty cells', async () => {
    const { tenant, customers: tenantCustomers } = await freshTenant();
    await tenantCustomers.run(fixture(), suggested);
    const blanked = customersFixtureText().replace('089 1234567', '');
    const result = await tenantCustomers.run(base64(blanked, 'latin1'), suggested);
    expect(result.json()).toMatchObject({ created: 0, updated: 0, unchanged: 20 });
    expect((await recordByNumber(t.deps, tenant.tenantId, 'customers', '10001'))?.data.phone).toBe(
      '089 1234567',
    );
  });

  it('refuses the whole file when one row is wrong, and writes nothing', async () => {
    const { tenant, token: adminToken, customers: tenantCustomers } = await freshTenant();
    const broken = customersFixtureText()
      .replace('kontakt@elektro-schaefer.de', 'kontakt(at)elektro-schaefer.de')
      .replace('10006;Metallbau Krüger GmbH;', '10006;;');
    const content = base64(broken, 'latin1');
    const preview = (await tenantCustomers.preview(content, suggested)).json();
    expect(preview.totals).toEqual({ total: 20, new: 18, update: 0, unchanged: 0, error: 2 });
    const errorRows = preview.rows.filter((r: { status: string }) => r.status === 'error');
    expect(errorRows).toEqual([
      expect.objectContaining({
        line: 4,
        errors: [{ column: 'E-Mail', message: 'E-Mail: keine gültige E-Mail-Adresse.' }],
      }),
      expect.objectContaining({
        line: 7,
        errors: [{ column: 'Firma', message: 'Bitte Firmenname angeben.' }],
      }),
    ]);

    const run = await tenantCustomers.run(content, suggested);
    expect(run.statusCode).toBe(400);
    expect(run.json().error).toEqual({
      code: 'validation_failed',
      message:
        '2 Zeilen enthalten Fehler, die erste ist Zeile 4: E-Mail: keine gültige E-Mail-Adresse. Es wurde nichts importiert.',
      fields: {
        'rows.4.E-Mail': 'E-Mail: keine gültige E-Mail-Adresse.',
        'rows.7.Firma': 'Bitte Firmenname angeben.',
      },
    });
    expect(await countRecords(t.deps, tenant.tenantId, 'customers')).toBe(0);
    expect(await importHistory(t.app, adminToken, 'customers')).toEqual([]);
  });

  it('reports rows that appear twice in the file', async () => {
    const text = customersFixtureText();
    const lines = text.split('\r\n');
    const doubled = [
      ...lines.slice(0, 3),
      lines[1]!.replace('Hauptstraße 12', 'Hauptstraße 14'),
      ...lines.slice(3),
    ];
    const preview = (await customers.preview(base64(doubled.join('\r\n'), 'latin1'), suggested)).json();
    const twins = preview.rows.filter((r: { status: string }) => r.status === 'error');
    expect(twins.map((r: { line: number; errors: unknown[] }) => [r.line, r.errors])).toEqual([
      [2, [{ column: 'Kundennummer', message: 'Doppelt in Zeile 2 und 4.' }]],
      [4, [{ column: 'Kundennummer', message: 'Doppelt in Zeile 2 und 4.' }]],
    ]);
  });

  it('reads UTF-8 with BOM, commas, English headers and German values', async () => {
    const { tenant, customers: tenantCustomers } = await freshTenant();
    const csv =
      '\ufeffCompany,Zip,City,Country,Email,Payment terms,Cash discount %,Skontofrist,SEPA-Mandatsdatum,SEPA-Mandatsreferenz,IBAN\n' +
      '"Weber, Schmitz & Co.",10115,Berlin,DE,buchhaltung@weber-schmitz.de,30,"2,5",10,01.03.2024,M-2024-7,DE89 3704 0044 0532 0130 00\n';
    const analysis = (await tenantCustomers.analyze(base64(csv))).json();
    expect(analysis).toMatchObject({ encoding: 'utf-8', has_bom: true, delimiter: ',' });
    const mapping = [
      'company_name',
      'zip',
      'city',
      'country',
      'email',
      'payment_term_days',
      'skonto_percent',
      'skonto_days',
      'sepa_mandate_date',
      'sepa_mandate_reference',
      'iban',
    ];
    expect(analysis.mapping).toEqual([...mapping.slice(0, 6), null, ...mapping.slice(7)]);
    expect((await tenantCustomers.run(base64(csv), mapping)).json()).toMatchObject({ created: 1 });
    const [record] = await Promise.all([recordByNumber(t.deps, tenant.tenantId, 'customers', '10001')]);
    expect(record?.data).toMatchObject({
      company_name: 'Weber, Schmitz & Co.',
      skonto_percent: '2.5',
      skonto_days: 10,
      sepa_mandate_date: '2024-03-01',
      iban: 'DE89370400440532013000',
    });
  });
});
