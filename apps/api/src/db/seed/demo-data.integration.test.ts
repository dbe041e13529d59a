import { isDeepStrictEqual } from 'node:util';
import {
  documentTypes,
  entityDisplayName,
  entityInputSchema,
  entitySearchText,
  type EntityList,
  type EntityType,
} from '@kontor/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../../test/test-tenant.ts';
import { createTestApp, TEST_SECRET_KEY, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import type { Database } from '../database.ts';
import { openPglite } from '../open-pglite.ts';
import { openPostgres } from '../open-postgres.ts';
import { demoTextTemplates } from './demo-text-templates.ts';
import { entities, entityLinks, historyItems, tenants, textTemplates } from '../schema/index.ts';
import { withTenant } from '../with-tenant.ts';
import { seedDemoData } from './demo-data.ts';

// The demo needs an empty database of its own (it seeds only into an empty one), so on PostgreSQL
// this file creates and drops a database next to the run's shared one.
const cleanups: (() => Promise<unknown>)[] = [];

async function openEmptyDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') return openPglite();
  const url = new URL(process.env.KONTOR_TEST_DATABASE_URL!);
  const name = `${url.pathname.slice(1)}_demo`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  return openPostgres({ url: own.toString(), secretKey: TEST_SECRET_KEY, poolSize: 5 });
}

const NOW = new Date('2026-11-22T09:00:00Z');
let database: Database;
let testApp: TestApp;
let seedMs = 0;
let seedCpuMs = 0;
const tenantIds: Record<string, number> = {};

beforeAll(async () => {
  database = await openEmptyDatabase();
  const started = performance.now();
  const cpu = process.cpuUsage();
  expect(await seedDemoData(database.ownerDb, NOW)).toBe(true);
  seedMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  seedCpuMs = (used.user + used.system) / 1000;
  for (const t of await database.ownerDb.select().from(tenants)) tenantIds[t.name] = t.id;
  testApp = await createTestApp({ database });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await database?.close();
  for (const cleanup of cleanups) await cleanup();
});

const rowsOf = (tenantId: number) =>
  withTenant(database.db, tenantId, (tx) => tx.select().from(entities).orderBy(entities.id));

const tally = (rows: { type: string; archivedAt: Date | null }[]) => {
  const counts: Record<string, { active: number; archived: number }> = {};
  for (const r of rows) {
    counts[r.type] ??= { active: 0, archived: 0 };
    counts[r.type]![r.archivedAt ? 'archived' : 'active']++;
  }
  return counts;
};

