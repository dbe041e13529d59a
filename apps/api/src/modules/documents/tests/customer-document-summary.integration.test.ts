import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDocumentSummary } from '@kontor/contracts';
import { berlinToday } from '../../../core/berlin-time.ts';
import {
  createCustomer,
  createDraft,
  createFinalized,
  draft,
  item,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { caller } from '../../../test/http-caller.ts';
import { addUser, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();
let call: Call;
let customerId: number;
const today = berlinToday();
const year = Number(today.slice(0, 4));
const sameDayLastYear = `${year - 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
const daysAgo = (days: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};
// Dated 40 days ago with 30 days to pay: 10 days overdue today. Early in January that date lies
// in last year, so its revenue counts there.
const overdueDate = daysAgo(40);
const overdueInThisYear = overdueDate.startsWith(String(year));
const ids: Record<string, number> = {};

const summaryOf = async (id: number, c: Call = call) => {
  const response = await c('GET', `/api/entities/customers/${id}/document-summary`);
  expect(response.statusCode).toBe(200);
  return response.json() as CustomerDocumentSummary;
};

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  customerId = (await createCustomer(call, { company_name: 'Kunde mit Belegen GmbH', payment_term_days: 14 }))
    .id;
  const other = await createCustomer(call, { company_name: 'Anderer Kunde KG' });
  const finalized = (net: string, extra: Record<string, unknown> = {}, customer = customerId) =>
    createFinalized(
      call,
      draft(customer, {
        document_date: today,
        service_date: today,
        lines: [item({ unit_price: net })],
        ...extra,
      }),
    );
  const pay = async (id: number, amount: string, paidOn: string) => {
    const response = await call('POST', `/api/documents/${id}/payments`, { amount, paid_on: paidOn });
    expect(response.statusCode).toBe(201);
  };

  ids.lastYear = (
    await finalized('400.00', { document_date: sameDayLastYear, service_date: sameDayLastYear })
  ).id;
  await pay(ids.lastYear, '476.00', sameDayLastYear); // paid: 476,00 € gross
  ids.overdue = (
    await finalized('300.00', {
      document_date: overdueDate,
      service_date: overdueDate,
      payment_term_days: 30,
    })
  ).id; // 357,00 € open, 10 days overdue
  ids.paid = (await finalized('100.00')).id;
  await pay(ids.paid, '119.00', today);
  ids.open = (await finalized('200.00')).id; // 238,00 € gross, 38,00 € paid: 200,00 € open, due in 14 days
  await pay(ids.open, '38.00', today);
  ids.creditNote = (await finalized('50.00', { type: 'creditNote' })).id; // revenue −50
  ids.cancelled = (await finalized('80.00')).id; // +80, and its Storno −80
  const storno = await call('POST', `/api/documents/${ids.cancelled}/cancel`, { reason: 'Doppelt' });
  expect(storno.statusCode).toBe(201);
  ids.storno = storno.json().id;
  ids.quote = (await finalized('1000.00', { type: 'quote', service_date: null })).id; // never revenue
  ids.draft = (
    await createDraft(
      call,
      draft(customerId, { document_date: today, lines: [item({ unit_price: '500.00' })] }),
    )
  ).id; // a draft: never revenue, never open
  await finalized('700.00', {}, other.id); // another customer's
});

describe('GET /api/entities/customers/:id/document-summary', () => {
  it('sums the open and overdue receivables of this customer only', async () => {
    const { receivables, open_items } = await summaryOf(customerId);
    expect(receivables).toEqual({
      open: { count: 2, sum: '557.00' },
      overdue: { count: 1, sum: '357.00' },
    });
    expect(open_items).toEqual([
      expect.objectContaining({ id: ids.overdue, gross: '357.00', open: '357.00', days_overdue: 10 }),
      expect.objectContaining({ id: ids.open, gross: '238.00', open: '200.00', days_overdue: 0 }),
    ]);
    expect(open_items[0]?.due_date).toBe(daysAgo(10));
  });

  it('counts net revenue per calendar year: credit notes and Stornos negative, quotes and drafts not', async () => {
    const { revenue } = await summaryOf(customerId);
    // 100 paid + 200 open − 50 credit note + 80 cancelled − 80 Storno (+ 300 overdue if dated this year)
    expect(revenue.current).toEqual({ year, net: overdueInThisYear ? '550.00' : '250.00' });
    expect(revenue.previous).toEqual({ year: year - 1, net: overdueInThisYear ? '400.00' : '700.00' });
  });

  it('lists every document of the customer, newest first, with status and gross amount', async () => {
    const { documents, documents_total } = await summaryOf(customerId);
    expect(documents_total).toBe(9);
    expect(documents).toHaveLength(9);
    const dates = documents.map((d) => d.document_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(documents.at(-1)).toMatchObject({ id: ids.lastYear, status: 'paid', gross: '476.00' });
    expect(documents.find((d) => d.id === ids.overdue)).toMatchObject({ overdue: true, status: 'finalized' });
    expect(documents.find((d) => d.id === ids.cancelled)).toMatchObject({
      status: 'cancelled',
      overdue: false,
    });
    expect(documents.find((d) => d.id === ids.draft)).toMatchObject({ status: 'draft', number: null });
    expect(documents.map((d) => d.id)).toEqual(
      expect.arrayContaining([ids.quote, ids.storno, ids.creditNote]),
    );
  });

  it('shows at most ten documents but counts all', async () => {
    const fresh = await createCustomer(call, { company_name: 'Vielschreiber OHG' });
    for (let i = 0; i < 11; i++) await createDraft(call, draft(fresh.id, { document_date: daysAgo(i) }));
    const summary = await summaryOf(fresh.id);
    expect(summary.documents_total).toBe(11);
    expect(summary.documents).toHaveLength(10);
    expect(summary.documents[0]?.document_date).toBe(today);
    expect(summary.receivables.open).toEqual({ count: 0, sum: '0.00' });
    expect(summary.revenue.current.net).toBe('0.00');
  });

  it('answers 404 in German for an unknown customer and for a record of another type', async () => {
    const unknown = await call('GET', '/api/entities/customers/999999/document-summary');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Der Kunde wurde nicht gefunden.');
    const vendor = await call('POST', '/api/entities/vendors', { data: { company_name: 'Lieferant GmbH' } });
    expect(vendor.statusCode).toBe(201);
    expect(
      (await call('GET', `/api/entities/customers/${vendor.json().id}/document-summary`)).statusCode,
    ).toBe(404);
  });

  it('needs documents.read: a member who only sees customers gets 403', async () => {
    const role = await call('POST', '/api/roles', { name: 'Nur Kunden', permissions: ['entities.read'] });
    expect(role.statusCode).toBe(201);
    const user = await addUser(t.deps, t.tenant.tenantId, role.json().id, 'kunden');
    const response = await caller(t.app, await signInAs(t.app, user))(
      'GET',
      `/api/entities/customers/${customerId}/document-summary`,
    );
    expect(response.statusCode).toBe(403);
  });
});
