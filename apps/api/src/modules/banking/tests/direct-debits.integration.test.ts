import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createFinalized,
  draft,
  item,
  setSellerData,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { caller } from '../../../test/http-caller.ts';
import { signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();
let call: Call;
const work = mkdtempSync(join(tmpdir(), 'kontor-pain008-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The official ISO 20022 schema (see packages/banking/test-schemas/README.md for its source).
const XSD = fileURLToPath(
  new URL('../../../../../../packages/banking/test-schemas/pain.008.001.08.xsd', import.meta.url),
);

/** xmllint (libxml2) against the XSD: the same check a bank's upload does first. */
function xmllint(xml: string): { ok: boolean; output: string } {
  const path = join(work, `file-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(path, xml);
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', XSD, path], { stdio: 'pipe' });
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: Buffer }).stderr ?? error) };
  }
}

const texts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);

let accountId: number;
let withMandate: { id: number; number: string };
let secondOfMandate: { id: number; number: string };
let otherMandate: { id: number; number: string };
let noMandate: { id: number; number: string };

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = caller(t.app, await signInAs(t.app, t.tenant.admin));
  const account = await call('POST', '/api/bank-accounts', {
    name: 'Lastschriftkonto',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    creditor_id: 'DE98ZZZ09999999999',
  });
  expect(account.statusCode, account.body).toBe(201);
  accountId = account.json().id;
  const mandated = await createCustomer(call, {
    company_name: 'Mandat GmbH',
    iban: 'DE02120300000000202051',
    sepa_mandate_reference: 'MANDAT-001',
    sepa_mandate_date: '2026-10-01',
  });
  const hybrid = await createCustomer(call, {
    company_name: 'Zweites Mandat KG',
    street: 'Postfach 12 34',
    city: 'Hamburg',
    zip: '20095',
    iban: 'DE75512108001245126199',
    sepa_mandate_reference: 'MANDAT-002',
    sepa_mandate_date: '2026-09-15',
  });
  const without = await createCustomer(call, {
    company_name: 'Ohne Mandat AG',
    iban: 'DE12500105170648489890',
  });
  withMandate = await createFinalized(call, draft(mandated.id));
  secondOfMandate = await createFinalized(
    call,
    draft(mandated.id, { lines: [item({ unit_price: '50.00' })] }),
  );
  otherMandate = await createFinalized(call, draft(hybrid.id, { lines: [item({ unit_price: '250.00' })] }));
  noMandate = await createFinalized(call, draft(without.id));
});

const debit = (document_ids: number[], collection_date = '2026-12-01') =>
  call('POST', `/api/bank-accounts/${accountId}/direct-debits`, { collection_date, document_ids });

describe('SEPA direct debits (pain.008.001.08)', () => {
  it('writes a file valid against the ISO 20022 XSD (xmllint) with mandate, FRST and the creditor id', async () => {
    const res = await debit([withMandate.id, otherMandate.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="LS-/);
    const xml = res.body;
    const lint = xmllint(xml);
    expect(lint.output).toBe('');
    expect(lint.ok).toBe(true);
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    expect(texts(xml, 'NbOfTxs')[0]).toBe('2');
    expect(texts(xml, 'CtrlSum')[0]).toBe('416.50'); // 119.00 + 297.50
    expect(texts(xml, 'InstdAmt').sort()).toEqual(['119.00', '297.50']);
    expect(texts(xml, 'SeqTp')).toEqual(['FRST']);
    expect(texts(xml, 'MndtId').sort()).toEqual(['MANDAT-001', 'MANDAT-002']);
    expect(texts(xml, 'DtOfSgntr').sort()).toEqual(['2026-09-15', '2026-10-01']);
    expect(texts(xml, 'EndToEndId').sort()).toEqual([withMandate.number, otherMandate.number].sort());
    expect(texts(xml, 'ReqdColltnDt')).toEqual(['2026-12-01']);
    // Creditor id in the scheme identification, structured addresses in the SEPA character set (ü → ue).
    expect(xml).toMatch(/<CdtrSchmeId>.*<Id>DE98ZZZ09999999999<\/Id>.*<Prtry>SEPA<\/Prtry>/s);
    expect(texts(xml, 'TwnNm')).toEqual(expect.arrayContaining(['Berlin', 'Muenchen', 'Hamburg']));
    expect(xml).not.toContain('<AdrLine>');
  });

  it('collects the next invoice under a known mandate as RCUR', async () => {
    const res = await debit([secondOfMandate.id], '2026-12-15');
    expect(res.statusCode, res.body).toBe(200);
    expect(xmllint(res.body).ok).toBe(true);
    expect(texts(res.body, 'SeqTp')).toEqual(['RCUR']);
    expect(texts(res.body, 'CtrlSum')[0]).toBe('59.50');
  });

  it('refuses customers without a mandate, unknown documents and an account without creditor id, in German', async () => {
    const none = await debit([noMandate.id]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.document_ids).toMatch(/kein vollständiges SEPA-Mandat/);
    expect((await debit([999_999])).statusCode).toBe(400);
    const plain = (
      await call('POST', '/api/bank-accounts', { name: 'Ohne ID', iban: 'DE02100100100006820101' })
    ).json();
    const res = await call('POST', `/api/bank-accounts/${plain.id}/direct-debits`, {
      collection_date: '2026-12-01',
      document_ids: [withMandate.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.creditor_id).toMatch(/Gläubiger-ID/);
  });

  it('refuses a debtor without a town (no unstructured addresses) and a mandate signed after the collection', async () => {
    const noTown = await createCustomer(call, {
      company_name: 'Ohne Ort GmbH',
      city: '',
      iban: 'DE68210501700012345678',
      sepa_mandate_reference: 'MANDAT-003',
      sepa_mandate_date: '2026-10-01',
    });
    const invoice = await createFinalized(call, draft(noTown.id));
    const res = await debit([invoice.id]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Ort|Adresse/);
    const late = await debit([otherMandate.id], '2026-09-01');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toMatch(/nach dem Fälligkeitsdatum unterschrieben/);
  });
});
