import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@kontor/contracts';
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
import { addUser, signInAs } from '../../../test/test-tenant.ts';
import { caller } from '../../../test/http-caller.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { berlinToday } from '../../../core/berlin-time.ts';

const t = useTestAppWithTenant();
let call: Call;
const today = berlinToday();
const year = Number(today.slice(0, 4));
const month = Number(today.slice(5, 7));
const sameDayLastYear = `${year - 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
const daysAgo = (days: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};
const overdueDate = daysAgo(60);

const dashboardOf = async (c: Call) => {
  const response = await c('GET', '/api/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json() as Dashboard;
};

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  const customer = await createCustomer(call, { company_name: 'Start GmbH', payment_term_days: 14 });
  const invoice = (date: string, price: string, extra: Record<string, unknown> = {}) =>
    createFinalized(
      call,
      draft(customer.id, {
        document_date: date,
        service_date: date,
        lines: [item({ unit_price: price })],
        ...extra,
      }),
    );
  await invoice(today, '100.00'); // open, not yet due
  await invoice(overdueDate, '200.00'); // overdue: 238,00 € gross
  await invoice(today, '50.00', { type: 'creditNote' }); // revenue −50
  const lastYear = await invoice(sameDayLastYear, '300.00');
  await call('POST', `/api/documents/${lastYear.id}/payments`, {
    amount: '357.00',
    paid_on: sameDayLastYear,
  });
  await createDraft(call, draft(customer.id, { type: 'quote', document_date: today }));
  const task = (title: string, data: Record<string, unknown>) =>
    call('POST', '/api/entities/tasks', { data: { title, ...data } });
  await task('Angebot nachfassen', { due_date: daysAgo(1), status: 'open' });
  await task('Erledigtes', { due_date: daysAgo(2), status: 'done' });
  await task('Später', { due_date: '2099-01-01', status: 'open' });
});

describe('GET /api/dashboard', () => {
  it('sums open and overdue receivables as the filtered documents list does', async () => {
    const { receivables, drafts } = await dashboardOf(call);
    expect(receivables).toEqual({
      open: { count: 2, sum: '357.00' },
      overdue: { count: 1, sum: '238.00' },
    });
    expect(drafts).toEqual({ count: 1 });
    const open = await call(
      'GET',
      '/api/documents?type=invoice,advanceInvoice,finalInvoice&status=finalized,sent,partiallyPaid',
    );
    expect(open.json().sums.open).toBe('357.00');
    const overdue = await call('GET', '/api/documents?status=overdue');
    expect(overdue.json()).toMatchObject({ total: 1, sums: { open: '238.00' } });
  });

  it('compares net revenue with the same period last year; credit notes count negative', async () => {
    const { revenue } = await dashboardOf(call);
    const overdueThisYear = Number(overdueDate.slice(0, 4)) === year;
    expect(revenue?.month).toEqual({ current: '50.00', previous: '300.00' });
    expect(revenue?.year).toEqual({ current: overdueThisYear ? '250.00' : '50.00', previous: '300.00' });
    expect(revenue?.months).toHaveLength(12);
    expect(revenue?.months[month - 1]).toEqual({ month, current: '50.00', previous: '300.00' });
  });

  it('lists tasks not done that are due, and the latest activity', async () => {
    const { tasks, activity } = await dashboardOf(call);
    expect(tasks).toMatchObject({ count: 1, items: [{ title: 'Angebot nachfassen', due_date: daysAgo(1) }] });
    expect(activity?.length).toBeGreaterThan(0);
    expect(activity?.[0]?.entity).toBe('tasks');
  });

  it('shows nothing of documents or history to a member without their permissions', async () => {
    const role = await call('POST', '/api/roles', { name: 'Nur Projekte', permissions: ['projects.read'] });
    expect(role.statusCode).toBe(201);
    const user = await addUser(t.deps, t.tenant.tenantId, role.json().id, 'projekte');
    const board = await dashboardOf(caller(t.app, await signInAs(t.app, user)));
    expect(board).toMatchObject({ receivables: null, revenue: null, drafts: null, activity: null });
    expect(board.tasks?.count).toBe(1);
  });

  it('history shows only the kinds the member may read', async () => {
    const role = await call('POST', '/api/roles', {
      name: 'Historie ohne Belege',
      permissions: ['history.read'],
    });
    const user = await addUser(t.deps, t.tenant.tenantId, role.json().id, 'historie');
    const board = await dashboardOf(caller(t.app, await signInAs(t.app, user)));
    expect(board.receivables).toBeNull();
    expect(board.activity?.map((a) => a.entity)).not.toContain('document');
    expect(board.activity?.map((a) => a.entity)).not.toContain('tasks');
  });
});
