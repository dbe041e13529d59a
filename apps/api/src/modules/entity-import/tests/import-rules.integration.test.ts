import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { base64, countRecords, customersFixture, importer, recordByNumber } from './import-test-helpers.ts';

const t = useTestAppWithTenant();
let token: string;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
  // The tenant's customers, for the contacts to point at.
  const customers = importer(t.app, token, 'customers');
  const analysis = (await customers.analyze(base64(customersFixture()))).json();
  const result = await customers.run(base64(customersFixture()), analysis.mapping);
  if (result.statusCode !== 200) throw new Error(result.body);
});

const contactsCsv = (companyOfAnna: string) =>
  '\ufeffFirma,Vorname,Nachname,Funktion,E-Mail,Mobil\n' +
  `${companyOfAnna},Anna,Müller,Geschäftsführerin,anna@baeckerei-mueller.de,0171 2345678\n` +
  'Elektro Schäfer e.K.,Jens,Schäfer,Meister,jens@elektro-schaefer.de,\n' +
  'hotel zur post gmbh,Petra,Lehmann,Empfang,petra@hotel-zur-post.de,\n';
const contactsMapping = ['company', 'first_name', 'last_name', 'role', 'email', 'mobile'];

describe('contacts import', () => {
  it('finds the company by customer number or by name, and matches contacts by e-mail', async () => {
    const contacts = importer(t.app, token, 'contacts');
    const analysis = (await contacts.analyze(base64(contactsCsv('10001')))).json();
    expect(analysis).toMatchObject({
      encoding: 'utf-8',
      has_bom: true,
      delimiter: ',',
      mapping: contactsMapping,
    });
    const baker = await recordByNumber(t.deps, t.tenant.tenantId, 'customers', '10001');
    const electrician = await recordByNumber(t.deps, t.tenant.tenantId, 'customers', '10003');
    const hotel = await recordByNumber(t.deps, t.tenant.tenantId, 'customers', '10010');

    const unknown = (await contacts.preview(base64(contactsCsv('99999')), contactsMapping)).json();
    expect(unknown.rows[0]).toMatchObject({
      status: 'error',
      errors: [
        {
          column: 'Firma',
          message:
            'Firma: „99999“ gibt es nicht (gesucht unter Kunden oder Lieferanten nach Nummer und Name).',
        },
      ],
    });

    const result = await contacts.run(base64(contactsCsv('10001')), contactsMapping);
    expect(result.json()).toEqual({ created: 3, updated: 0, unchanged: 0, total: 3 });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/entities/contacts?limit=10&sort=name',
      headers: bearer(token),
    });
    const companies = Object.fromEntries(
      list.json().items.map((c: { name: string; data: { company: number } }) => [c.name, c.data.company]),
    );
    expect(companies).toEqual({
      'Anna Müller': baker!.id,
      'Jens Schäfer': electrician!.id,
      'Petra Lehmann': hotel!.id,
    });

    // Again, with Anna's company given by name: the same, so nothing changes.
    const again = await contacts.run(base64(contactsCsv('Bäckerei Müller GmbH')), contactsMapping);
    expect(again.json()).toEqual({ created: 0, updated: 0, unchanged: 3, total: 3 });
    expect(await countRecords(t.deps, t.tenant.tenantId, 'contacts')).toBe(3);
  });
});

describe('articles import', () => {
  const csv =
    'Artikelnummer;Bezeichnung;Art;Einheit;Preis;MwSt\n' +
    'A-100;Montage vor Ort;Dienstleistung;Stunde;"1.234,56";19 %\n' +
    'A-101;Fachbuch;Produkt;Stück;24,90;7%\n' +
    ';Anfahrtspauschale;Dienstleistung;pauschal;45;19\n';

  it('converts German prices, units and VAT rates; matches by number only', async () => {
    const articles = importer(t.app, token, 'articles');
    const analysis = (await articles.analyze(base64(csv))).json();
    const mapping = ['number', 'name', 'kind', 'unit', 'net_price', 'vat_rate'];
    expect(analysis.mapping).toEqual(mapping);
    expect((await articles.run(base64(csv), mapping)).json()).toMatchObject({ created: 3 });
    expect((await recordByNumber(t.deps, t.tenant.tenantId, 'articles', 'A-100'))?.data).toMatchObject({
      name: 'Montage vor Ort',
      kind: 'service',
      unit: 'HUR',
      net_price: '1234.56',
      vat_rate: '19',
    });
    expect((await recordByNumber(t.deps, t.tenant.tenantId, 'articles', 'A-101'))?.data).toMatchObject({
      unit: 'C62',
      net_price: '24.90',
      vat_rate: '7',
    });
    // The row without a number cannot be recognised again: it is new each time.
    const again = (await articles.preview(base64(csv.replace('24,90', '26,50')), mapping)).json();
    expect(again.rows.map((r: { status: string; changes: string[] }) => [r.status, r.changes])).toEqual([
      ['unchanged', []],
      ['update', ['Nettopreis (€)']],
      ['new', []],
    ]);
  });

  it('explains values that do not fit the field', async () => {
    const articles = importer(t.app, token, 'articles');
    const bad = 'Artikelnummer;Bezeichnung;Einheit;Preis;MwSt\nA-200;Kabel;Rolle;zwölf;16 %\n';
    const preview = (
      await articles.preview(base64(bad), ['number', 'name', 'unit', 'net_price', 'vat_rate'])
    ).json();
    expect(preview.rows[0].errors).toEqual([
      {
        column: 'Einheit',
        message: expect.stringMatching(/^Einheit: „Rolle“ gibt es nicht\. Möglich: Stück, Stunde/),
      },
      { column: 'Preis', message: 'Nettopreis (€): „zwölf“ ist keine Zahl.' },
      { column: 'MwSt', message: 'USt.-Satz: „16 %“ gibt es nicht. Möglich: 19 %, 7 %, 0 %.' },
    ]);
  });
});

