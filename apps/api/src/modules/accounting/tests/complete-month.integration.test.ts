import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { berlinToday } from '../../../core/berlin-time.ts';

// A complete month computed by hand (SKR03), every case of issue 13 through the API:
//   A  K-1001  10 × 100.00 @ 19 % + 200.00 @ 7 %   11001 an 8400 1190.00 (USt 190.00), an 8300 214.00 (USt 14.00)
//   B  K-1001  500.00 @ 19 %, cancelled            11001 an 8400 595.00 (USt 95.00); Storno 8400 an 11001 595.00
//   credit note to A: 100.00 @ 19 %               8400 an 11001 119.00 (USt 19.00)
//   C  K-1004  § 13b (AE) 2000.00                  11004 an 8337 2000.00                      → Kz 60
//   D  K-1002  intra-EU delivery (K) 3000.00       11002 an 8125 3000.00                      → Kz 41
//   E  K-1003  export (G) 800.00                   11003 an 8120 800.00                       → Kz 43
//   F  K-1001  1000.00 @ 19 % + 100.00 @ 7 % = 1297.00, 2 % Skonto in 10 days
//      paid 1271.06 in the period: 1200 an 11001 1271.06; 8736 an 11001 23.80 (USt 3.80); 8731 an 11001 2.14 (USt 0.14)
//      (Skonto 25.94 split by gross 1190 : 107)
// VAT return: Kz 81 = 900 + 1000 − 20.00 = 1880.00 (USt 171 + 190 − 3.80 = 357.20);
//   Kz 86 = 200 + 100 − 2.00 = 298.00 (USt 14 + 7 − 0.14 = 20.86); 41 = 3000.00; 21 = 0; 43 = 800.00;
//   60 = 2000.00; 66 = 0 (no incoming invoices); 83 = 357.20 + 20.86 = 378.06.
// Kennzahlen as in the 2026 form (USt 1 A 2026, BMF 29.12.2025): 81/86 taxable at 19/7 %,
// 41 intra-EU deliveries to buyers with VAT id, 21 non-taxable EU services (§ 18b), 43 further
// tax-free turnover with input deduction (exports), 60 turnover where the recipient owes the tax
// (§ 13b Abs. 5), 66 input VAT, 83 remaining advance payment.
// The Storno and the credit note are dated today (as the app does), so the month is the current one.
const t = useTestAppWithTenant();
let call: Call;
const today = berlinToday();
const month = today.slice(0, 7);
const from = `${month}-01`;
const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const to = `${month}-${String(last).padStart(2, '0')}`;
const period = `from=${from}&to=${to}`;
const ids: Record<string, { id: number; number: string }> = {};

const customer = async (number: string, data: Record<string, unknown>) => {
  const created = await call('POST', '/api/entities/customers', {
    number,
    data: {
      kind: 'company',
      street: 'Marktplatz 5',
      zip: '80331',
      city: 'München',
      einvoice_format: 'pdf',
      ...data,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number };
};

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  const schmidt = await customer('K-1001', { company_name: 'Bäckerei Schmidt GmbH' });
  const dupont = await customer('K-1002', {
    company_name: 'Dupont SARL',
    street: '12 Rue de la Paix',
    zip: '75002',
    city: 'Paris',
    country: 'FR',
    vat_id: 'FR40303265045',
  });
  const zurich = await customer('K-1003', {
    company_name: 'Zurich Trading AG',
    street: 'Bahnhofstrasse 1',
    zip: '8001',
    city: 'Zürich',
    country: 'CH',
  });
  const meier = await customer('K-1004', { company_name: 'Bau Meier GmbH', vat_id: 'DE811907980' });
  const doc = (customerId: number, lines: object[], extra: object = {}) => ({
    type: 'invoice',
    customer_id: customerId,
    document_date: from,
    service_date: from,
    lines,
    ...extra,
  });
  ids.A = await createFinalized(
    call,
    doc(schmidt.id, [
      item({ quantity: '10', unit_price: '100.00' }),
      item({ name: 'Fachbuch', unit: 'H87', unit_price: '200.00', vat_rate: '7' }),
    ]),
  );
  ids.B = await createFinalized(call, doc(schmidt.id, [item({ unit_price: '500.00' })]));
  const cancelled = await call('POST', `/api/documents/${ids.B.id}/cancel`, { reason: 'Doppelt' });
  expect(cancelled.statusCode, cancelled.body).toBe(201);
  ids.storno = cancelled.json();
  const noteDraft = (await call('POST', `/api/documents/${ids.A.id}/credit-note`)).json();
  const updated = await call('PUT', `/api/documents/${noteDraft.id}`, {
    ...doc(schmidt.id, [item({ name: 'Nachlass', unit_price: '100.00' })]),
    type: 'creditNote',
    document_date: today,
    version: noteDraft.version,
  });
  expect(updated.statusCode, updated.body).toBe(200);
  const note = await finalize(call, updated.json());
  expect(note.statusCode, note.body).toBe(200);
  ids.note = note.json();
  ids.C = await createFinalized(
    call,
    doc(meier.id, [item({ name: 'Dachsanierung', unit_price: '2000.00' })], {
      vat_treatment: 'reverseCharge',
    }),
  );
  ids.D = await createFinalized(
    call,
    doc(dupont.id, [item({ name: 'Maschine', unit: 'H87', unit_price: '3000.00' })], {
      vat_treatment: 'intraEu',
    }),
  );
  ids.E = await createFinalized(
    call,
    doc(zurich.id, [item({ name: 'Ersatzteile', unit: 'H87', unit_price: '800.00' })], {
      vat_treatment: 'export',
    }),
  );
  ids.F = await createFinalized(
    call,
    doc(
      schmidt.id,
      [
        item({ unit_price: '1000.00' }),
        item({ name: 'Fachbuch', unit: 'H87', unit_price: '100.00', vat_rate: '7' }),
      ],
      { payment_term_days: 30, skonto_percent: '2', skonto_days: 10 },
    ),
  );
  const paid = await call('POST', `/api/documents/${ids.F.id}/payments`, {
    amount: '1271.06',
    paid_on: from,
    method: 'Überweisung',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json()).toMatchObject({ status: 'paid', open: '0.00' });
}, 240_000);

const journalOf = () =>
  withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
    queryRows<Record<string, string | null>>(
      tx,
      sql`select e.belegfeld1, e.debit_account, e.credit_account, e.amount::text, e.tax_amount::text, e.source_type
          from journal_entries e order by e.id`,
    ),
  );

