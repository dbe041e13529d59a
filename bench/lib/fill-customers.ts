import { isDeepStrictEqual } from 'node:util';
import {
  entityDisplayName,
  entityInputSchema,
  entityRegistry,
  entitySearchText,
  numberRangeDefaults,
} from '@kontor/contracts';
import pg from 'pg';
import {
  cities,
  firstNames,
  legalForms,
  RARE_EVERY,
  RARE_SURNAME,
  streets,
  surnames,
  trades,
} from './customer-names.ts';
import { withClient } from './with-client.ts';

// Fills `entities` with customers in one INSERT … SELECT over generate_series, as the schema owner
// (seconds instead of the minutes 150,000 API calls would take). What the API would have stored —
// the full `data` shape, display name, search text — is derived here from the same registry, and a
// sample is then checked against entityInputSchema / entityDisplayName / entitySearchText.

const customerFields = entityRegistry.customers.fields;

/** `list[k]` picked by a salted hash of the row number: even spread, no correlation between fields. */
const pick = (list: string, salt: string) =>
  `(${list})[(1 + (hashtext(i::text || '${salt}')::bigint + 2147483648) % cardinality(${list}))::int]`;

/** ASCII slug for e-mail addresses (umlauts spelled out). */
const slug = (expr: string) =>
  `trim(both '-' from regexp_replace(lower(replace(replace(replace(replace(${expr}, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')), '[^a-z0-9]+', '-', 'g'))`;

/** SQL per customer field over the columns of `shaped`; every other registry field stays null. */
const filled: Record<string, string> = {
  kind: `case when is_person then 'person' else 'company' end`,
  company_name: 'company_name',
  salutation: `case when is_person then case when first_index % 2 = 0 then 'Frau' else 'Herr' end end`,
  first_name: 'case when is_person then first_name end',
  last_name: 'case when is_person then surname end',
  street: `street || ' ' || house`,
  zip: 'zip',
  city: 'city',
  country: `'DE'`,
  email: `case when is_person then ${slug('first_name')} || '.' || ${slug('surname')} || '@mailbox.example'
    else 'info@' || ${slug(`surname || '-' || trade`)} || '.example' end`,
  phone: `'+49 ' || area || ' ' || (1000000 + (i * 7919) % 8999999)`,
  vat_id: `case when not is_person and i % 2 = 0 then 'DE' || (100000000 + (i * 104729) % 899999999) end`,
  vat_treatment: `'standard'`,
  payment_term_days: 'case when i % 4 = 0 then 30 else 14 end',
  skonto_percent: `case when i % 7 = 0 then '2' end`,
  skonto_days: 'case when i % 7 = 0 then 10 end',
  einvoice_format: `'tenantDefault'`,
};

for (const key of Object.keys(filled))
  if (!customerFields.some((f) => f.key === key))
    throw new Error(`customers have no field "${key}" any more`);

const dataSql = `jsonb_build_object(${customerFields
  .map((f) => `'${f.key}', ${filled[f.key] ?? 'null::text'}`)
  .join(', ')})`;

// The same parts in the same order as entitySearchText: number, display name, searchable fields.
const searchTextSql = `lower(concat_ws(' ', number, name, ${customerFields
  .filter((f) => f.searchable)
  .map((f) => `data->>'${f.key}'`)
  .join(', ')}))`;

const { pattern, firstCounter } = numberRangeDefaults.customers;
if (pattern !== '{#####}')
  throw new Error(`fill-customers expects the customer pattern {#####}, not ${pattern}`);

const fillSql = `
with src as (
  select $1::int as tenant_id, n, n::bigint as i from generate_series(1, $2::int) as n
  union all
  select t.tenant_id, n, 1000000 + t.k * 100 + n
  from unnest($3::int[]) with ordinality as t(tenant_id, k),
       lateral generate_series(1, 30 + (t.k::int * 7) % 41) as n
),
picked as (
  select tenant_id, n, i,
    i % 5 = 0 as is_person,
    case when i % ${RARE_EVERY} = 17 then $4::text else ${pick('$5::text[]', 'surname')} end as surname,
    ((hashtext(i::text || 'first')::bigint + 2147483648) % cardinality($6::text[]))::int as first_index,
    ${pick('$7::text[]', 'trade')} as trade,
    ${pick('$8::text[]', 'form')} as legal_form,
    ${pick('$9::text[]', 'street')} as street,
    1 + (hashtext(i::text || 'house')::bigint + 2147483648) % 140 as house,
    (1 + (hashtext(i::text || 'city')::bigint + 2147483648) % cardinality($10::text[]))::int as city_index
  from src
),
shaped as (
  select p.*, ($6::text[])[1 + p.first_index] as first_name, c.city, c.zip, c.area,
    case when p.is_person then null
         when p.i % 3 = 0 then p.trade || ' ' || p.surname || ' ' || p.legal_form
         else p.surname || ' ' || p.trade || ' ' || p.legal_form end as company_name
  from picked p
  join unnest($10::text[], $11::text[], $12::text[]) with ordinality as c(city, zip, area, k) on c.k = p.city_index
),
-- Materialized: the search text reads data nine times; inlined, each read would rebuild it.
built as materialized (
  select tenant_id, i,
    -- lpad would cut a longer number; {#####} means "at least five digits".
    lpad((${firstCounter - 1} + n)::text, greatest(5, length((${firstCounter - 1} + n)::text)), '0') as number,
    case when is_person then first_name || ' ' || surname else company_name end as name,
    ${dataSql} as data,
    now() - ((i * 37) % 1000) * interval '1 day' as created_at
  from shaped
)
insert into entities (tenant_id, type, number, name, data, search_text, archived_at, created_at, updated_at, version)
select tenant_id, 'customers', number, name, data, ${searchTextSql},
  case when i % 50 = 0 then created_at end, created_at, created_at, 1
from built
-- Hash order: the tenants' rows interleave on disk as they would after years of use.
order by md5(i::text)`;

