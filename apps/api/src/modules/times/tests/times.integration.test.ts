import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../../test/http-caller.ts';
import { signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

type Call = ReturnType<typeof caller>;

const t = useTestAppWithTenant();
let admin: Call;
let employee: Call;
let customerId: number;
let projectId: number;
let articleId: number;

const created = async (call: Call, url: string, body: object) => {
  const response = await call('POST', url, body);
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};

beforeAll(async () => {
  admin = caller(t.app, await signInAs(t.app, t.tenant.admin));
  employee = caller(t.app, await signInAs(t.app, t.tenant.employee));
  customerId = (
    await created(admin, '/api/entities/customers', {
      data: { kind: 'company', company_name: 'Zeitkunde GmbH' },
    })
  ).id;
  projectId = (
    await created(admin, '/api/entities/projects', {
      data: { name: 'Relaunch', customer: customerId, status: 'active', hourly_rate: '90' },
    })
  ).id;
  articleId = (
    await created(admin, '/api/entities/articles', {
      data: { kind: 'service', name: 'Beratung', unit: 'HUR', net_price: '120', vat_rate: '19' },
    })
  ).id;
});

describe('time entries', () => {
  it('books start/end or a duration; the project brings its customer; bad input is German', async () => {
    const entry = await created(employee, '/api/times', {
      date: '2026-03-02',
      start: '09:00',
      end: '11:30',
      project_id: projectId,
      description: 'Konzept',
    });
    expect(entry).toMatchObject({
      duration_minutes: 150,
      customer_id: customerId,
      customer_name: 'Zeitkunde GmbH',
      project_name: 'Relaunch',
      status: 'open',
      billable: true,
    });
    const byDuration = await created(employee, '/api/times', { date: '2026-03-03', duration_minutes: 45 });
    expect(byDuration).toMatchObject({ start: null, end: null, duration_minutes: 45 });

    const reversed = await employee('POST', '/api/times', {
      date: '2026-03-02',
      start: '12:00',
      end: '11:00',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.end).toBe('Das Ende muss nach dem Beginn liegen.');
    const wrongType = await employee('POST', '/api/times', {
      date: '2026-03-02',
      duration_minutes: 5,
      project_id: customerId,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields.project_id).toBe('Das Projekt wurde nicht gefunden.');
  });

  it('a Mitarbeiter sees only their own entries and may not approve', async () => {
    const own = (await employee('GET', '/api/times?profile_id=all')).json();
    expect(own.items.length).toBeGreaterThan(0);
    expect(new Set(own.items.map((e: { profile_name: string }) => e.profile_name))).toEqual(
      new Set(['employee Test']),
    );
    await created(admin, '/api/times', { date: '2026-03-02', duration_minutes: 30 });
    const adminId = (await admin('GET', '/api/me')).json().profile.id;
    expect((await employee('GET', `/api/times?profile_id=${adminId}`)).statusCode).toBe(403);
    const approve = await employee('POST', '/api/times/approve', { ids: [own.items[0].id] });
    expect(approve.statusCode).toBe(403);
  });

  it('edits and deletes open entries only, with version check', async () => {
    const entry = await created(employee, '/api/times', { date: '2026-03-04', duration_minutes: 60 });
    const body = { date: '2026-03-04', duration_minutes: 90, version: entry.version };
    const updated = await employee('PUT', `/api/times/${entry.id}`, body);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().duration_minutes).toBe(90);
    expect((await employee('PUT', `/api/times/${entry.id}`, body)).statusCode).toBe(409);
    await admin('POST', '/api/times/approve', { ids: [entry.id] });
    const locked = await employee('DELETE', `/api/times/${entry.id}`);
    expect(locked.statusCode).toBe(409);
  });
});

describe('timer', () => {
  it('one running timer per person, kept on the server; stopping books an entry', async () => {
    expect((await employee('GET', '/api/times/timer')).json()).toEqual({ timer: null });
    const timer = await created(employee, '/api/times/timer', {
      project_id: projectId,
      description: 'Support',
    });
    expect(timer).toMatchObject({ project_id: projectId, project_name: 'Relaunch', customer_id: customerId });
    // Another device (a new session) sees the same timer and cannot start a second one.
    const phone = caller(t.app, await signInAs(t.app, t.tenant.employee));
    expect((await phone('GET', '/api/times/timer')).json().timer.started_at).toBe(timer.started_at);
    const second = await phone('POST', '/api/times/timer', {});
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toMatch(/läuft bereits ein Timer/);

    const stopped = await phone('POST', '/api/times/timer/stop');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({
      duration_minutes: 1,
      project_id: projectId,
      description: 'Support',
    });
    expect((await employee('GET', '/api/times/timer')).json()).toEqual({ timer: null });
    expect((await employee('POST', '/api/times/timer/stop')).statusCode).toBe(409);
  });
});

describe('invoicing', () => {
  it('approved billable entries become grouped lines of a new draft invoice, linked both ways', async () => {
    const a = await created(admin, '/api/times', {
      date: '2026-04-01',
      start: '08:00',
      end: '10:00',
      project_id: projectId,
      article_id: articleId,
      description: 'Workshop',
    });
    const b = await created(admin, '/api/times', {
      date: '2026-04-02',
      duration_minutes: 30,
      project_id: projectId,
      article_id: articleId,
    });
    const c = await created(admin, '/api/times', {
      date: '2026-04-03',
      duration_minutes: 90,
      project_id: projectId,
    });
    const notBillable = await created(admin, '/api/times', {
      date: '2026-04-03',
      duration_minutes: 15,
      project_id: projectId,
      billable: false,
    });
    const stillOpen = await created(admin, '/api/times', {
      date: '2026-04-04',
      duration_minutes: 15,
      project_id: projectId,
    });
    const ids = [a.id, b.id, c.id, notBillable.id];
    expect((await admin('POST', '/api/times/approve', { ids })).statusCode).toBe(200);

    const invoice = await admin('POST', '/api/times/invoice', {
      customer_id: customerId,
      project_id: projectId,
      to: '2026-04-30',
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const { document_id, entry_count } = invoice.json();
    expect(entry_count).toBe(3);

    const document = (await admin('GET', `/api/documents/${document_id}`)).json();
    expect(document).toMatchObject({
      type: 'invoice',
      status: 'draft',
      customer_id: customerId,
      project_id: projectId,
    });
    const items = document.lines.filter((l: { kind: string }) => l.kind === 'item');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      name: 'Beratung – Relaunch',
      quantity: '2.5',
      unit: 'HUR',
      unit_price: '120',
    });
    expect(items[0].description).toBe('01.04.2026 08:00–10:00: 2 h Workshop\n02.04.2026: 0,5 h');
    expect(items[1]).toMatchObject({ name: 'Arbeitszeit – Relaunch', quantity: '1.5', unit_price: '90' });
    expect(document.totals.net).toBe('435.00');

    const linked = (await admin('GET', `/api/times?profile_id=all&document_id=${document_id}`)).json();
    expect(linked.items.map((e: { id: number }) => e.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(linked.items.every((e: { status: string }) => e.status === 'invoiced')).toBe(true);
    const open = (await admin('GET', `/api/times?profile_id=all&status=open&project_id=${projectId}`)).json();
    expect(open.items.map((e: { id: number }) => e.id)).toContain(stillOpen.id);

    // Nothing left to bill: a German 400, no second invoice.
    const again = await admin('POST', '/api/times/invoice', {
      customer_id: customerId,
      project_id: projectId,
      to: '2026-04-30',
    });
    expect(again.statusCode).toBe(400);

    // Deleting the draft releases the entries (approved again, no link).
    expect((await admin('DELETE', `/api/documents/${document_id}`)).statusCode).toBe(200);
    const released = (
      await admin('GET', `/api/times?profile_id=all&status=approved&project_id=${projectId}`)
    ).json();
    expect(released.items.map((e: { id: number }) => e.id)).toEqual(
      expect.arrayContaining([a.id, b.id, c.id]),
    );
  });

  it('without any known rate the whole invoice is refused and nothing changes', async () => {
    const bare = await created(admin, '/api/entities/customers', {
      data: { kind: 'company', company_name: 'Ohne Satz AG' },
    });
    const entry = await created(admin, '/api/times', {
      date: '2026-05-04',
      duration_minutes: 60,
      customer_id: bare.id,
    });
    await admin('POST', '/api/times/approve', { ids: [entry.id] });
    const refused = await admin('POST', '/api/times/invoice', { customer_id: bare.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/kein Stundensatz/);
    const after = (await admin('GET', `/api/times?profile_id=all&customer_id=${bare.id}`)).json();
    expect(after.items[0]).toMatchObject({ status: 'approved', document_id: null });
  });
});

describe('export', () => {
  it('CSV with German headers and numbers; XLSX is a workbook', async () => {
    const csv = await employee('GET', '/api/times/export?format=csv&from=2026-03-01&to=2026-03-31');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(
      'Datum;Mitarbeiter;Beginn;Ende;Projekt;Kunde;Leistung;Text;Abrechenbar;Status;Stunden;Stundensatz',
    );
    expect(csv.body).toContain(
      '02.03.2026;employee Test;09:00;11:30;Relaunch;Zeitkunde GmbH;;Konzept;Ja;Offen;2,50;',
    );
    const xlsx = await employee('GET', '/api/times/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
