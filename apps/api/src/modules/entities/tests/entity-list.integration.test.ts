import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { addCustomField, caller, company, listUrl } from '../../../test/entity-test-helpers.ts';

const t = useTestAppWithTenant();
let call: ReturnType<typeof caller>;

interface Item {
  id: number;
  number: string | null;
  name: string;
  data: Record<string, unknown>;
}
const list = async (type: string, query: Record<string, unknown> = {}) => {
  const response = await call('GET', listUrl(type, query));
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: Item[];
    total: number | null;
    next_cursor: string | null;
    refs: Record<string, string>;
  };
};
const names = (items: Item[]) => items.map((i) => i.name);

const articles: [string, string, string][] = [
  ['Beratung', '95', 'HUR'],
  ['Anfahrt', '9.5', 'LS'],
  ['Kabel 10 m', '100', 'C62'],
  ['Schraube 100%', '0.1', 'C62'],
  ['beton', '12.75', 'KGM'],
  ['Zement', '10', 'KGM'],
];

beforeAll(async () => {
  call = caller(t.app, await signInAs(t.app, t.tenant.admin));
  await addCustomField(t.deps, t.tenant.tenantId, {
    entityType: 'articles',
    key: 'gewicht',
    label: 'Gewicht',
    kind: 'number',
  });
  await addCustomField(t.deps, t.tenant.tenantId, {
    entityType: 'articles',
    key: 'bio',
    label: 'Bio',
    kind: 'boolean',
  });
  for (const [index, [name, price, unit]] of articles.entries()) {
    const response = await call('POST', '/api/entities/articles', {
      data: { name, net_price: price, unit, kind: unit === 'HUR' || unit === 'LS' ? 'service' : 'product' },
      custom: { gewicht: [5, 20, 100, 3, 1000, 25][index], bio: index % 2 === 0 },
    });
    expect(response.statusCode).toBe(201);
  }
  for (const [name, city] of [
    ['Müller GmbH', 'Köln'],
    ['Mueller & Söhne', 'köln'],
    ['Schmidt AG', 'Berlin'],
    ['Schulz KG', 'Hamburg'],
  ])
    await call('POST', '/api/entities/customers', company(name!, { city }));
});

describe('search', () => {
  it('finds substrings case-insensitively in name, number and searchable fields', async () => {
    expect(names((await list('customers', { q: 'MÜLLER' })).items)).toEqual(['Müller GmbH']);
    expect(names((await list('customers', { q: 'ller' })).items)).toEqual(['Mueller & Söhne', 'Müller GmbH']);
    expect(names((await list('customers', { q: 'hamb' })).items)).toEqual(['Schulz KG']);
    expect((await list('customers', { q: '1000' })).total).toBe(4);
    expect(names((await list('customers', { q: '10003' })).items)).toEqual(['Schmidt AG']);
    expect(names((await list('articles', { q: 'a-000' })).items)).toHaveLength(6);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(names((await list('articles', { q: '100%' })).items)).toEqual(['Schraube 100%']);
    expect((await list('articles', { q: '%' })).total).toBe(1);
    expect((await list('articles', { q: '_' })).total).toBe(0);
    expect((await list('articles', { q: '\\' })).total).toBe(0);
  });
});

