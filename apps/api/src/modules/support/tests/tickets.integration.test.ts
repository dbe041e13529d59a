import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, signedInCaller, type Call } from '../../../test/document-test-helpers.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant({}, 'Support Test GmbH');
let call: Call;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  call = await signedInCaller(t.app, t.tenant.admin);
});
afterAll(() => smtp?.close());

const createTicket = async (body: object) => {
  const res = await call('POST', '/api/support/tickets', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('support tickets (/api/support/tickets)', () => {
  it('numbers a ticket from the number range, matches the customer by address and sets the due date', async () => {
    const customer = await createCustomer(call, { company_name: 'Heizungsbau AG', email: 'info@heizung.de' });
    const before = Date.now();
    const ticket = await createTicket({
      subject: 'Heizung fällt aus',
      body: 'Kunde ruft an: seit heute kalt.',
      priority: 'urgent',
      requester_address: 'INFO@heizung.de',
    });
    expect(ticket).toMatchObject({
      number: 'T-00001',
      status: 'new',
      priority: 'urgent',
      channel: 'phone',
      customer: { id: customer.id, name: 'Heizungsbau AG' },
    });
    const due = Date.parse(ticket.due_at) - before;
    expect(due).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(due).toBeLessThan(2 * 3_600_000 + 60_000);
    expect(ticket.messages).toEqual([
      expect.objectContaining({ kind: 'note', body_text: 'Kunde ruft an: seit heute kalt.' }),
    ]);
    expect((await createTicket({ subject: 'Zweites' })).number).toBe('T-00002');
  });

  it('SLA hours from the settings decide the due date; a priority change moves it', async () => {
    const settings = (await call('GET', '/api/support/settings')).json();
    expect(settings.sla_hours).toEqual({ low: 120, normal: 48, high: 8, urgent: 2 });
    const bad = await call('PUT', '/api/support/settings', {
      ...settings,
      sla_hours: { ...settings.sla_hours, high: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await call('PUT', '/api/support/settings', {
      ...settings,
      sla_hours: { ...settings.sla_hours, high: 4 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ticket = await createTicket({ subject: 'SLA', priority: 'low' });
    const changed = await call('PATCH', `/api/support/tickets/${ticket.id}`, {
      priority: 'high',
      version: ticket.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(Date.parse(changed.json().due_at) - Date.parse(ticket.created_at)).toBe(4 * 3_600_000);
    const stale = await call('PATCH', `/api/support/tickets/${ticket.id}`, {
      status: 'closed',
      version: ticket.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('filters by status, priority and "Meine Tickets"', async () => {
    const me = (await call('GET', '/api/me')).json().profile.id as number;
    const mine = await createTicket({ subject: 'Meins', assignee_id: me, priority: 'high' });
    const list = async (query: string) =>
      ((await call('GET', `/api/support/tickets?${query}`)).json().items as { id: number }[]).map(
        (i) => i.id,
      );
    expect(await list('assignee=me')).toEqual([mine.id]);
    expect(await list('assignee=me&status=closed')).toEqual([]);
    expect(await list('status=active&priority=high')).toContain(mine.id);
    expect((await call('GET', '/api/support/tickets?status=kaputt')).statusCode).toBe(400);
  });

  it('notes stay internal; a reply goes out by SMTP with the ticket number and threading headers', async () => {
    const created = await call('POST', '/api/email-accounts', {
      name: 'Support',
      from_address: 'support@support-test.de',
      host: '127.0.0.1',
      port: Number(new URL(smtp.url).port),
      security: 'none',
      is_default: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = await createTicket({
      subject: 'Drucker druckt nicht',
      requester_address: 'kunde@beispiel.de',
    });
    const noted = await call('POST', `/api/support/tickets/${ticket.id}/notes`, {
      body: 'Intern: Treiber prüfen.',
    });
    expect(noted.statusCode, noted.body).toBe(201);
    expect(noted.json().status).toBe('open');
    expect(smtp.messages).toEqual([]);

    const replied = await call('POST', `/api/support/tickets/${ticket.id}/replies`, {
      body: 'Wir kümmern uns.',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const mail = await smtp.waitForMessage(5000);
    expect(mail.to).toEqual(['kunde@beispiel.de']);
    expect(mail.subject).toBe(`AW: Drucker druckt nicht [#${ticket.number}]`);
    expect(mail.raw).toMatch(/^X-Loop: support@support-test\.de/m);
    const detail = replied.json();
    expect(detail.status).toBe('waiting');
    expect(detail.messages.map((m: { kind: string }) => m.kind)).toEqual(['note', 'outgoing']);
    expect(mail.raw).toMatch(/^Message-ID: <[^>]+@support-test\.de>/m);
  });

  it('refuses unknown files, customers of the wrong kind and empty notes in German', async () => {
    const ticket = await createTicket({ subject: 'Anhang' });
    const res = await call('POST', `/api/support/tickets/${ticket.id}/notes`, {
      body: 'x',
      file_ids: [999999],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      file_ids: 'Eine der angehängten Dateien wurde nicht gefunden.',
    });
    const empty = await call('POST', `/api/support/tickets/${ticket.id}/notes`, { body: '  ' });
    expect(empty.json().error.fields.body).toBe('Bitte einen Text eingeben.');
  });

  it('time spent on a ticket becomes a billable time entry of the customer on /times', async () => {
    const customer = await createCustomer(call, {
      company_name: 'Zeit & Partner KG',
      email: 'kontakt@zeit.de',
    });
    const ticket = await createTicket({
      subject: 'Drucker einrichten',
      requester_address: 'kontakt@zeit.de',
    });
    const bad = await call('POST', `/api/support/tickets/${ticket.id}/time`, { duration_minutes: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.duration_minutes).toBe(
      'Bitte eine Dauer von mindestens einer Minute angeben.',
    );

    const booked = await call('POST', `/api/support/tickets/${ticket.id}/time`, {
      duration_minutes: 30,
      billable: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [entry] = booked.json().time_entries;
    expect(entry).toMatchObject({ duration_minutes: 30, billable: true });

    const times = (await call('GET', '/api/times')).json();
    expect(times.items).toEqual([
      expect.objectContaining({
        id: entry.id,
        duration_minutes: 30,
        billable: true,
        customer_id: customer.id,
        description: `Ticket ${ticket.number}: Drucker einrichten`,
        status: 'open',
      }),
    ]);
    expect(times.billable_minutes).toBe(30);
    expect((await call('GET', `/api/support/tickets/${ticket.id}`)).json().time_entries).toHaveLength(1);
  });
});
