import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createFinalized,
  draft,
  item,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

// Payments settle invoices with Skonto or a small write-off and book themselves (SKR03):
//   invoice 1000.00 @ 19 % + 100.00 @ 7 % = 1297.00, 2 % Skonto within 10 days = 25.94
//   payment 1271.06 → 1200 an Debitor 1271.06; 8736 an Debitor 23.80 (USt 3.80); 8731 an Debitor 2.14 (USt 0.14)
const t = useTestAppWithTenant();
let call: Call;
let customer: { id: number };
const november = 'from=2026-11-01&to=2026-11-30';

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  customer = await createCustomer(call, { company_name: 'Skonto Bau GmbH' });
});

const skontoInvoice = () =>
  createFinalized(
    call,
    draft(customer.id, {
      document_date: '2026-11-02',
      payment_term_days: 30,
      skonto_percent: '2',
      skonto_days: 10,
      lines: [
        item({ unit_price: '1000.00' }),
        item({ name: 'Fachbuch', unit_price: '100.00', vat_rate: '7' }),
      ],
    }),
  );

const pay = (id: number, body: Record<string, unknown>) =>
  call('POST', `/api/documents/${id}/payments`, { paid_on: '2026-11-05', ...body });

async function balances(period = november) {
  const response = await call('GET', `/api/accounting/accounts?${period}`);
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json().items as { number: string; debit: string; credit: string; balance: string }[];
  return Object.fromEntries(items.map((i) => [i.number, i.balance]));
}

