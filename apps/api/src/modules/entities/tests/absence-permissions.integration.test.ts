import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { caller } from '../../../test/entity-test-helpers.ts';

const t = useTestAppWithTenant();
let admin: ReturnType<typeof caller>;
let employee: ReturnType<typeof caller>;
let ownProfile: number;
let adminProfile: number;

beforeAll(async () => {
  admin = caller(t.app, await signInAs(t.app, t.tenant.admin));
  employee = caller(t.app, await signInAs(t.app, t.tenant.employee));
  ownProfile = (await employee('GET', '/api/me')).json().profile.id;
  adminProfile = (await admin('GET', '/api/me')).json().profile.id;
});

const absences = '/api/entities/absences';
const absence = (profile: number, status: string, from = '2026-08-03') => ({
  data: { profile, kind: 'vacation', from, to: from, status },
});
const count = async () => (await admin('GET', absences)).json().total as number;

describe('absences: a Mitarbeiter requests their own; approving and others’ need workingTimes.manage', () => {
  it('cannot enter an approved absence for someone else: 400 in German, nothing stored', async () => {
    const before = await count();
    const res = await employee('POST', absences, absence(adminProfile, 'approved'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      fields: {
        'data.profile': 'Sie können nur eigene Abwesenheiten beantragen.',
        'data.status': 'Genehmigen oder ablehnen darf nur, wer Arbeitszeiten verwalten darf.',
      },
    });
    expect((await employee('POST', absences, absence(adminProfile, 'requested'))).statusCode).toBe(400);
    expect((await employee('POST', absences, absence(ownProfile, 'approved'))).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('requests their own, may change it while requested, but not approve it', async () => {
    const created = await employee('POST', absences, absence(ownProfile, 'requested'));
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();
    const moved = await employee('PUT', `${absences}/${id}`, { data: { to: '2026-08-05' }, version });
    expect(moved.statusCode).toBe(200);
    const approve = await employee('PUT', `${absences}/${id}`, {
      data: { status: 'approved' },
      version: moved.json().version,
    });
    expect(approve.statusCode).toBe(400);
    expect(approve.json().error.fields).toEqual({
      'data.status': 'Genehmigen oder ablehnen darf nur, wer Arbeitszeiten verwalten darf.',
    });
  });

  it('once approved (by whoever may manage), the employee can no longer change or delete it', async () => {
    const { id } = (await employee('POST', absences, absence(ownProfile, 'requested', '2026-09-07'))).json();
    const current = (await admin('GET', `${absences}/${id}`)).json();
    const approved = await admin('PUT', `${absences}/${id}`, {
      data: { status: 'approved' },
      version: current.version,
    });
    expect(approved.statusCode).toBe(200);
    const decided =
      'Abwesenheiten anderer Mitarbeiter und bereits entschiedene darf nur ändern, wer Arbeitszeiten verwalten darf.';
    for (const [method, url, body] of [
      ['PUT', `${absences}/${id}`, { data: { to: '2026-09-30' }, version: approved.json().version }],
      ['POST', `${absences}/${id}/archive`, undefined],
      ['DELETE', `${absences}/${id}`, undefined],
    ] as const) {
      const res = await employee(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toEqual({ code: 'forbidden', message: decided });
    }
    expect((await admin('GET', `${absences}/${id}`)).json()).toMatchObject({
      data: { status: 'approved', to: '2026-09-07' },
      archived_at: null,
    });
  });

  it('cannot delete someone else’s request; the Administrator enters absences for anyone', async () => {
    const forAdmin = await admin('POST', absences, absence(adminProfile, 'approved', '2026-10-12'));
    expect(forAdmin.statusCode).toBe(201);
    expect((await employee('DELETE', `${absences}/${forAdmin.json().id}`)).statusCode).toBe(403);
    const forEmployee = await admin('POST', absences, absence(ownProfile, 'approved', '2026-10-19'));
    expect(forEmployee.statusCode).toBe(201);
  });
});
