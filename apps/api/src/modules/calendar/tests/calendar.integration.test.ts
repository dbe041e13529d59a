import ICAL from 'ical.js';
import { localDateTimeOf } from '@kontor/working-times';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../../test/http-caller.ts';
import { createFinalized, draft, setSellerData } from '../../../test/document-test-helpers.ts';
import { addUser, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithSmtpPeer } from '../../../test/use-test-app.ts';
import { calendarRemindersJob, sendDueReminders } from '../index.ts';

type Call = ReturnType<typeof caller>;

const t = useTestAppWithSmtpPeer();
let admin: Call;
let employee: Call;
let adminProfile: number;
let employeeProfile: number;
let customerId: number;
let projectId: number;

const created = async (call: Call, url: string, body: object) => {
  const response = await call('POST', url, body);
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};

const meeting = (overrides: object = {}) => ({
  title: 'Baubesprechung',
  start: '2026-03-03T08:30',
  end: '2026-03-03T10:00',
  location: 'Baustelle Süd, Tor 3',
  description: 'Zeile 1\nZeile 2; mit Komma, und Semikolon',
  participant_ids: [employeeProfile],
  customer_id: customerId,
  project_id: projectId,
  reminders: [15],
  ...overrides,
});

const minutesFromNow = (minutes: number) => localDateTimeOf(Date.now() + minutes * 60_000);

beforeAll(async () => {
  admin = caller(t.app, await signInAs(t.app, t.tenant.admin));
  employee = caller(t.app, await signInAs(t.app, t.tenant.employee));
  adminProfile = (await admin('GET', '/api/me')).json().profile.id;
  employeeProfile = (await employee('GET', '/api/me')).json().profile.id;
  customerId = (
    await created(admin, '/api/entities/customers', {
      data: { kind: 'company', company_name: 'Termin GmbH' },
    })
  ).id;
  projectId = (
    await created(admin, '/api/entities/projects', {
      data: { name: 'Neubau', customer: customerId, status: 'active' },
    })
  ).id;
});

