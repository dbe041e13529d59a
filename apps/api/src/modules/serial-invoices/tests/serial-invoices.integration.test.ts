import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  createCustomer,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { runSerialInvoiceTemplate, type SerialRunOptions } from '../serial-invoice-run.service.ts';
import { serialInvoicesJob } from '../serial-invoices.job.ts';
import {
  createTemplate,
  documentCount,
  invoicesOf,
  nextDateOf,
  template,
} from '../../../test/serial-invoice-test-helpers.ts';
import { berlinToday } from '../../../core/berlin-time.ts';

const t = useTestAppWithTenant();
let call: Call;
let customerId: number;
beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  customerId = (await createCustomer(call)).id;
});

const scheduled = (today: string, extra: Partial<SerialRunOptions> = {}): SerialRunOptions => ({
  today,
  trigger: 'schedule',
  actor: { tenantId: t.tenant.tenantId, userId: null },
  ...extra,
});
const run = (templateId: number, today: string, extra: Partial<SerialRunOptions> = {}) =>
  runSerialInvoiceTemplate(t.deps, templateId, scheduled(today, extra));

describe('serial invoice templates', () => {
  it('are saved with the next date at the start and listed with customer and amount', async () => {
    const created = await createTemplate(call, template(customerId, { name: 'Liste' }));
    expect(created).toMatchObject({
      next_date: '2026-08-01',
      next_period: { start: '2026-08-01', end: '2026-08-31' },
      gross: '58.31',
      customer_name: 'Beispiel AG',
    });
    const list = (await call('GET', '/api/serial-invoices')).json() as { items: { id: number }[] };
    expect(list.items.find((i) => i.id === created.id)).toMatchObject({ net: '49.00', last_run: null });
  });

  it('refuses auto-send without auto-finalize and a stale version, in German', async () => {
    const refused = await call('POST', '/api/serial-invoices', template(customerId, { auto_send: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Automatisch versenden geht nur zusammen mit automatischem Abschließen.');

    const created = await createTemplate(call, template(customerId));
    const body = { ...template(customerId, { name: 'Neu' }), version: created.version + 1 };
    expect((await call('PUT', `/api/serial-invoices/${created.id}`, body)).statusCode).toBe(409);
  });
});

describe('the serial invoice run', () => {
  it('catches up three missed months with three invoices for consecutive periods, each once', async () => {
    const { id } = await createTemplate(call, template(customerId));
    const runs = await run(id, '2026-10-15');
    expect(runs.map((r) => [r.period_start, r.period_end, r.status])).toEqual([
      ['2026-08-01', '2026-08-31', 'created'],
      ['2026-09-01', '2026-09-30', 'created'],
      ['2026-10-01', '2026-10-31', 'created'],
    ]);
    const invoices = await invoicesOf(t.deps, t.tenant.tenantId, id);
    expect(invoices).toHaveLength(3);
    // Dated on the run day, the billing period as service period, the placeholder filled in.
    expect(invoices[1]).toMatchObject({ documentDate: '2026-10-15', status: 'draft' });
    expect(invoices[1]!.header).toMatchObject({
      service_period_start: '2026-09-01',
      service_period_end: '2026-09-30',
      subject: 'Hosting 01.09.2026 – 30.09.2026',
    });
    expect(await nextDateOf(t.deps, t.tenant.tenantId, id)).toBe('2026-11-01');

    expect(await run(id, '2026-10-31')).toEqual([]);
    expect(await invoicesOf(t.deps, t.tenant.tenantId, id)).toHaveLength(3);
  });

  it('stops at the end date; the last period ends on it', async () => {
    const { id } = await createTemplate(
      call,
      template(customerId, { start_date: '2026-01-01', end_date: '2026-02-15' }),
    );
    const runs = await run(id, '2026-12-01');
    expect(runs.map((r) => [r.period_start, r.period_end])).toEqual([
      ['2026-01-01', '2026-01-31'],
      ['2026-02-01', '2026-02-15'],
    ]);
    const shown = (await call('GET', `/api/serial-invoices/${id}`)).json() as { next_period: unknown };
    expect(shown.next_period).toBeNull();
  });

  it('finalizes with a number when auto-finalize is on', async () => {
    const { id } = await createTemplate(
      call,
      template(customerId, { start_date: '2026-11-01', interval: 'quarterly', auto_finalize: true }),
    );
    const [written] = await run(id, '2026-11-01');
    expect(written).toMatchObject({ status: 'finalized', period_end: '2027-01-31' });
    expect(written!.document_number).toMatch(/\d/);
    const [invoice] = await invoicesOf(t.deps, t.tenant.tenantId, id);
    expect(invoice).toMatchObject({ status: 'finalized', number: written!.document_number });
  });

  it('leaves nothing behind when it crashes after the draft, and the next run writes exactly one', async () => {
    const { id } = await createTemplate(call, template(customerId, { start_date: '2026-11-01' }));
    const before = await documentCount(t.deps, t.tenant.tenantId);
    const crash = async () => {
      throw new Error('Prozess abgestürzt');
    };
    await expect(run(id, '2026-11-20', { afterDraftCreated: crash })).rejects.toThrow('Prozess abgestürzt');
    expect(await documentCount(t.deps, t.tenant.tenantId)).toBe(before);
    expect(await invoicesOf(t.deps, t.tenant.tenantId, id)).toEqual([]);
    expect(await nextDateOf(t.deps, t.tenant.tenantId, id)).toBe('2026-11-01');

    expect(await run(id, '2026-11-20')).toHaveLength(1);
    expect(await run(id, '2026-11-20')).toHaveLength(0);
    expect(await invoicesOf(t.deps, t.tenant.tenantId, id)).toHaveLength(1);
    expect(await documentCount(t.deps, t.tenant.tenantId)).toBe(before + 1);
  });

  it('writes exactly one invoice per period when two runs start at the same moment', async () => {
    const { id } = await createTemplate(call, template(customerId, { start_date: '2026-09-01' }));
    const before = await documentCount(t.deps, t.tenant.tenantId);
    // The first run holds its transaction open after its draft, so the second one reaches the
    // same period while the first has not committed (on PostgreSQL: two real transactions).
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 150));
    const results = await Promise.all([
      run(id, '2026-11-05', { afterDraftCreated: slow }),
      run(id, '2026-11-05', { afterDraftCreated: slow }),
    ]);
    const periods = results
      .flat()
      .map((r) => r.period_start)
      .sort();
    expect(periods).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    const invoices = await invoicesOf(t.deps, t.tenant.tenantId, id);
    expect(invoices.map((i) => i.period)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    expect(new Set(invoices.map((i) => i.documentId)).size).toBe(3);
    expect(await documentCount(t.deps, t.tenant.tenantId)).toBe(before + 3);
  });

  it('"Jetzt ausführen" writes the due periods up to today and shows them in the run log', async () => {
    const { id } = await createTemplate(
      call,
      template(customerId, { start_date: '2026-01-01', end_date: '2026-01-31' }),
    );
    const response = await call('POST', `/api/serial-invoices/${id}/run`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { runs: unknown[] }).runs).toHaveLength(1);
    const log = (await call('GET', `/api/serial-invoices/${id}/runs`)).json() as {
      items: { trigger: string }[];
    };
    expect(log.items).toMatchObject([{ trigger: 'manual', status: 'created', period_start: '2026-01-01' }]);
    const again = (await call('POST', `/api/serial-invoices/${id}/run`)).json() as { runs: unknown[] };
    expect(again.runs).toEqual([]);
  });

  it('is refused to a Mitarbeiter without document rights', async () => {
    const employee = await signedInCaller(t.app, t.tenant.employee);
    expect((await employee('GET', '/api/serial-invoices')).statusCode).toBe(403);
  });

  // Last: the sweep visits every template of the database, those above included.
  it('is written by the background job at start-up (pg-boss), signed as automatic work', async () => {
    const today = berlinToday();
    const start = `${today.slice(0, 7)}-01`;
    const { id } = await createTemplate(
      call,
      template(customerId, { start_date: start, auto_finalize: true }),
    );
    await t.deps.jobs.start(t.deps, [serialInvoicesJob]);
    try {
      await vi.waitFor(async () => expect(await invoicesOf(t.deps, t.tenant.tenantId, id)).toHaveLength(1), {
        timeout: 20_000,
        interval: 200,
      });
    } finally {
      await t.deps.jobs.stop();
    }
    const [invoice] = await invoicesOf(t.deps, t.tenant.tenantId, id);
    expect(invoice).toMatchObject({ runStatus: 'finalized', status: 'finalized', documentDate: today });
    const history = (await call('GET', `/api/historyitems?entity=serialInvoice&entity_id=${id}`)).json() as {
      items: { action: string; note: string | null; actor: unknown }[];
    };
    expect(
      history.items.find(
        (h) => h.action === 'run' && h.note?.startsWith('Automatisch (Serienrechnung): Rechnung'),
      ),
    ).toMatchObject({ actor: null });
  });
});
