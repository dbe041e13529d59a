import { readFileSync } from 'node:fs';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECEIPT_PHOTO_TRUTH as truth } from '../../../../../../packages/incoming-invoices/test-fixtures/receipt-photo.truth.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { signedInCaller, type Call } from '../../../test/document-test-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { incomingInvoiceOcrJob } from '../index.ts';
import { setOcrState } from '../incoming-invoices.repository.ts';
import { stopOcrEngine } from '../ocr-engine-holder.ts';

// Photos and scans: the upload answers at once, the OCR job (pg-boss on the test database, the
// real offline tesseract.js engine) fills the draft; the user confirms the doubtful fields.
const photo = readFileSync(
  new URL('../../../../../../packages/incoming-invoices/test-fixtures/receipt-photo.jpg', import.meta.url),
);
const OCR_TIMEOUT = 180_000;

const t = useTestAppWithTenant();
let call: Call;
let token: string;

beforeAll(async () => {
  call = await signedInCaller(t.app, t.tenant.admin);
  token = await signInAs(t.app, t.tenant.admin);
  await t.deps.jobs.start(t.deps, [incomingInvoiceOcrJob]);
});

afterAll(async () => {
  await t.deps.jobs.stop();
  await stopOcrEngine();
});

const upload = (content: Buffer | Uint8Array, name: string, type: string) => {
  const body = multipart([{ name, type, content: Buffer.from(content) }], {}, 'file');
  return t.app.inject({
    method: 'POST',
    url: '/api/incoming-invoices',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
};

interface Detail {
  id: number;
  version: number;
  number: string | null;
  issue_date: string | null;
  due_date: string | null;
  totals: { net: string | null; tax: string | null; gross: string | null };
  vendor: { id: number; name: string } | null;
  vendor_match_reason: string | null;
  seller: { name: string | null; iban: string | null; vat_id: string | null };
  vat_breakdown: { rate: string | null; net: string | null; tax: string | null }[];
  lines: { net: string; vat: string; vat_rate: string; account: string }[];
  lines_match_totals: boolean;
  ocr: { status: string; progress: number; error: string | null } | null;
  field_checks: { field: string; confidence: number | null; needs_check: boolean }[];
}

const detail = async (id: number) => (await call('GET', `/api/incoming-invoices/${id}`)).json() as Detail;

/** Waits for the job (no fixed sleep): the OCR state leaves queued/running. */
const ocrFinished = (id: number) =>
  vi.waitFor(
    async () => {
      const got = await detail(id);
      expect(['done', 'failed']).toContain(got.ocr?.status);
      return got;
    },
    { timeout: OCR_TIMEOUT, interval: 250 },
  );

describe('a photographed invoice', () => {
  it(
    'is answered at once, then read by the OCR job into the draft with a confidence per field',
    async () => {
      const vendor = await call('POST', '/api/entities/vendors', {
        data: { kind: 'company', company_name: 'Lindner Schreibwaren', country: 'DE', vat_id: truth.vatId },
      });
      expect(vendor.statusCode, vendor.body).toBe(201);

      const res = await upload(photo, 'beleg.jpg', 'image/jpeg');
      expect(res.statusCode, res.body).toBe(201);
      // The answer comes before the OCR: nothing is read yet.
      expect(res.json()).toMatchObject({ status: 'draft', number: null, totals: { gross: null } });
      const id = res.json().id as number;

      const got = await ocrFinished(id);
      expect(got.ocr).toEqual({ status: 'done', progress: 100, error: null });
      expect(got).toMatchObject({
        number: truth.number,
        issue_date: truth.issueDate,
        due_date: truth.dueDate,
        totals: { net: truth.net, tax: truth.vat, gross: truth.gross },
        seller: { iban: truth.iban, vat_id: truth.vatId },
        vendor: { id: vendor.json().id, name: 'Lindner Schreibwaren' },
      });
      expect(got.vendor_match_reason).toMatch(/USt-IdNr/);
      expect(got.vat_breakdown.map((v) => [Number(v.rate), v.net, v.tax])).toEqual(
        truth.vatByRate.map((v) => [Number(v.rate), v.net, v.tax]),
      );
      // First booking lines, one per VAT rate: the sums equal the invoice, so it can be approved.
      expect(got.lines.map((l) => [Number(l.vat_rate), l.net, l.vat])).toEqual(
        truth.vatByRate.map((v) => [Number(v.rate), v.net, v.tax]),
      );
      expect(got.lines_match_totals).toBe(true);

      // Every header field has its confidence; the doubtful ones are marked for checking.
      const checks = new Map(got.field_checks.map((c) => [c.field, c]));
      expect([...checks.keys()].sort()).toEqual(
        ['due_date', 'gross', 'iban', 'issue_date', 'net', 'number', 'tax', 'vat_id', 'vendor_name'].sort(),
      );
      for (const check of checks.values()) {
        expect(check.confidence, check.field).not.toBeNull();
        expect(check.needs_check, check.field).toBe(check.confidence! < 0.8);
      }
      expect(checks.get('gross')!.needs_check).toBe(false);
    },
    OCR_TIMEOUT,
  );

  it(
    'keeps its doubtful fields marked until the user confirms them; a wrong IBAN is refused',
    async () => {
      const id = (await upload(photo, 'beleg-2.jpg', 'image/jpeg')).json().id as number;
      const read = await ocrFinished(id);
      const header = {
        vendor_name: 'Schreibwaren Lindner GmbH',
        number: read.number,
        issue_date: read.issue_date,
        due_date: read.due_date,
        net: '108,90',
        tax: '17.10',
        gross: '126.00',
        iban: 'DE89 3704 0044 0532 0130 01',
        vat_id: read.seller.vat_id,
      };
      const lines = read.lines.map((l) => ({
        account: l.account,
        net: l.net,
        vat_rate: l.vat_rate,
        vat: l.vat,
      }));
      const bad = await call('PUT', `/api/incoming-invoices/${id}/booking`, {
        version: read.version,
        header,
        lines,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields['header.iban']).toMatch(/IBAN ist ungültig/);
      expect(await detail(id)).toEqual(read);

      const ok = await call('PUT', `/api/incoming-invoices/${id}/booking`, {
        version: read.version,
        header: { ...header, number: 'RE-2026-0815-B', iban: truth.iban },
        lines,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({
        number: 'RE-2026-0815-B',
        totals: { net: '108.90', tax: '17.10', gross: '126.00' },
        seller: { name: 'Schreibwaren Lindner GmbH', iban: truth.iban },
        field_checks: [],
        lines_match_totals: true,
      });
    },
    OCR_TIMEOUT,
  );
});

describe('OCR that cannot read the file', () => {
  it(
    'records a German reason; the user enters the data by hand',
    async () => {
      const blank = await PDFDocument.create();
      blank.addPage([595, 842]);
      const res = await upload(await blank.save(), 'leer.pdf', 'application/pdf');
      expect(res.statusCode, res.body).toBe(201);
      const got = await ocrFinished(res.json().id);
      expect(got.ocr).toEqual({
        status: 'failed',
        progress: 0,
        error: 'Die PDF-Datei enthält weder Text noch gescannte Seiten.',
      });
      // Nothing was read: the fields needed for booking are marked.
      expect(got.field_checks.filter((c) => c.needs_check).map((c) => c.field)).toEqual([
        'vendor_name',
        'number',
        'issue_date',
        'net',
        'tax',
        'gross',
      ]);
      expect(got.vendor).toBeNull();

      // Entered by hand: the VAT ID finds the vendor (created in the first test), the booking follows.
      const entered = await call('PUT', `/api/incoming-invoices/${got.id}/booking`, {
        version: got.version,
        header: {
          vendor_name: 'Schreibwaren Lindner',
          number: 'RE-2026-0900',
          issue_date: '2026-11-20',
          due_date: '',
          net: '10,00',
          tax: '1,90',
          gross: '11,90',
          iban: '',
          vat_id: truth.vatId,
        },
        lines: [{ account: '4930', net: '10.00', vat_rate: '19', vat: '1.90' }],
      });
      expect(entered.statusCode, entered.body).toBe(200);
      expect(entered.json()).toMatchObject({
        vendor: { name: 'Lindner Schreibwaren' },
        number: 'RE-2026-0900',
        due_date: null,
        totals: { net: '10.00', tax: '1.90', gross: '11.90' },
        lines_match_totals: true,
        field_checks: [],
      });
      expect(entered.json().vendor_match_reason).toMatch(/USt-IdNr/);
    },
    OCR_TIMEOUT,
  );
});

describe('while the OCR is still queued or running', () => {
  it(
    'the booking can be neither edited nor approved',
    async () => {
      const id = (await upload(photo, 'beleg-3.jpg', 'image/jpeg')).json().id as number;
      await ocrFinished(id);
      // Put it back into the queued state (as right after the upload) to test the guard itself.
      await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
        setOcrState(tx, id, { status: 'queued', progress: 0, error: null }),
      );
      const before = await detail(id);
      expect(before.field_checks).toEqual([]);
      const edit = await call('PUT', `/api/incoming-invoices/${id}/booking`, {
        version: before.version,
        lines: before.lines,
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().error.message).toBe(
        'Die Texterkennung läuft noch. Bitte warten, bis die Daten erkannt sind.',
      );
      await call('POST', `/api/incoming-invoices/${id}/status`, { status: 'review' });
      const approve = await call('POST', `/api/incoming-invoices/${id}/status`, { status: 'approved' });
      expect(approve.statusCode).toBe(409);
      expect((await detail(id)).lines).toEqual(before.lines);
    },
    OCR_TIMEOUT,
  );
});

describe('the header of an e-invoice', () => {
  it('comes from its XML and is not changed by hand', async () => {
    const xml = readFileSync(
      new URL(
        '../../../../../../packages/einvoice/test-corpus/kosit-xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml',
        import.meta.url,
      ),
    );
    const res = await upload(xml, 'x.xml', 'application/xml');
    const got = await detail(res.json().id);
    expect(got.ocr).toBeNull();
    expect(got.field_checks).toEqual([]);
    const edit = await call('PUT', `/api/incoming-invoices/${got.id}/booking`, {
      version: got.version,
      header: {
        vendor_name: 'X',
        number: 'X',
        issue_date: null,
        due_date: null,
        net: null,
        tax: null,
        gross: null,
        iban: null,
        vat_id: null,
      },
      lines: got.lines,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.message).toBe(
      'Die Daten einer E-Rechnung stammen aus ihrem XML und werden nicht geändert.',
    );
    expect((await detail(got.id)).number).toBe(got.number);
  });
});