describe('appointments', () => {
  it('are created, read, changed and deleted with their participants, links and reminders', async () => {
    const appointment = await created(employee, '/api/calendar/appointments', meeting());
    expect(appointment).toMatchObject({
      title: 'Baubesprechung',
      all_day: false,
      start: '2026-03-03T08:30',
      end: '2026-03-03T10:00',
      participants: [{ id: employeeProfile }],
      customer: { id: customerId, name: 'Termin GmbH' },
      project: { id: projectId, name: 'Neubau' },
      reminders: [15],
      version: 1,
    });
    const { id } = appointment;
    expect((await employee('GET', `/api/calendar/appointments/${id}`)).json()).toEqual(appointment);

    const changed = await employee('PUT', `/api/calendar/appointments/${id}`, {
      ...meeting({ title: 'Abnahme', participant_ids: [employeeProfile, adminProfile], reminders: [60, 5] }),
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Abnahme', reminders: [5, 60], version: 2 });
    expect(changed.json().participants).toHaveLength(2);

    const stale = await employee('PUT', `/api/calendar/appointments/${id}`, { ...meeting(), version: 1 });
    expect(stale.statusCode).toBe(409);

    const week = await employee('GET', '/api/calendar?from=2026-03-02&to=2026-03-08');
    expect(week.json().appointments.map((a: { id: number }) => a.id)).toContain(id);
    const mine = await admin('GET', '/api/calendar?from=2026-03-02&to=2026-03-08&mine=true');
    expect(mine.json().appointments.map((a: { id: number }) => a.id)).toContain(id);
    const nextWeek = await employee('GET', '/api/calendar?from=2026-03-09&to=2026-03-15');
    expect(nextWeek.json().appointments.map((a: { id: number }) => a.id)).not.toContain(id);

    expect((await employee('DELETE', `/api/calendar/appointments/${id}`)).statusCode).toBe(200);
    expect((await employee('GET', `/api/calendar/appointments/${id}`)).statusCode).toBe(404);
  });

  it('all-day appointments span whole Berlin days, the last day included', async () => {
    const holiday = await created(employee, '/api/calendar/appointments', {
      title: 'Messe',
      all_day: true,
      start: '2026-03-28',
      end: '2026-03-30',
    });
    expect(holiday).toMatchObject({ all_day: true, start: '2026-03-28', end: '2026-03-30' });
    const lastDay = await employee('GET', '/api/calendar?from=2026-03-30&to=2026-03-30');
    expect(lastDay.json().appointments.map((a: { id: number }) => a.id)).toContain(holiday.id);
    const after = await employee('GET', '/api/calendar?from=2026-03-31&to=2026-03-31');
    expect(after.json().appointments.map((a: { id: number }) => a.id)).not.toContain(holiday.id);
  });

  it('refuses bad input with a German message at the field and changes nothing', async () => {
    const cases: [object, string, string][] = [
      [{ end: '2026-03-03T08:00' }, 'end', 'Das Ende muss nach dem Beginn liegen.'],
      [{ end: '2026-03-03T08:30' }, 'end', 'Das Ende muss nach dem Beginn liegen.'],
      [{ title: '  ' }, 'title', 'Bitte einen Titel angeben.'],
      [{ start: '03.03.2026 08:30' }, 'start', 'Beginn: bitte als Datum und Uhrzeit angeben.'],
      [
        { all_day: true, start: '2026-03-04', end: '2026-03-03' },
        'end',
        'Das Ende darf nicht vor dem Beginn liegen.',
      ],
      [{ reminders: [-5] }, 'reminders.0', 'Erinnerung: höchstens 4 Wochen vorher, nicht danach.'],
      // 02:30 on the last Sunday of March does not exist in Berlin.
      [
        { start: '2026-03-29T02:30', end: '2026-03-29T04:00' },
        'start',
        'Beginn: 29.03.2026 02:30 Uhr gibt es wegen der Umstellung auf die Sommerzeit nicht.',
      ],
      [{ participant_ids: [999_999] }, 'participant_ids', 'Mindestens ein Teilnehmer wurde nicht gefunden.'],
      [{ customer_id: projectId }, 'customer_id', 'Der Kunde wurde nicht gefunden.'],
    ];
    const before = (await employee('GET', '/api/calendar?from=2026-03-01&to=2026-03-31')).json();
    for (const [overrides, field, message] of cases) {
      const response = await employee('POST', '/api/calendar/appointments', meeting(overrides));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    expect((await employee('GET', '/api/calendar?from=2026-03-01&to=2026-03-31')).json()).toEqual(before);
  });

  it('may be read but not written by the role Nur lesen', async () => {
    const reader = await addUser(t.deps, t.tenant.tenantId, t.tenant.roleIds['Nur lesen']!, 'leser');
    const readerCall = caller(t.app, await signInAs(t.app, reader));
    expect((await readerCall('GET', '/api/calendar?from=2026-03-01&to=2026-03-31')).statusCode).toBe(200);
    expect((await readerCall('POST', '/api/calendar/appointments', meeting())).statusCode).toBe(403);
  });
});

describe('moving an appointment', () => {
  it('keeps its length, moves its reminders and checks the version', async () => {
    const appointment = await created(employee, '/api/calendar/appointments', meeting({ reminders: [30] }));
    const moved = await employee('POST', `/api/calendar/appointments/${appointment.id}/move`, {
      all_day: false,
      start: '2026-03-05T13:00',
      end: '2026-03-05T14:30',
      version: appointment.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      start: '2026-03-05T13:00',
      end: '2026-03-05T14:30',
      title: 'Baubesprechung',
      reminders: [30],
      participants: [{ id: employeeProfile }],
      version: 2,
    });
    const again = await employee('POST', `/api/calendar/appointments/${appointment.id}/move`, {
      all_day: false,
      start: '2026-03-06T13:00',
      end: '2026-03-06T12:00',
      version: 2,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.end).toBe('Das Ende muss nach dem Beginn liegen.');
    const stale = await employee('POST', `/api/calendar/appointments/${appointment.id}/move`, {
      all_day: true,
      start: '2026-03-06',
      end: '2026-03-06',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await employee('GET', `/api/calendar/appointments/${appointment.id}`)).json()).toEqual(
      moved.json(),
    );
  });
});

describe('reminders', () => {
  it('are mailed to the participants when due, once, and not before', async () => {
    const soon = await created(
      employee,
      '/api/calendar/appointments',
      meeting({
        title: 'Kundentermin bald',
        start: minutesFromNow(10),
        end: minutesFromNow(70),
        reminders: [15, 5],
      }),
    );
    const now = new Date();
    await sendDueReminders(t.deps, now);
    const mail = await t.peer.waitForMessage(5000, (m) =>
      m.subject.startsWith('Erinnerung: Kundentermin bald'),
    );
    expect(mail.to).toEqual([t.tenant.employee.email]);
    expect(mail.text).toContain('Wo: Baustelle Süd, Tor 3');
    expect(mail.text).toContain('Kunde: Termin GmbH');
    const count = () =>
      t.peer.messages.filter((m) => m.subject.startsWith('Erinnerung: Kundentermin bald')).length;
    expect(count()).toBe(1);
    // The 5-minute reminder is due 5 minutes from now, not yet; a second run sends nothing again.
    await sendDueReminders(t.deps, now);
    expect(count()).toBe(1);
    await sendDueReminders(t.deps, new Date(now.getTime() + 5 * 60_000 + 1000));
    await t.peer.waitForMessage(5000, () => count() === 2);
    expect(count()).toBe(2);
    expect(soon.reminders).toEqual([5, 15]);
  });

  it('fire through the pg-boss job at start-up', async () => {
    await created(
      employee,
      '/api/calendar/appointments',
      meeting({ title: 'Job-Termin', start: minutesFromNow(3), end: minutesFromNow(30), reminders: [10] }),
    );
    await t.deps.jobs.start(t.deps, [calendarRemindersJob]);
    try {
      const mail = await t.peer.waitForMessage(20_000, (m) => m.subject.startsWith('Erinnerung: Job-Termin'));
      expect(mail.to).toEqual([t.tenant.employee.email]);
    } finally {
      await t.deps.jobs.stop();
    }
  });

  it('of an appointment that has already begun are not sent', async () => {
    await created(
      employee,
      '/api/calendar/appointments',
      meeting({
        title: 'Schon begonnen',
        start: minutesFromNow(-30),
        end: minutesFromNow(30),
        reminders: [15],
      }),
    );
    await sendDueReminders(t.deps);
    expect(t.peer.messages.filter((m) => m.subject.includes('Schon begonnen'))).toEqual([]);
  });
});

describe('the iCal feed', () => {
  it('is a secret URL shown once, parses with ical.js, and is gone once revoked', async () => {
    expect((await employee('GET', '/api/calendar/feed')).json()).toEqual({ active: false, created_at: null });
    await created(
      employee,
      '/api/calendar/appointments',
      meeting({ title: 'Im Feed; mit, Zeichen', start: '2027-03-03T08:30', end: '2027-03-03T10:00' }),
    );
    await created(
      admin,
      '/api/calendar/appointments',
      meeting({ title: 'Nicht meiner', participant_ids: [adminProfile] }),
    );
    await created(employee, '/api/calendar/appointments', {
      title: 'Betriebsausflug',
      all_day: true,
      start: '2027-06-11',
      end: '2027-06-11',
      participant_ids: [employeeProfile],
    });
    await created(admin, '/api/entities/absences', {
      data: {
        profile: employeeProfile,
        kind: 'vacation',
        from: '2027-08-02',
        to: '2027-08-06',
        status: 'approved',
      },
    });

    const { url } = await created(employee, '/api/calendar/feed', {});
    expect(url).toMatch(/^http.*\/api\/calendar\/ical\/\d+\.[A-Za-z0-9_-]{32}\.ics$/);
    expect((await employee('GET', '/api/calendar/feed')).json().active).toBe(true);
    const path = new URL(url).pathname;

    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toContain('\r\n');
    for (const line of response.body.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const byTitle = new Map(events.map((e) => [e.summary, e]));
    const titles = [...byTitle.keys()];
    expect(titles).toEqual(
      expect.arrayContaining(['Betriebsausflug', 'Im Feed; mit, Zeichen', 'Urlaub: employee Test']),
    );
    expect(titles).not.toContain('Nicht meiner');
    const timed = byTitle.get('Im Feed; mit, Zeichen')!;
    expect(timed.startDate.toJSDate().toISOString()).toBe('2027-03-03T07:30:00.000Z');
    expect(timed.endDate.toJSDate().toISOString()).toBe('2027-03-03T09:00:00.000Z');
    expect(timed.location).toBe('Baustelle Süd, Tor 3');
    expect(timed.description).toBe('Zeile 1\nZeile 2; mit Komma, und Semikolon');
    expect(timed.uid).toMatch(/^kontor-\d+-appointment-\d+@/);
    expect(events.every((e) => e.component.getFirstPropertyValue('dtstamp'))).toBe(true);
    const vacation = byTitle.get('Urlaub: employee Test')!;
    expect(vacation.startDate.isDate).toBe(true);
    expect(vacation.startDate.toString()).toBe('2027-08-02');
    expect(vacation.endDate.toString()).toBe('2027-08-07');

    // A new address replaces the old one; revoking ends the new one too.
    const renewed = (await created(employee, '/api/calendar/feed', {})).url as string;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(renewed).pathname })).statusCode).toBe(200);
    expect((await employee('DELETE', '/api/calendar/feed')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: new URL(renewed).pathname })).statusCode).toBe(404);
    expect((await employee('GET', '/api/calendar/feed')).json().active).toBe(false);
  });

  it('answers 404 to made-up tokens, also of another tenant id', async () => {
    for (const token of [
      'nonsense',
      `${t.tenant.tenantId}.${'A'.repeat(32)}.ics`,
      `999999.${'B'.repeat(32)}`,
    ])
      expect((await t.app.inject({ method: 'GET', url: `/api/calendar/ical/${token}` })).statusCode).toBe(
        404,
      );
  });
});