describe('a complete month by hand: invoices 19/7 %, credit note, Storno, § 13b, intra-EU, export, Skonto', () => {
  it('books exactly the expected journal', async () => {
    const row = (
      key: string,
      debit: string,
      credit: string,
      amount: string,
      tax: string | null,
      source = 'document',
    ) => ({
      belegfeld1: ids[key]!.number,
      debit_account: debit,
      credit_account: credit,
      amount,
      tax_amount: tax,
      source_type: source,
    });
    expect(await journalOf()).toEqual([
      row('A', '11001', '8400', '1190.00', '190.00'),
      row('A', '11001', '8300', '214.00', '14.00'),
      row('B', '11001', '8400', '595.00', '95.00'),
      row('B', '8400', '11001', '595.00', '95.00'),
      row('A', '8400', '11001', '119.00', '19.00'),
      row('C', '11004', '8337', '2000.00', null),
      row('D', '11002', '8125', '3000.00', null),
      row('E', '11003', '8120', '800.00', null),
      row('F', '11001', '8400', '1190.00', '190.00'),
      row('F', '11001', '8300', '107.00', '7.00'),
      row('F', '1200', '11001', '1271.06', null, 'payment'),
      row('F', '8736', '11001', '23.80', '3.80', 'payment'),
      row('F', '8731', '11001', '2.14', '0.14', 'payment'),
    ]);
  });

  it('gives exactly the expected Summen- und Saldenliste', async () => {
    const response = await call('GET', `/api/accounting/accounts?${period}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = (
      response.json().items as { number: string; debit: string; credit: string; balance: string }[]
    ).map((i) => [i.number, i.debit, i.credit, i.balance]);
    expect(rows).toEqual([
      ['1200', '1271.06', '0.00', '1271.06'],
      ['1771', '0.14', '21.00', '-20.86'],
      ['1776', '117.80', '475.00', '-357.20'],
      ['8120', '0.00', '800.00', '-800.00'],
      ['8125', '0.00', '3000.00', '-3000.00'],
      ['8300', '0.00', '300.00', '-300.00'],
      ['8337', '0.00', '2000.00', '-2000.00'],
      ['8400', '600.00', '2500.00', '-1900.00'],
      ['8731', '2.00', '0.00', '2.00'],
      ['8736', '20.00', '0.00', '20.00'],
      ['11001', '3296.00', '2011.00', '1285.00'],
      ['11002', '3000.00', '0.00', '3000.00'],
      ['11003', '800.00', '0.00', '800.00'],
      ['11004', '2000.00', '0.00', '2000.00'],
    ]);
  });

  it('gives exactly the expected VAT return figures', async () => {
    const response = await call('GET', `/api/accounting/vat-return?${period}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().fields).toEqual({
      '81': { base: '1880.00', tax: '357.20' },
      '86': { base: '298.00', tax: '20.86' },
      '41': { base: '3000.00' },
      '21': { base: '0.00' },
      '43': { base: '800.00' },
      '60': { base: '2000.00' },
      '66': { tax: '0.00' },
      '83': { tax: '378.06' },
    });
  });
});