describe('demo data', () => {
  it('seeds both tenants in a few seconds, and only into an empty database', async () => {
    process.stdout.write(
      `demo seed on ${testDatabaseKind()}: ${Math.round(seedMs)} ms, ${Math.round(seedCpuMs)} ms CPU of this process\n`,
    );
    // CPU time, not wall time: other work on the machine must not fail the test. PGlite runs in
    // this process, so this is the whole seed there (about 5 s on a 2.6 GHz Xeon core).
    expect(seedCpuMs).toBeLessThan(10_000);
    expect(Object.keys(tenantIds)).toEqual(['Muster Handwerk GmbH', 'Beispiel Beratung AG']);
    expect(await seedDemoData(database.ownerDb, NOW)).toBe(false);
  });

  it('gives each tenant the records the lists are tried out with', async () => {
    expect(tally(await rowsOf(tenantIds['Muster Handwerk GmbH']!))).toEqual({
      customers: { active: 29, archived: 2 },
      vendors: { active: 10, archived: 1 },
      contacts: { active: 14, archived: 0 },
      articles: { active: 44, archived: 1 },
      costcentres: { active: 6, archived: 0 },
      projects: { active: 4, archived: 0 },
      tasks: { active: 10, archived: 0 },
      absences: { active: 6, archived: 0 },
    });
    expect(tally(await rowsOf(tenantIds['Beispiel Beratung AG']!))).toEqual({
      customers: { active: 29, archived: 2 },
      vendors: { active: 10, archived: 1 },
      contacts: { active: 12, archived: 0 },
      articles: { active: 40, archived: 1 },
      costcentres: { active: 5, archived: 0 },
      projects: { active: 5, archived: 0 },
      tasks: { active: 7, archived: 0 },
      absences: { active: 3, archived: 0 },
    });
  });

  it('stores every record exactly as the registry schema, display name and search text make it', async () => {
    for (const tenantId of Object.values(tenantIds)) {
      for (const row of await rowsOf(tenantId)) {
        const type = row.type as EntityType;
        const parsed = entityInputSchema(type).safeParse({
          number: row.number,
          data: row.data,
          custom: row.custom,
        });
        expect(parsed.error?.issues ?? [], `${type} ${row.name}`).toEqual([]);
        expect(isDeepStrictEqual(parsed.data?.data, row.data), `${type} ${row.name}: data drifts`).toBe(true);
        expect(row.name).toBe(entityDisplayName(type, row.data));
        expect(row.searchText).toBe(entitySearchText(type, row));
      }
    }
  });

  it('numbers customers, vendors, articles and projects from their ranges, gap-free', async () => {
    const rows = await rowsOf(tenantIds['Muster Handwerk GmbH']!);
    const numbers = (type: string) => rows.filter((r) => r.type === type).map((r) => r.number);
    expect(numbers('customers')).toEqual(Array.from({ length: 31 }, (_, i) => String(10001 + i)));
    expect(numbers('vendors')[0]).toBe('70001');
    expect(numbers('articles').slice(0, 2)).toEqual(['A-0001', 'A-0002']);
    expect(numbers('projects')).toEqual(['P-2026-001', 'P-2026-002', 'P-2026-003', 'P-2026-004']);
    expect(numbers('contacts').every((n) => n === null)).toBe(true);
  });

  it('links contacts, projects and tasks to their records, and writes history and text templates', async () => {
    const tenantId = tenantIds['Muster Handwerk GmbH']!;
    const records = (await rowsOf(tenantId)).length;
    // PGlite has one connection: no second transaction inside this one.
    await withTenant(database.db, tenantId, async (tx) => {
      const links = await tx.select().from(entityLinks);
      // 14 contacts → company, 4 projects → customer, 8 of 10 tasks → project.
      expect(links.map((l) => l.field).sort()).toEqual(
        [...Array(14).fill('company'), ...Array(4).fill('customer'), ...Array(8).fill('project')].sort(),
      );
      const history = await tx.select().from(historyItems);
      const of = (action: string) =>
        history.filter(
          (h) =>
            h.action === action &&
            h.entity !== 'tenant' &&
            h.entity !== 'serialInvoice' &&
            h.entity !== 'appointment',
        ).length;
      // Each record and each text template was created with its history item.
      expect(of('created')).toBe(records + demoTextTemplates.handwerk.length);
      // Two serial invoices (monthly maintenance, quarterly service), each created once.
      expect(history.filter((h) => h.entity === 'serialInvoice').map((h) => h.action)).toEqual([
        'created',
        'created',
      ]);
      expect(of('archived')).toBe(4);
      // Four demo appointments around today fill the calendar.
      expect(history.filter((h) => h.entity === 'appointment' && h.action === 'created')).toHaveLength(4);
      const templates = await tx.select().from(textTemplates);
      expect(
        templates
          .filter((t) => t.isDefault && t.documentTypes.length === 0)
          .map((t) => t.usage)
          .sort(),
      ).toEqual(['emailDocument', 'emailReminder']);
      // Intro and closing: one standard for each document type.
      for (const usage of ['documentIntro', 'documentOutro']) {
        const types = templates.filter((t) => t.usage === usage).flatMap((t) => t.documentTypes);
        expect(types.sort()).toEqual([...documentTypes].sort());
      }
    });
  });

  it('lets the demo accounts sign in, search, page and check the history chain through the API', async () => {
    const { app } = testApp;
    const token = await signInAs(app, { email: 'demo@kontor.test', password: 'Demo-Passwort-1' });
    const list = async (query: string) => {
      const response = await app.inject({ url: `/api/entities/customers?${query}`, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<EntityList>();
    };
    const page1 = await list('limit=10');
    expect(page1.total).toBe(29);
    const page2 = await list(`limit=10&cursor=${page1.next_cursor}`);
    expect(page2.items.map((c) => c.name)).not.toContain(page1.items[0]!.name);
    expect((await list('q=obermeier')).items.map((c) => c.name)).toEqual(['Hausverwaltung Obermeier GmbH']);
    expect((await list(`filter=${encodeURIComponent('{"city":"München"}')}`)).total).toBe(6);
    expect((await list('archived=archived')).items.map((c) => c.name)).toEqual([
      'Elektro Kaiser OHG',
      'Michael Bauer',
    ]);
    const chain = await app.inject({ url: '/api/historyitems/verify', headers: bearer(token) });
    expect(chain.json()).toMatchObject({ ok: true });

    const employee = await signInAs(app, { email: 'mitarbeiter@kontor.test', password: 'Demo-Passwort-1' });
    const absences = await app.inject({ url: '/api/entities/absences', headers: bearer(employee) });
    expect(absences.json<EntityList>().total).toBe(6);
  });

  it("evaluates a demo employee's working month without editing the profile first", async () => {
    const { app } = testApp;
    const employee = await signInAs(app, { email: 'mitarbeiter@kontor.test', password: 'Demo-Passwort-1' });
    const me = await app.inject({ url: '/api/me', headers: bearer(employee) });
    const profileId = me.json<{ profile: { id: number } }>().profile.id;
    const response = await app.inject({
      url: `/api/working-times/evaluation?profile_id=${profileId}&month=2026-03`,
      headers: bearer(employee),
    });
    expect(response.statusCode, response.body).toBe(200);
    // March 2026 in Bavaria: 22 weekdays, no public holiday → 22 × 8 h of the demo contract.
    expect(response.json()).toMatchObject({ target_minutes: 22 * 8 * 60 });
  });
});
