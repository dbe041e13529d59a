import { DOMParser } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCustomer,
  createFinalized,
  draft,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { addUser, bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { dataExportJob } from '../index.ts';

// GoBD and full exports run as pg-boss jobs on the test database; the tests wait for the row.
const t = useTestAppWithTenant();
let call: Call;
let invoice: { id: number; number: string };
const period = { from: '2026-11-01', to: '2026-11-30' };

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  const customer = await createCustomer(call);
  invoice = await createFinalized(call, draft(customer.id));
  await t.deps.jobs.start(t.deps, [dataExportJob]);
});

afterAll(async () => {
  await t.deps.jobs.stop();
});

interface Listed {
  id: number;
  status: string;
  progress: number;
  filename: string | null;
  error: string | null;
}

const whenFinished = async (id: number, as: Call = call) => {
  let found: Listed | undefined;
  await vi.waitFor(
    async () => {
      const items = (await as('GET', '/api/data-exports')).json().items as Listed[];
      found = items.find((item) => item.id === id);
      expect(found?.status).toMatch(/done|failed/);
    },
    { timeout: 30_000, interval: 100 },
  );
  return found!;
};

const unzip = (payload: Buffer) => unzipSync(new Uint8Array(payload));
const utf8 = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('GoBD data export (Datenträgerüberlassung)', () => {
  let exportId: number;

  it('is started in the background and finishes with a ZIP to download', async () => {
    const started = await call('POST', '/api/data-exports', { kind: 'gobd', ...period });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ kind: 'gobd', ...period, status: 'queued', progress: 0 });
    exportId = started.json().id;
    const done = await whenFinished(exportId);
    expect(done).toMatchObject({
      status: 'done',
      progress: 100,
      error: null,
      filename: 'GoBD_20261101_20261130.zip',
    });

    const download = await call('GET', `/api/data-exports/${exportId}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe('attachment; filename="GoBD_20261101_20261130.zip"');
    const files = unzip(download.rawPayload);
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'index.xml',
        'gdpdu-01-09-2004.dtd',
        'buchungen.csv',
        'konten.csv',
        'ausgangsbelege.csv',
        'eingangsrechnungen.csv',
        'stammdaten.csv',
      ]),
    );
    // The archived originals of the invoice travel along and are named in its row.
    const originals = names.filter((n) => n.startsWith('belege/'));
    expect(originals.some((n) => n.endsWith('.pdf'))).toBe(true);
    const documents = utf8(files['ausgangsbelege.csv']).split('\r\n');
    const row = documents.find((line) => line.startsWith(`"${invoice.number}"`))!;
    for (const name of originals) expect(row).toContain(name);
    expect(utf8(files[originals.find((n) => n.endsWith('.pdf'))!]).startsWith('%PDF')).toBe(true);
    expect(utf8(files['buchungen.csv'])).toContain(`"${invoice.number}"`);

    const index = new DOMParser().parseFromString(utf8(files['index.xml']), 'text/xml');
    const urls = Array.from(index.getElementsByTagName('URL')).map((u) => u.textContent);
    expect(urls).toEqual([
      'buchungen.csv',
      'konten.csv',
      'ausgangsbelege.csv',
      'eingangsrechnungen.csv',
      'stammdaten.csv',
    ]);
  });

  it('asks for a period in German and is refused without the export right', async () => {
    const missing = await call('POST', '/api/data-exports', { kind: 'gobd', from: '2026-11-01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ to: 'Bis: bitte ein Datum angeben.' });
    const employee = await signedInCaller(t.app, t.tenant.employee);
    expect((await employee('POST', '/api/data-exports', { kind: 'gobd', ...period })).statusCode).toBe(403);
    expect((await employee('GET', '/api/data-exports')).statusCode).toBe(403);
    expect((await employee('GET', `/api/data-exports/${exportId}/download`)).statusCode).toBe(403);
  });

  it('cannot be listed or downloaded by another tenant', async () => {
    const other = await createTestTenant(t.deps, 'Anderer Mandant');
    const callB = await signedInCaller(t.app, other.admin);
    expect((await callB('GET', `/api/data-exports/${exportId}/download`)).statusCode).toBe(404);
    expect((await callB('GET', '/api/data-exports')).json().items).toEqual([]);
    const own = await callB('POST', '/api/data-exports', { kind: 'gobd', ...period });
    const done = await whenFinished(own.json().id, callB);
    expect(done.status).toBe('done');
    const zip = unzip((await callB('GET', `/api/data-exports/${own.json().id}/download`)).rawPayload);
    expect(utf8(zip['buchungen.csv'])).not.toContain(invoice.number);
    expect(Object.keys(zip).filter((n) => n.startsWith('belege/'))).toEqual([]);
  });

  it('holds the approved incoming invoices of the period with their originals, not the drafts', async () => {
    // A supplier (another tenant) invoices this tenant as XRechnung; it is uploaded here twice over.
    const supplier = await createTestTenant(t.deps, 'Zulieferer Software GmbH');
    await setSellerData(t.deps, supplier.tenantId, {
      companyName: 'Zulieferer Software GmbH',
      vatId: 'DE136695976',
      einvoiceFormat: 'xrechnungUbl',
    });
    const supplierCall = await signedInCaller(t.app, supplier.admin);
    const us = await createCustomer(supplierCall, { einvoice_format: 'tenantDefault' });
    const token = await signInAs(t.app, t.tenant.admin);
    const upload = async (name: string) => {
      const sold = await createFinalized(supplierCall, draft(us.id));
      const xml = (await supplierCall('GET', `/api/documents/${sold.id}/files/xrechnungUbl`)).rawPayload;
      const body = multipart([{ name, type: 'application/xml', content: xml }], {}, 'file');
      const up = await t.app.inject({
        method: 'POST',
        url: '/api/incoming-invoices',
        payload: body.payload,
        headers: { ...bearer(token), ...body.headers },
      });
      expect(up.statusCode, up.body).toBe(201);
      return { id: up.json().id as number, number: sold.number, xml };
    };
    const approved = await upload('zulieferer-rechnung.xml');
    const draftOnly = await upload('noch-offen.xml');
    const vendor = await call('PUT', `/api/incoming-invoices/${approved.id}/vendor`, { create: true });
    expect(vendor.statusCode, vendor.body).toBe(200);
    expect(
      (await call('POST', `/api/incoming-invoices/${approved.id}/status`, { status: 'review' })).statusCode,
    ).toBe(200);
    const approval = await call('POST', `/api/incoming-invoices/${approved.id}/status`, {
      status: 'approved',
    });
    expect(approval.statusCode, approval.body).toBe(200);

    const started = await call('POST', '/api/data-exports', { kind: 'gobd', ...period });
    expect((await whenFinished(started.json().id)).status).toBe('done');
    const files = unzip((await call('GET', `/api/data-exports/${started.json().id}/download`)).rawPayload);
    const table = utf8(files['eingangsrechnungen.csv']).split('\r\n');
    const row = table.find((line) => line.includes(`"${approved.number}"`));
    expect(row).toBeDefined();
    expect(row).toContain('"Zulieferer Software GmbH"');
    expect(row).toContain('"Freigegeben"');
    expect(row).toContain('"eingangsrechnungen/zulieferer-rechnung.xml"');
    expect(table.some((line) => line.includes(draftOnly.number))).toBe(false);
    // The original travels along unchanged, and the invoice's entries are in the journal.
    expect(Buffer.from(files['eingangsrechnungen/zulieferer-rechnung.xml']!)).toEqual(approved.xml);
    expect(Object.keys(files).some((n) => n.includes('noch-offen'))).toBe(false);
    expect(utf8(files['buchungen.csv'])).toContain(`"${approved.number}"`);
    const index = new DOMParser().parseFromString(utf8(files['index.xml']), 'text/xml');
    const tables = Array.from(index.getElementsByTagName('Table'));
    const incoming = tables.find(
      (table) => table.getElementsByTagName('URL')[0]?.textContent === 'eingangsrechnungen.csv',
    );
    expect(incoming?.getElementsByTagName('Name')[0]?.textContent).toBe('Eingangsrechnungen');
  });
});

describe('full tenant export', () => {
  it('holds every tenant table as JSON and the stored files, without credentials', async () => {
    const started = await call('POST', '/api/data-exports', { kind: 'tenant' });
    expect(started.statusCode, started.body).toBe(201);
    const done = await whenFinished(started.json().id);
    expect(done.status, done.error ?? '').toBe('done');
    expect(done.filename).toMatch(/^Kontor_Mandant_\d+_\d{8}\.zip$/);
    const files = unzip((await call('GET', `/api/data-exports/${done.id}/download`)).rawPayload);
    const manifest = JSON.parse(utf8(files['manifest.json']));
    expect(manifest).toMatchObject({
      format: 'kontor-tenant-export',
      version: 1,
      tenant_id: t.tenant.tenantId,
    });
    expect(manifest.tables).toMatchObject({
      documents: 1,
      journal_entries: expect.any(Number),
      data_exports: expect.any(Number),
    });
    const documents = JSON.parse(utf8(files['tables/documents.json'])) as { id: number; tenant_id: number }[];
    expect(documents.map((d) => d.id)).toEqual([invoice.id]);
    // Only this tenant's rows, in every table.
    for (const name of Object.keys(files).filter((n) => n.startsWith('tables/'))) {
      const rows = JSON.parse(utf8(files[name])) as { tenant_id: number }[];
      for (const row of rows) expect(row.tenant_id).toBe(t.tenant.tenantId);
      for (const row of rows)
        expect(Object.keys(row).some((k) => /password|secret|token/.test(k))).toBe(false);
    }
    // The archived PDF of the invoice is among the files, under the name the manifest gives.
    const stored = Object.values(manifest.files as Record<string, string>);
    expect(stored.length).toBeGreaterThan(0);
    for (const name of stored) expect(files[name]).toBeDefined();
    expect(stored.some((name) => utf8(files[name]!.subarray(0, 4)) === '%PDF')).toBe(true);
  });

  it('needs the settings right on top of the export right', async () => {
    const accountant = await addUser(
      t.deps,
      t.tenant.tenantId,
      t.tenant.roleIds['Buchhaltung']!,
      'buchhaltung',
    );
    const asAccountant = await signedInCaller(t.app, accountant);
    const refused = await asAccountant('POST', '/api/data-exports', { kind: 'tenant' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Den vollständigen Export dürfen nur Personen mit Einstellungsrechten starten.',
    );
    expect((await asAccountant('POST', '/api/data-exports', { kind: 'gobd', ...period })).statusCode).toBe(
      201,
    );
  });
});
