import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows.ts';
import {
  createCustomer,
  createDraft,
  draft,
  item,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

// Project types (issue #16 point 5): phases in order, default tasks created with the project in
// one transaction, a type in use cannot be deleted, and the project overview's sums.
const t = useTestAppWithTenant();
let admin: Call;

beforeAll(async () => {
  admin = await signedInCaller(t.app, t.tenant.admin);
});

const webType = (name: string) => ({
  name,
  color: '#1C7ED6',
  phases: [{ name: 'Konzept' }, { name: 'Umsetzung' }],
  tasks: [
    { title: 'Kick-off vorbereiten', phase_index: 0, due_offset_days: 3 },
    { title: 'Abnahme', phase_index: 1, due_offset_days: 30 },
    { title: 'Rechnung schreiben', phase_index: null, due_offset_days: null },
  ],
});

async function createType(name: string) {
  const response = await admin('POST', '/api/project-types', webType(name));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    id: number;
    version: number;
    phases: { id: number; name: string }[];
    tasks: { title: string; phase_index: number | null }[];
  };
}

async function createProject(typeId: number | null, data: Record<string, unknown> = {}) {
  const response = await admin('POST', '/api/projects', {
    project_type_id: typeId,
    data: { name: 'Website Relaunch', start_date: '2026-12-01', ...data },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; referenced_by: number };
}

const overviewOf = async (projectId: number) => {
  const response = await admin('GET', `/api/projects/${projectId}/overview`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('project types', () => {
  it('keeps phases in order and lets them be renamed, reordered, added and removed', async () => {
    const created = await createType('Webprojekt');
    expect(created.phases.map((p) => p.name)).toEqual(['Konzept', 'Umsetzung']);
    expect(created.tasks).toEqual([
      expect.objectContaining({ title: 'Kick-off vorbereiten', phase_index: 0, due_offset_days: 3 }),
      expect.objectContaining({ title: 'Abnahme', phase_index: 1 }),
      expect.objectContaining({ title: 'Rechnung schreiben', phase_index: null }),
    ]);
    const [concept, build] = created.phases;
    const updated = await admin('PUT', `/api/project-types/${created.id}`, {
      name: 'Webprojekt',
      color: '#2f9e44',
      version: created.version,
      phases: [
        { id: build!.id, name: 'Entwicklung' },
        { name: 'Go-live' },
        { id: concept!.id, name: 'Konzept' },
      ],
      tasks: [{ title: 'Abnahme', phase_index: 1, due_offset_days: 10 }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().phases.map((p: { name: string }) => p.name)).toEqual([
      'Entwicklung',
      'Go-live',
      'Konzept',
    ]);
    expect(updated.json().phases[0].id).toBe(build!.id);
    expect(updated.json().tasks).toEqual([expect.objectContaining({ title: 'Abnahme', phase_index: 1 })]);

    const removed = await admin('PUT', `/api/project-types/${created.id}`, {
      ...webType('Webprojekt'),
      version: updated.json().version,
      phases: [{ id: build!.id, name: 'Entwicklung' }],
      tasks: [],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().phases).toEqual([{ id: build!.id, name: 'Entwicklung' }]);

    const stale = await admin('PUT', `/api/project-types/${created.id}`, {
      ...webType('Webprojekt'),
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a duplicate name, a bad colour and a task pointing at no phase, in German', async () => {
    await createType('Wartung');
    const duplicate = await admin('POST', '/api/project-types', webType('wartung'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toMatch(/gibt es schon/);
    const colour = await admin('POST', '/api/project-types', { ...webType('Farbe'), color: 'blau' });
    expect(colour.statusCode).toBe(400);
    expect(JSON.stringify(colour.json())).toMatch(/Farbe/);
    const phase = await admin('POST', '/api/project-types', {
      ...webType('Phase'),
      tasks: [{ title: 'X', phase_index: 5, due_offset_days: null }],
    });
    expect(phase.statusCode).toBe(400);
    expect(phase.json().error.fields['tasks.0.phase_index']).toMatch(/Phase gibt es nicht/);
    const names = (await admin('GET', '/api/project-types'))
      .json()
      .items.map((i: { name: string }) => i.name);
    expect(names).not.toContain('Farbe');
    expect(names).not.toContain('Phase');
  });

  it('creates a project of a type in its first phase with the default tasks, due after its start', async () => {
    const type = await createType('Agenturprojekt');
    const project = await createProject(type.id);
    expect(project.referenced_by).toBe(3);
    const overview = await overviewOf(project.id);
    expect(overview.project_type).toMatchObject({ id: type.id, name: 'Agenturprojekt', color: '#1c7ed6' });
    expect(overview.phase_id).toBe(type.phases[0]!.id);
    expect(overview.tasks).toEqual([
      {
        id: expect.any(Number),
        title: 'Kick-off vorbereiten',
        status: 'open',
        due_date: '2026-12-04',
        phase: 'Konzept',
      },
      {
        id: expect.any(Number),
        title: 'Abnahme',
        status: 'open',
        due_date: '2026-12-31',
        phase: 'Umsetzung',
      },
      { id: expect.any(Number), title: 'Rechnung schreiben', status: 'open', due_date: null, phase: null },
    ]);

    // A phase a project is in cannot be removed; the phase can be changed on the project.
    const refused = await admin('PUT', `/api/project-types/${type.id}`, {
      ...webType('Agenturprojekt'),
      version: type.version,
      phases: [{ id: type.phases[1]!.id, name: 'Umsetzung' }],
      tasks: [],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/Phase „Konzept“ ist bei einem Projekt eingestellt/);
    const moved = await admin('PUT', `/api/projects/${project.id}/phase`, {
      project_type_id: type.id,
      phase_id: type.phases[1]!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().phase_id).toBe(type.phases[1]!.id);
    const other = await createType('Anderer Typ');
    const foreignPhase = await admin('PUT', `/api/projects/${project.id}/phase`, {
      project_type_id: type.id,
      phase_id: other.phases[0]!.id,
    });
    expect(foreignPhase.statusCode).toBe(400);
  });

  it('creates nothing when a default task cannot be created (one transaction)', async () => {
    const type = await createType('Rollback');
    const before = await queryRows<{ n: number }>(
      t.deps.database.ownerDb,
      sql`select count(*)::int as n from entities where tenant_id = ${t.tenant.tenantId} and type = 'projects'`,
    );
    const bad = await admin('POST', '/api/projects', {
      project_type_id: type.id,
      data: { name: 'Kaputt', start_date: '9999-12-31' },
    });
    expect(bad.statusCode).toBe(400);
    const after = await queryRows<{ n: number }>(
      t.deps.database.ownerDb,
      sql`select count(*)::int as n from entities where tenant_id = ${t.tenant.tenantId} and type = 'projects'`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses deleting a type in use with a German message, and deletes an unused one', async () => {
    const used = await createType('Im Einsatz');
    await createProject(used.id, { name: 'Nutzt den Typ' });
    const refused = await admin('DELETE', `/api/project-types/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Der Projekttyp „Im Einsatz“ wird von einem Projekt verwendet und kann nicht gelöscht werden.',
    );
    expect((await admin('GET', `/api/project-types/${used.id}`)).json().project_count).toBe(1);
    const unused = await createType('Unbenutzt');
    expect((await admin('DELETE', `/api/project-types/${unused.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/project-types/${unused.id}`)).statusCode).toBe(404);
  });

  it('an employee without projects.write cannot create project types', async () => {
    const employee = await signedInCaller(t.app, t.tenant.employee);
    const me = await employee('GET', '/api/me');
    const canWrite = (me.json().permissions as string[]).includes('projects.write');
    const response = await employee('POST', '/api/project-types', webType('Mitarbeitertyp'));
    expect(response.statusCode).toBe(canWrite ? 201 : 403);
  });
});

describe('project overview', () => {
  it('sums times (billable, unbilled), documents, costs and the budget used', async () => {
    const project = await createProject(null, {
      name: 'Budgetprojekt',
      budget_amount: '2000.00',
      hourly_rate: '80.00',
    });
    const entry = (body: Record<string, unknown>) =>
      admin('POST', '/api/times', {
        date: '2026-11-10',
        start: null,
        end: null,
        project_id: project.id,
        ...body,
      });
    expect((await entry({ duration_minutes: 90, billable: true, rate: '100' })).statusCode).toBe(201);
    expect((await entry({ duration_minutes: 60, billable: true })).statusCode).toBe(201);
    expect((await entry({ duration_minutes: 30, billable: false })).statusCode).toBe(201);

    const customer = await createCustomer(admin);
    const invoice = await createDraft(
      admin,
      draft(customer.id, { project_id: project.id, lines: [item({ unit_price: '500.00' })] }),
    );
    await createDraft(admin, draft(customer.id, { type: 'quote', project_id: project.id }));

    const token = await signInAs(t.app, t.tenant.admin);
    const xml = readFileSync(
      new URL(
        '../../../../../../packages/einvoice/test-corpus/kosit-xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml',
        import.meta.url,
      ),
    );
    const body = multipart([{ name: 'r.xml', type: 'application/xml', content: xml }], {}, 'file');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/incoming-invoices',
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const incoming = (await admin('GET', `/api/incoming-invoices/${upload.json().id}`)).json();
    const booked = await admin('PUT', `/api/incoming-invoices/${incoming.id}/booking`, {
      version: incoming.version,
      lines: [
        { account: '3400', net: '250.00', vat_rate: '19', vat: '47.50', project_id: project.id },
        { account: '3400', net: '50.00', vat_rate: '19', vat: '9.50' },
      ],
    });
    expect(booked.statusCode, booked.body).toBe(200);

    const overview = await overviewOf(project.id);
    expect(overview.times).toEqual({
      minutes: 180,
      billable_minutes: 150,
      unbilled_minutes: 150,
      // 1.5 h × 100 € (the entry's rate) + 1 h × 80 € (the project's rate)
      value: 230,
    });
    expect(overview.documents.map((d: { id: number; type: string }) => d.type).sort()).toEqual([
      'invoice',
      'quote',
    ]);
    expect(overview.documents.find((d: { id: number }) => d.id === invoice.id).net_total).toBe(500);
    expect(overview.costs).toBe(250);
    expect(overview.budget_amount).toBe(2000);
    expect(overview.budget_used).toBe(480);
    expect(overview.project_type).toBeNull();
  });

  it('answers 404 for an unknown project', async () => {
    expect((await admin('GET', '/api/projects/999999/overview')).statusCode).toBe(404);
  });
});