describe('requests the import refuses', () => {
  it('checks the mapping against the file and the fields', async () => {
    const customers = importer(t.app, token, 'customers');
    const csv = base64('Firma;Name;Ort\nA;B;C\n');
    const twice = await customers.preview(csv, ['company_name', 'company_name', 'city']);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toEqual({
      code: 'bad_request',
      message: 'Die Zuordnung der Spalten ist fehlerhaft.',
      fields: { 'mapping.1': '„Firmenname“ ist schon der Spalte „Firma“ zugeordnet.' },
    });
    const unknown = await customers.preview(csv, ['company_name', 'net_price', null]);
    expect(unknown.json().error.fields).toEqual({
      'mapping.1': 'Name: Dieses Feld gibt es bei Kunden nicht.',
    });
    const short = await customers.preview(csv, ['company_name']);
    expect(short.json().error.message).toBe(
      'Die Zuordnung passt nicht zur Datei. Bitte laden Sie die Datei erneut hoch.',
    );
    const nothing = await customers.run(csv, [null, null, null]);
    expect(nothing.json().error.message).toBe('Bitte ordnen Sie mindestens eine Spalte einem Feld zu.');
    const contacts = importer(t.app, token, 'contacts');
    const numberless = await contacts.preview(base64('Nr;Name\n1;Meier\n'), ['number', 'last_name']);
    expect(numberless.json().error.fields).toEqual({
      'mapping.0': 'Nr: Dieses Feld gibt es bei Ansprechpartner nicht.',
    });
  });

  it('takes files up to 5 MB and 10,000 rows, and no more', async () => {
    const customers = importer(t.app, token, 'customers');
    // Far above the usual 1 MB request limit.
    const large = `Firma;Notizen\n${Array.from({ length: 2000 }, (_, i) => `Firma ${i};${'x'.repeat(1500)}`).join('\n')}`;
    const analysis = await customers.analyze(base64(large));
    expect(analysis.statusCode).toBe(200);
    expect(analysis.json().row_count).toBe(2000);
    const tooLarge = await customers.analyze(Buffer.alloc(5 * 1024 * 1024 + 3, 'a').toString('base64'));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.fields).toEqual({ content_base64: 'Die Datei ist größer als 5 MB.' });
    const tooMany = await customers.analyze(base64(`Firma\n${'x\n'.repeat(10_001)}`));
    expect(tooMany.json().error.message).toBe(
      'Die Datei hat mehr als 10.000 Zeilen. Bitte teilen Sie sie auf.',
    );
  });

  it('needs the write permission of master data, and exists only for importable types', async () => {
    const employee = importer(t.app, await signInAs(t.app, t.tenant.employee), 'customers');
    const csv = base64(customersFixture());
    expect((await employee.analyze(csv)).statusCode).toBe(403);
    expect((await employee.preview(csv, [])).statusCode).toBe(403);
    expect((await employee.run(csv, [])).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/entities/customers/import/analyze',
      payload: { file_name: 'a.csv', content_base64: csv },
    });
    expect(anonymous.statusCode).toBe(401);
    const projects = importer(t.app, token, 'projects');
    expect((await projects.analyze(base64('Name\nX\n'))).statusCode).toBe(404);
    expect((await projects.run(base64('Name\nX\n'), ['name'])).statusCode).toBe(404);
  });
});

describe('tenants', () => {
  it('matches and resolves only within the own tenant', async () => {
    const other = await createTestTenant(t.deps);
    const otherToken = await signInAs(t.app, other.admin);
    // Same numbers and e-mails as this tenant's customers: still all new over there.
    const otherCustomers = importer(t.app, otherToken, 'customers');
    const mapping = (await otherCustomers.analyze(base64(customersFixture()))).json().mapping;
    const preview = (await otherCustomers.preview(base64(customersFixture()), mapping)).json();
    expect(preview.totals).toMatchObject({ new: 20, unchanged: 0 });
    expect(preview.rows.every((r: { matched_id: null }) => r.matched_id === null)).toBe(true);

    // A contact of the other tenant cannot point at this tenant's customers.
    const otherContacts = importer(t.app, otherToken, 'contacts');
    const contact = (await otherContacts.preview(base64(contactsCsv('10001')), contactsMapping)).json();
    expect(contact.totals.error).toBe(3);
    expect(await countRecords(t.deps, other.tenantId, 'customers')).toBe(0);
    expect(await countRecords(t.deps, t.tenant.tenantId, 'customers')).toBe(20);
  });
});