export interface FillResult {
  smallTenantIds: number[];
  rows: number;
  /** Insert, index builds, counters and VACUUM ANALYZE. */
  seconds: number;
  phases: { insertSeconds: number; indexSeconds: number; vacuumSeconds: number };
}

/** Creates `smallTenants` tenants and fills them and `bigTenantId` with customers. */
export async function fillCustomers(
  databaseUrl: string,
  { bigTenantId, bigCount, smallTenants }: { bigTenantId: number; bigCount: number; smallTenants: number },
): Promise<FillResult> {
  const started = performance.now();
  const since = (t: number) => (performance.now() - t) / 1000;
  return withClient(databaseUrl, async (client) => {
    // Enough memory to sort the 150,000 wide rows and build the trigram index without spilling.
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    const tenants = await client.query<{ id: number }>(
      `insert into tenants (name) select 'Bench-Mandant ' || k from generate_series(1, $1::int) as k returning id`,
      [smallTenants],
    );
    const smallTenantIds = tenants.rows.map((r) => r.id);
    // Bulk-load practice: build the secondary indexes once after the insert instead of updating
    // them row by row (the trigram GIN index above all); recreated from their own definitions.
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
       where x.indrelid = 'entities'::regclass and not x.indisprimary
         and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
    );
    for (const index of indexes) await client.query(`drop index ${pg.escapeIdentifier(index.name)}`);
    const insertStarted = performance.now();
    const filled = await client.query(fillSql, [
      bigTenantId,
      bigCount,
      smallTenantIds,
      RARE_SURNAME,
      surnames,
      firstNames,
      trades,
      legalForms,
      streets,
      cities.map((c) => c[0]),
      cities.map((c) => c[1]),
      cities.map((c) => c[2]),
    ]);
    const insertSeconds = since(insertStarted);
    const indexStarted = performance.now();
    for (const index of indexes) await client.query(index.definition);
    const indexSeconds = since(indexStarted);
    // The counters stand after the filled numbers, as if every customer had been created by hand.
    await client.query(
      `insert into number_ranges (tenant_id, key, pattern, next_counter, reset_yearly, counter_year)
       select tenant_id, 'customers', $1, ${firstCounter} + count(*), false, extract(year from now())::int
       from entities where type = 'customers' group by tenant_id`,
      [pattern],
    );
    const vacuumStarted = performance.now();
    await client.query('vacuum analyze entities');
    return {
      smallTenantIds,
      rows: filled.rowCount ?? 0,
      seconds: since(started),
      phases: { insertSeconds, indexSeconds, vacuumSeconds: since(vacuumStarted) },
    };
  });
}

/**
 * Checks every `step`-th filled row against the registry code the API uses: the data must pass
 * entityInputSchema unchanged and name and search text must be what the API would have stored.
 */
export function verifyFilledCustomers(databaseUrl: string, step = 500): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{
      number: string;
      name: string;
      data: Record<string, unknown>;
      custom: Record<string, unknown>;
      search_text: string;
    }>(
      `select number, name, data, custom, search_text from entities where type = 'customers' and id % $1 = 0`,
      [step],
    );
    const schema = entityInputSchema('customers');
    for (const row of rows) {
      const parsed = schema.safeParse({ number: row.number, data: row.data, custom: row.custom });
      if (!parsed.success)
        throw new Error(
          `filled customer ${row.number} fails the schema: ${JSON.stringify(parsed.error.issues)}`,
        );
      if (!isDeepStrictEqual(parsed.data.data, row.data))
        throw new Error(`filled customer ${row.number}: the schema would store other data`);
      if (row.name !== entityDisplayName('customers', row.data))
        throw new Error(`filled customer ${row.number}: name "${row.name}" differs from the display name`);
      const expected = entitySearchText('customers', row);
      if (row.search_text !== expected)
        throw new Error(`filled customer ${row.number}: search text\n  ${row.search_text}\n≠ ${expected}`);
    }
    return rows.length;
  });
}