describe('filters', () => {
  it('compares numbers and amounts as numbers, also in ranges', async () => {
    const cheap = await list('articles', { filter: { net_price: { to: 10 } }, sort: 'net_price' });
    expect(names(cheap.items)).toEqual(['Schraube 100%', 'Anfahrt', 'Zement']);
    const middle = await list('articles', {
      filter: { net_price: { from: '9,5', to: '95' } },
      sort: '-net_price',
    });
    expect(names(middle.items)).toEqual(['Beratung', 'beton', 'Zement', 'Anfahrt']);
    expect(names((await list('articles', { filter: { net_price: 100 } })).items)).toEqual(['Kabel 10 m']);
    const heavy = await list('articles', {
      filter: { 'custom.gewicht': { from: 21 } },
      sort: 'custom.gewicht',
    });
    expect(names(heavy.items)).toEqual(['Zement', 'Kabel 10 m', 'beton']);
  });

  it('filters selects by any of several values, text case-insensitively, booleans and combinations', async () => {
    expect((await list('articles', { filter: { unit: ['KGM', 'LS'] } })).total).toBe(3);
    expect(names((await list('customers', { filter: { city: 'KÖLN' } })).items)).toEqual([
      'Mueller & Söhne',
      'Müller GmbH',
    ]);
    expect(names((await list('articles', { filter: { 'custom.bio': true } })).items)).toEqual([
      'Beratung',
      'Kabel 10 m',
      'beton',
    ]);
    const combined = await list('articles', { filter: { 'custom.bio': false, kind: 'product' }, q: 'e' });
    expect(names(combined.items)).toEqual(['Schraube 100%', 'Zement']);
  });

  it('filters dates by range and references by id', async () => {
    const customer = (await list('customers', { q: 'schmidt' })).items[0]!;
    const project = (
      await call('POST', '/api/entities/projects', { data: { name: 'Dach', customer: customer.id } })
    ).json();
    for (const [title, due] of [
      ['Früh', '2026-01-10'],
      ['Mitte', '2026-06-15'],
      ['Spät', '2026-12-31'],
      ['Ohne', null],
    ])
      await call('POST', '/api/entities/tasks', { data: { title, due_date: due, project: project.id } });
    const summer = await list('tasks', { filter: { due_date: { from: '2026-06-01', to: '2026-12-31' } } });
    expect(names(summer.items)).toEqual(['Mitte', 'Spät']);
    // Default sort of tasks is the due date; empty dates come last.
    expect(names((await list('tasks')).items)).toEqual(['Früh', 'Mitte', 'Spät', 'Ohne']);
    const ofProject = await list('projects', { filter: { customer: customer.id } });
    expect(ofProject.items.map((i) => i.id)).toEqual([project.id]);
    expect(ofProject.refs).toEqual({ [`e${customer.id}`]: 'Schmidt AG' });
  });

  it('refuses unknown filters and ranges where they make no sense, in German', async () => {
    const unknown = await call('GET', listUrl('articles', { filter: { farbe: 'rot' } }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'bad_request',
      message: 'Unbekannter Filter „farbe“.',
      fields: { filter: 'Unbekannter Filter „farbe“.' },
    });
    const range = await call('GET', listUrl('customers', { filter: { city: { from: 'A' } } }));
    expect(range.json().error.message).toBe(
      'Filter „Ort“: Von–bis geht nur bei Zahlen, Beträgen und Datumsfeldern.',
    );
    const notNumber = await call('GET', listUrl('articles', { filter: { net_price: 'teuer' } }));
    expect(notNumber.json().error.message).toBe('Filter „Nettopreis (€)“: bitte eine Zahl angeben.');
    const broken = await call('GET', '/api/entities/articles?filter=%7Bkaputt');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toEqual({ filter: 'Ungültiger Filter.' });
  });
});