describe('the read-only layers', () => {
  it('show absences, open invoices’ due dates and tasks, each only with the right to read them', async () => {
    const absence = await created(admin, '/api/entities/absences', {
      data: {
        profile: employeeProfile,
        kind: 'sick',
        from: '2026-04-06',
        to: '2026-04-07',
        status: 'approved',
      },
    });
    const task = await created(admin, '/api/entities/tasks', {
      data: { title: 'Angebot nachfassen', project: projectId, due_date: '2026-04-08', status: 'open' },
    });
    const view = (await admin('GET', '/api/calendar?from=2026-04-06&to=2026-04-12')).json();
    expect(view.markers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          layer: 'absences',
          id: absence.id,
          title: 'Krank: employee Test',
          from: '2026-04-06',
          to: '2026-04-07',
          link: `/standardEntity/absences/show/${absence.id}`,
          detail: 'Genehmigt',
        }),
        expect.objectContaining({
          layer: 'tasks',
          id: task.id,
          title: 'Aufgabe: Angebot nachfassen',
          from: '2026-04-08',
          link: `/standardEntity/tasks/show/${task.id}`,
        }),
      ]),
    );
    await setSellerData(t.deps, t.tenant.tenantId);
    const invoice = await createFinalized(admin, draft(customerId, { document_date: '2026-04-01' }));
    const due = String(invoice.due_date);
    const invoiceView = (await admin('GET', `/api/calendar?from=${due}&to=${due}&layers=invoices`)).json();
    expect(invoiceView.markers).toEqual([
      expect.objectContaining({
        layer: 'invoices',
        id: invoice.id,
        title: `Fällig: ${invoice.number} – Termin GmbH`,
        from: due,
        link: `/createDocument/show/${invoice.id}`,
        detail: 'offen 119,00 €',
      }),
    ]);
    const onlyTasks = (await admin('GET', '/api/calendar?from=2026-04-06&to=2026-04-12&layers=tasks')).json();
    expect(onlyTasks.appointments).toEqual([]);
    expect(onlyTasks.markers.map((m: { layer: string }) => m.layer)).toEqual(['tasks']);
    expect((await admin('GET', '/api/calendar?from=2026-04-06&to=2026-04-12&layers=foo')).statusCode).toBe(
      400,
    );
    // The Mitarbeiter role has no document rights: no invoice layer, even when asked for.
    const employeeView = (
      await employee('GET', '/api/calendar?from=2026-01-01&to=2026-12-31&layers=invoices')
    ).json();
    expect(employeeView.markers).toEqual([]);
  });
});
