import { unzipSync } from 'fflate';
import { buchungsstapelColumns } from '@kontor/accounting';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createFinalized,
  item,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { caller } from '../../../test/http-caller.ts';
import { signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

// The DATEV export of the API: the package's writers are tested rule by rule in
// packages/accounting; here the stored journal reaches them and comes back as one ZIP.
const t = useTestAppWithTenant();
let call: Call;
let invoice: { id: number; number: string };
const period = 'from=2026-03-01&to=2026-03-31';

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  const customer = await call('POST', '/api/entities/customers', {
    number: 'K-1001',
    data: {
      kind: 'company',
      company_name: 'Bäckerei Schmidt GmbH',
      street: 'Marktplatz 5',
      zip: '80331',
      city: 'München',
      einvoice_format: 'pdf',
    },
  });
  invoice = await createFinalized(call, {
    type: 'invoice',
    customer_id: customer.json().id,
    document_date: '2026-03-03',
    service_date: '2026-03-02',
    lines: [item({ quantity: '10', unit_price: '100.00' }), item({ unit_price: '200.00', vat_rate: '7' })],
  });
});

const windows1252 = (bytes: Uint8Array) => new TextDecoder('windows-1252').decode(bytes);

describe('DATEV export', () => {
  it('asks for Berater- and Mandantennummer first, in German', async () => {
    const response = await call('GET', `/api/accounting/datev-export?${period}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Bitte zuerst DATEV-Berater- und Mandantennummer in den Firmendaten hinterlegen.',
    );
  });

  it('answers a ZIP with the Buchungsstapel and the Debitoren/Kreditoren of the period', async () => {
    const settings = (await call('GET', '/api/settings/tenant')).json();
    const saved = await call('PUT', '/api/settings/tenant', {
      ...settings,
      datev_consultant_number: 29098,
      datev_client_number: 55003,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await call('GET', `/api/accounting/datev-export?${period}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="DATEV_20260301_20260331.zip"',
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'EXTF_Buchungsstapel_20260301_20260331.csv',
      'EXTF_Debitoren_Kreditoren.csv',
    ]);
    const stapel = windows1252(files['EXTF_Buchungsstapel_20260301_20260331.csv']!).split('\r\n');
    expect(stapel[0]).toMatch(
      /^"EXTF";700;21;"Buchungsstapel";13;\d{17};;"KO";"";"";29098;55003;20260101;4;20260301;20260331;"Kontor Buchungen";"";1;0;0;"EUR";/,
    );
    const lines = stapel.slice(2).filter(Boolean);
    expect(lines).toHaveLength(2);
    // Umsatz positive with S on the debtor, revenue accounts without BU key (automatic), TTMM.
    expect(lines[0]).toMatch(new RegExp(`^1190,00;"S";"EUR";;;"";11001;8400;"";0303;"${invoice.number}";`));
    expect(lines[1]).toMatch(new RegExp(`^214,00;"S";"EUR";;;"";11001;8300;"";0303;"${invoice.number}";`));
    const parties = files['EXTF_Debitoren_Kreditoren.csv']!;
    expect(parties.includes(0xe4)).toBe(true); // „ä“ in Windows-1252
    const partyLines = windows1252(parties).split('\r\n').slice(2).filter(Boolean);
    expect(partyLines).toHaveLength(1);
    expect(partyLines[0]).toMatch(/^11001;"Bäckerei Schmidt GmbH";/);
  });

  it('refuses a period across two fiscal years and needs the export permission', async () => {
    const across = await call('GET', '/api/accounting/datev-export?from=2025-12-01&to=2026-01-31');
    expect(across.statusCode).toBe(400);
    expect(across.json().error.message).toMatch(/^DATEV-Export nicht möglich: /);
    const employee = caller(t.app, await signInAs(t.app, t.tenant.employee));
    expect((await employee('GET', `/api/accounting/datev-export?${period}`)).statusCode).toBe(403);
  });
});

const headerOf = (zip: { rawPayload: Buffer }) => {
  const files = unzipSync(new Uint8Array(zip.rawPayload));
  const name = Object.keys(files).find((f) => f.startsWith('EXTF_Buchungsstapel'))!;
  const lines = windows1252(files[name]!).split('\r\n');
  return { fields: lines[0]!.split(';'), rows: lines.slice(2).filter(Boolean) };
};