describe('sorting and paging', () => {
  it('sorts by name, number, JSON fields and custom fields, both ways', async () => {
    expect(names((await list('articles', { sort: 'name' })).items)).toEqual([
      'Anfahrt',
      'Beratung',
      'beton',
      'Kabel 10 m',
      'Schraube 100%',
      'Zement',
    ]);
    expect((await list('articles', { sort: '-number' })).items.map((i) => i.number)).toEqual([
      'A-0006',
      'A-0005',
      'A-0004',
      'A-0003',
      'A-0002',
      'A-0001',
    ]);
    // Articles sort by number unless told otherwise.
    expect((await list('articles')).items[0]!.number).toBe('A-0001');
    expect(names((await list('articles', { sort: '-custom.gewicht', limit: 2 })).items)).toEqual([
      'beton',
      'Kabel 10 m',
    ]);
    expect(names((await list('customers', { sort: '-name', limit: 1 })).items)).toEqual(['Schulz KG']);
    const unknown = await call('GET', listUrl('articles', { sort: 'farbe' }));
    expect(unknown.json().error.message).toBe('Nach „farbe“ kann nicht sortiert werden.');
  });

  it('sorts names in German order (DIN 5007): umlauts with their vowel, ß as ss, on every engine', async () => {
    for (const name of [
      'Zahnarzt Ost',
      'Brauhaus',
      'Öko-Markt',
      'Bäckerei',
      'Ostwind',
      'Straße 1',
      'Strasse 2',
    ])
      expect((await call('POST', '/api/entities/vendors', company(name))).statusCode).toBe(201);
    expect(names((await list('vendors', { sort: 'name', limit: 200 })).items)).toEqual([
      'Bäckerei',
      'Brauhaus',
      'Öko-Markt',
      'Ostwind',
      'Straße 1',
      'Strasse 2',
      'Zahnarzt Ost',
    ]);
    // The cursor walks the same order.
    const first = await list('vendors', { sort: 'name', limit: 3 });
    const rest = await list('vendors', { sort: 'name', limit: 200, cursor: first.next_cursor });
    expect(names([...first.items, ...rest.items])).toEqual(
      names((await list('vendors', { sort: 'name', limit: 200 })).items),
    );
  });

  it('pages by offset and by cursor to the same result, with ties broken by id', async () => {
    for (let i = 0; i < 5; i++)
      await call('POST', '/api/entities/costcentres', { number: `KS-${i}`, data: { name: 'Gleich' } });
    const all = (await list('costcentres', { sort: 'name', limit: 200 })).items.map((i) => i.id);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    for (const sort of ['name', '-name', 'number', '-updated_at', 'created_at', '-description']) {
      const byOffset: number[] = [];
      for (let offset = 0; offset < 5; offset += 2)
        byOffset.push(...(await list('costcentres', { sort, limit: 2, offset })).items.map((i) => i.id));
      const byCursor: number[] = [];
      let page = await list('costcentres', { sort, limit: 2 });
      expect(page.total).toBe(5);
      byCursor.push(...page.items.map((i) => i.id));
      while (page.next_cursor) {
        page = await list('costcentres', { sort, limit: 2, cursor: page.next_cursor });
        byCursor.push(...page.items.map((i) => i.id));
      }
      expect(byCursor).toEqual(byOffset);
      expect(new Set(byCursor).size).toBe(5);
    }
  });

  it('refuses a cursor of another sort or a damaged one', async () => {
    const { next_cursor } = await list('articles', { sort: 'name', limit: 2 });
    const other = await call('GET', listUrl('articles', { sort: '-name', cursor: next_cursor }));
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe('Die Seite ist nicht mehr gültig. Bitte die Liste neu laden.');
    expect((await call('GET', listUrl('articles', { cursor: 'kaputt' }))).statusCode).toBe(400);
  });

  it('starts a cursor page in the name index, row-level security notwithstanding', async () => {
    // Only LEAKPROOF functions may run before the tenant policy; kontor_sort_key (inlined) is
    // lower/translate/replace — unmarked, the keyset condition became a filter over every row before.
    const plan = await withTenant(t.database.db, t.tenant.tenantId, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from entities
            where tenant_id = ${t.tenant.tenantId} and type = 'articles'
              and (kontor_sort_key(name), id) > (${'kabel'}, ${1})
            order by kontor_sort_key(name), id limit 3`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Cond: .*ROW\(replace\(translate\(lower\(name\)/);
  });

  it('counts the total on offset pages only, also past the end and with search', async () => {
    const first = await list('articles', { sort: 'name', limit: 2 });
    expect(first.total).toBe(articles.length);
    // The cursor page continues the list the first page counted: no second count.
    const next = await list('articles', { sort: 'name', limit: 2, cursor: first.next_cursor });
    expect(next.total).toBeNull();
    expect(next.items).toHaveLength(2);
    expect((await list('articles', { sort: 'name', limit: 2, offset: 2 })).total).toBe(articles.length);
    const beyond = await list('articles', { sort: 'name', limit: 2, offset: 100 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(articles.length);
    expect((await list('articles', { q: 'kabel' })).total).toBe(1);
    expect((await list('articles', { q: 'gibt es nicht' })).total).toBe(0);
  });
});
