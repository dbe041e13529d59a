import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dunningNotices } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { dbErrorOf } from '../../../test/db-error.ts';
import { bearer, signInAs, type TestTenant } from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createFinalizedInvoice, createInvoicingTenant } from './dunning-fixtures.ts';

const t = useTestApp();
let tenant: TestTenant;
let admin: string;
beforeAll(async () => {
  tenant = await createInvoicingTenant(t.deps);
  admin = await signInAs(t.app, tenant.admin);
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

// Invoice of 02.01.2026, 14 days → due 16.01.2026; a notice of 17.03.2026 is 60 days late.
const invoiceOfJanuary = { documentDate: '2026-01-02', paymentTermDays: 14, net: '1000.00' } as const;
const noticeDate = '2026-03-17';

const overviewOf = async (token: string, asOf = noticeDate) => {
  const response = await call(token, 'GET', `/api/dunning?as_of=${asOf}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    groups: { level: number; items: { document_id: number; [key: string]: unknown }[] }[];
  };
};
const levelOf = (overview: Awaited<ReturnType<typeof overviewOf>>, documentId: number) =>
  overview.groups.find((g) => g.items.some((i) => i.document_id === documentId))?.level;
const itemOf = (overview: Awaited<ReturnType<typeof overviewOf>>, documentId: number) =>
  overview.groups.flatMap((g) => g.items).find((i) => i.document_id === documentId);

describe('dunning', () => {
  it('lists an overdue invoice at level 0 with days overdue and § 288 interest to date', async () => {
    const invoice = await createFinalizedInvoice(t.deps, tenant.tenantId, {
      customerKind: 'company',
      ...invoiceOfJanuary,
    });
    expect(invoice.due_date).toBe('2026-01-16');
    const overview = await overviewOf(admin);
    expect(levelOf(overview, invoice.id)).toBe(0);
    // 1,190.00 × (1.27 + 9) % × 60 / 365 = 20.0898… → 20.09
    expect(itemOf(overview, invoice.id)).toMatchObject({
      open: '1190.00',
      days_overdue: 60,
      customer_kind: 'company',
      interest_rate: '10.27',
      interest_amount: '20.09',
      next_level: 1,
    });
    // Not yet due on the due date itself.
    expect(itemOf(await overviewOf(admin, '2026-01-16'), invoice.id)).toBeUndefined();
  });

  it('creates a Zahlungserinnerung: frozen figures, level 1, stored PDF, history', async () => {
    const invoice = await createFinalizedInvoice(t.deps, tenant.tenantId, {
      customerKind: 'company',
      ...invoiceOfJanuary,
    });
    const created = await call(admin, 'POST', `/api/documents/${invoice.id}/dunning-notices`, {
      level: 1,
      notice_date: noticeDate,
      payment_days: 7,
      fee: '5,00',
      flat_fee: true,
      charge_interest: true,
    });
    expect(created.statusCode).toBe(201);
    const notice = created.json();
    // 1,190.00 + 5.00 Mahngebühr + 40.00 Pauschale + 20.09 Zinsen = 1,255.09
    expect(notice).toMatchObject({
      level: 1,
      notice_date: noticeDate,
      due_date: '2026-03-24',
      open_amount: '1190.00',
      fee: '45.00',
      interest_rate: '10.27',
      interest_days: 60,
      interest_amount: '20.09',
      total_claim: '1255.09',
      sent_at: null,
    });
    expect(notice.text).toContain('24.03.2026');

    const overview = await overviewOf(admin);
    expect(levelOf(overview, invoice.id)).toBe(1);
    expect(itemOf(overview, invoice.id)).toMatchObject({
      next_level: 2,
      last_notice_id: notice.id,
      last_notice_due_date: '2026-03-24',
    });

    const pdf = await call(admin, 'GET', `/api/documents/${invoice.id}/dunning-notices/${notice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(notice.sha256);

    const history = await call(admin, 'GET', `/api/historyitems?entity=document&entity_id=${invoice.id}`);
    expect(history.json().items[0]).toMatchObject({
      action: 'dunningNoticeCreated',
      changes: { dunning_level: { from: 0, to: 1 } },
    });

    // The database refuses any change of the notice's figures (GoBD), whoever tries.
    const refused = await dbErrorOf(
      withTenant(t.deps.db, tenant.tenantId, (tx) =>
        tx.update(dunningNotices).set({ fee: '0.00' }).where(eq(dunningNotices.id, notice.id)),
      ),
    );
    expect(refused).toBe('Archivierte Belege sind unveränderlich (GoBD).');

    const again = await call(admin, 'POST', `/api/documents/${invoice.id}/dunning-notices`, {
      level: 1,
      notice_date: noticeDate,
      payment_days: 7,
    });
    expect(again.statusCode).toBe(409);

    const second = await call(admin, 'POST', `/api/documents/${invoice.id}/dunning-notices`, {
      level: 2,
      notice_date: '2026-03-31',
      payment_days: 10,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ fee: '0.00', interest_amount: '0.00', total_claim: '1190.00' });
    const listed = await call(admin, 'GET', `/api/documents/${invoice.id}/dunning-notices`);
    expect(listed.json().items.map((n: { level: number }) => n.level)).toEqual([2, 1]);
  });

  it('charges consumers base rate + 5 points and refuses them the flat fee', async () => {
    const invoice = await createFinalizedInvoice(t.deps, tenant.tenantId, {
      customerKind: 'person',
      ...invoiceOfJanuary,
    });
    const refused = await call(admin, 'POST', `/api/documents/${invoice.id}/dunning-notices`, {
      level: 1,
      notice_date: noticeDate,
      payment_days: 7,
      flat_fee: true,
    });
    expect(refused.statusCode).toBe(400);
    const created = await call(admin, 'POST', `/api/documents/${invoice.id}/dunning-notices`, {
      level: 1,
      notice_date: noticeDate,
      payment_days: 7,
      charge_interest: true,
    });
    // 1,190.00 × 6.27 % = 74.613; × 60 / 365 = 12.2651… → 12.27
    expect(created.json()).toMatchObject({
      interest_rate: '6.27',
      interest_amount: '12.27',
      total_claim: '1202.27',
    });
  });

  it('refuses a notice before the due date', async () => {
    const invoice = await createFinalizedInvoice(t.deps, tenant.tenantId, {
      customerKind: 'company',
      ...invoiceOfJanuary,
    });
    const early = await call(admin, 'POST', `/api/documents/${invoice.id}/dunning-notices`, {
      level: 1,
      notice_date: '2026-01-16',
      payment_days: 7,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe('Die Rechnung ist erst am 16.01.2026 fällig.');
  });

  it('leaves paid invoices out', async () => {
    const invoice = await createFinalizedInvoice(t.deps, tenant.tenantId, {
      customerKind: 'company',
      ...invoiceOfJanuary,
    });
    const paid = await call(admin, 'POST', `/api/documents/${invoice.id}/payments`, {
      amount: '1190.00',
      paid_on: '2026-02-01',
    });
    expect(paid.statusCode).toBe(201);
    expect(itemOf(await overviewOf(admin), invoice.id)).toBeUndefined();
    const notice = await call(admin, 'POST', `/api/documents/${invoice.id}/dunning-notices`, {
      level: 1,
      notice_date: noticeDate,
      payment_days: 7,
    });
    expect(notice.statusCode).toBe(409);
  });

  it('keeps tenants apart', async () => {
    const invoice = await createFinalizedInvoice(t.deps, tenant.tenantId, {
      customerKind: 'company',
      ...invoiceOfJanuary,
    });
    const created = (
      await call(admin, 'POST', `/api/documents/${invoice.id}/dunning-notices`, {
        level: 1,
        notice_date: noticeDate,
        payment_days: 7,
      })
    ).json();
    const other = await createInvoicingTenant(t.deps);
    const stranger = await signInAs(t.app, other.admin);
    expect(itemOf(await overviewOf(stranger), invoice.id)).toBeUndefined();
    const base = `/api/documents/${invoice.id}/dunning-notices`;
    expect((await call(stranger, 'GET', base)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `${base}/${created.id}/pdf`)).statusCode).toBe(404);
    const foreign = await call(stranger, 'POST', base, {
      level: 2,
      notice_date: noticeDate,
      payment_days: 7,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('needs documents.write to create and documents.read to list', async () => {
    const employee = await signInAs(t.app, tenant.employee);
    expect((await call(employee, 'GET', '/api/dunning')).statusCode).toBe(403);
  });
});