async function statement(invoiceNumber: string) {
  const accounts = (await call('GET', `/api/accounting/accounts?${november}`)).json().items as {
    id: string;
    number: string;
  }[];
  const debtor = accounts.find((a) => a.number.length === 5)!;
  const response = await call('GET', `/api/accounting/accounts/${debtor.id}?${november}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { belegfeld1: string; debit: string; credit: string }[]).filter(
    (row) => row.belegfeld1 === invoiceNumber,
  );
}

describe('Skonto settlement', () => {
  it('settles an invoice paid with the Skonto amount within the period and books Skonto per VAT rate', async () => {
    const invoice = await skontoInvoice();
    const before = await balances();
    const paid = await pay(invoice.id, { amount: '1271,06', method: 'Überweisung' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'paid', paid: '1297.00', open: '0.00', overdue: false });
    expect(paid.json().payments[0]).toMatchObject({
      amount: '1271.06',
      skonto: '25.94',
      skonto_by_rate: [
        { category: 'S', rate: '19', amount: '23.80' },
        { category: 'S', rate: '7', amount: '2.14' },
      ],
      written_off: '0.00',
    });
    const after = await balances();
    const moved = (n: string) => (Number(after[n] ?? 0) - Number(before[n] ?? 0)).toFixed(2);
    expect(moved('1200')).toBe('1271.06');
    expect(moved('8736')).toBe('20.00');
    expect(moved('8731')).toBe('2.00');
    expect(moved('1776')).toBe('3.80'); // output VAT reduced (§ 17 UStG)
    expect(moved('1771')).toBe('0.14');
    const debtorRows = await statement(invoice.number);
    const debtorBalance = debtorRows.reduce((s, r) => s + Number(r.debit) - Number(r.credit), 0);
    expect(debtorBalance.toFixed(2)).toBe('0.00');

    const history = await call('GET', `/api/documents/${invoice.id}/history`);
    expect(JSON.stringify(history.json())).toContain(
      'Zahlung 1.271,06 € vom 05.11.2026, bezahlt mit 2 % Skonto (25,94 €: 19 % 23,80 €, 7 % 2,14 €)',
    );
  });

  it('leaves Skonto out when the amount differs or the period is over, and refuses it asked for too late', async () => {
    const invoice = await skontoInvoice();
    const late = await pay(invoice.id, {
      amount: '1271.06',
      paid_on: '2026-11-13',
      settle_with_skonto: true,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields.paid_on).toBe(
      'Die Skontofrist endete am 12.11.2026; die Zahlung kann nicht mit Skonto ausgeglichen werden.',
    );
    const partial = await pay(invoice.id, { amount: '1271.06', paid_on: '2026-11-13' });
    expect(partial.json()).toMatchObject({ status: 'partiallyPaid', open: '25.94' });
    expect(partial.json().payments[0].skonto).toBe('0.00');
  });

  it('settles with Skonto on request and writes off a small rest with a reason', async () => {
    const invoice = await skontoInvoice();
    const short = await pay(invoice.id, { amount: '1270.50', settle_with_skonto: true });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(
      'Mit Skonto bleiben 0,56 € offen. Bitte den Restbetrag ausbuchen oder ohne Skonto erfassen.',
    );
    const noReason = await pay(invoice.id, {
      amount: '1270.50',
      settle_with_skonto: true,
      write_off_rest: true,
    });
    expect(noReason.json().error.fields.write_off_reason).toBe(
      'Bitte einen Grund für die Ausbuchung angeben.',
    );
    const before = await balances();
    const settled = await pay(invoice.id, {
      amount: '1270.50',
      settle_with_skonto: true,
      write_off_rest: true,
      write_off_reason: 'Rundungsdifferenz',
    });
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settled.json()).toMatchObject({ status: 'paid', open: '0.00' });
    expect(settled.json().payments[0]).toMatchObject({
      skonto: '25.94',
      written_off: '0.56',
      write_off_reason: 'Rundungsdifferenz',
    });
    const after = await balances();
    const moved = (n: string) => (Number(after[n] ?? 0) - Number(before[n] ?? 0)).toFixed(2);
    // 0.56 over 1190 : 107 → 0.51 (net 0.43) on 8720, 0.05 (net 0.05) on 8710
    expect(moved('8720')).toBe('0.43');
    expect(moved('8710')).toBe('0.05');
  });

  it('keeps a Skonto-settled invoice out of the overdue list and the dunning run', async () => {
    const invoice = await createFinalized(
      call,
      draft(customer.id, {
        document_date: '2026-10-01',
        payment_term_days: 7,
        skonto_percent: '3',
        skonto_days: 5,
        lines: [item({ unit_price: '100.00' })],
      }),
    );
    const paid = await pay(invoice.id, { amount: '115.43', paid_on: '2026-10-06' });
    expect(paid.json()).toMatchObject({ status: 'paid', overdue: false, open: '0.00' });
    const overdue = await call('GET', '/api/documents?status=overdue&limit=200');
    expect(overdue.json().items.map((d: { id: number }) => d.id)).not.toContain(invoice.id);
  });

  it('refuses a write-off above the tolerance', async () => {
    const invoice = await createFinalized(call, draft(customer.id));
    const response = await pay(invoice.id, { amount: '117.00', write_off_rest: true, write_off_reason: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Der Restbetrag von 2,00 € übersteigt die Toleranz von 1,00 € und kann nicht ausgebucht werden.',
    );
  });
});

describe('payment bookings', () => {
  it('books cash on the Kasse account and reverses a removed payment by mirror entries', async () => {
    const invoice = await createFinalized(call, draft(customer.id, { document_date: '2026-11-03' }));
    const before = await balances();
    const paid = await pay(invoice.id, { amount: '119.00', method: 'Bar' });
    expect(paid.json().status).toBe('paid');
    expect((Number((await balances())['1000']) - Number(before['1000'] ?? 0)).toFixed(2)).toBe('119.00');
    const removed = await call(
      'DELETE',
      `/api/documents/${invoice.id}/payments/${paid.json().payments[0].id}`,
    );
    expect(removed.json()).toMatchObject({ status: 'finalized', open: '119.00' });
    // The reversal is dated today; over all time the cash account is back where it was.
    const all = await balances('from=2000-01-01&to=2099-12-31');
    const allBefore = Number(before['1000'] ?? 0);
    expect(Number(all['1000'] ?? 0).toFixed(2)).toBe(allBefore.toFixed(2));
    const rows = await statement(invoice.number);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