describe('Festschreibung and export history', () => {
  it('exports only entries not yet exported and records every export', async () => {
    const onlyNew = await call('GET', `/api/accounting/datev-export?${period}&only_new=true`);
    expect(onlyNew.statusCode, onlyNew.body).toBe(200);
    expect(headerOf(onlyNew).rows).toHaveLength(0);
    const history = await call('GET', '/api/accounting/datev-exports');
    expect(history.statusCode).toBe(200);
    expect(history.json().items[0]).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      only_new: true,
      entries: 0,
      accounts: 1,
      locked: false,
      created_by: expect.any(String),
    });
    expect(history.json().items[1]).toMatchObject({ only_new: false, entries: 2 });
  });

  it('locks finished months: no more postings there, and the export carries the Festschreibung flag', async () => {
    expect((await call('GET', '/api/accounting/lock')).json()).toEqual({
      locked_until: null,
      locked_at: null,
      locked_by: null,
    });
    const future = await call('POST', '/api/accounting/lock', { month: '2099-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('Festgeschrieben werden können nur abgelaufene Monate.');
    const locked = await call('POST', '/api/accounting/lock', { month: '2026-03' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({ locked_until: '2026-03-31', locked_by: expect.any(String) });
    const back = await call('POST', '/api/accounting/lock', { month: '2026-02' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe('Die Buchhaltung ist bereits bis 03/2026 festgeschrieben.');

    // A document dated in the locked month is refused (the database says so, in German).
    const draft = await call('POST', '/api/documents', {
      type: 'invoice',
      customer_id: (await call('GET', `/api/documents/${invoice.id}`)).json().customer_id,
      document_date: '2026-03-20',
      service_date: '2026-03-20',
      lines: [item()],
    });
    const refused = await call('POST', `/api/documents/${draft.json().id}/finalize`, { version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Die Buchhaltung ist bis 31.03.2026 festgeschrieben; in diesen Zeitraum kann nicht mehr gebucht werden.',
    );
    // A payment dated there too; one dated after the lock is booked.
    const payIn = await call('POST', `/api/documents/${invoice.id}/payments`, {
      amount: '10',
      paid_on: '2026-03-30',
    });
    expect(payIn.statusCode).toBe(409);
    const payAfter = await call('POST', `/api/documents/${invoice.id}/payments`, {
      amount: '10',
      paid_on: '2026-04-02',
    });
    expect(payAfter.statusCode, payAfter.body).toBe(201);

    const zip = await call('GET', `/api/accounting/datev-export?${period}`);
    expect(headerOf(zip).fields[20]).toBe('1');
    const april = await call('GET', '/api/accounting/datev-export?from=2026-04-01&to=2026-04-30');
    expect(headerOf(april).fields[20]).toBe('0');
  });

  it('needs the export permission to lock or see the history', async () => {
    const employee = caller(t.app, await signInAs(t.app, t.tenant.employee));
    expect((await employee('POST', '/api/accounting/lock', { month: '2026-04' })).statusCode).toBe(403);
    expect((await employee('GET', '/api/accounting/datev-exports')).statusCode).toBe(403);
  });
});

describe('projects reach DATEV as KOST2', () => {
  it('writes the project number of an invoice into KOST2 of each of its lines', async () => {
    const project = await call('POST', '/api/entities/projects', {
      number: 'P-4711',
      data: { name: 'Umbau Filiale' },
    });
    expect(project.statusCode, project.body).toBe(201);
    const customerId = (await call('GET', `/api/documents/${invoice.id}`)).json().customer_id;
    const withProject = await createFinalized(call, {
      type: 'invoice',
      customer_id: customerId,
      project_id: project.json().id,
      document_date: '2026-05-04',
      service_date: '2026-05-04',
      lines: [item({ unit_price: '100.00' }), item({ unit_price: '50.00', vat_rate: '7' })],
    });
    const zip = await call('GET', '/api/accounting/datev-export?from=2026-05-01&to=2026-05-31');
    expect(zip.statusCode, zip.body).toBe(200);
    const kost = (name: string) => buchungsstapelColumns.findIndex(([n]) => n === name);
    const rows = headerOf(zip)
      .rows.map((row) => row.split(';'))
      .filter((cells) => cells[kost('Belegfeld 1')] === `"${withProject.number}"`);
    expect(rows).toHaveLength(2);
    for (const cells of rows) {
      expect(cells[kost('KOST2 - Kostenstelle')]).toBe('"P-4711"');
      expect(cells[kost('KOST1 - Kostenstelle')]).toBe('""');
    }
  });
});
