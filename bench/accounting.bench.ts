// Bookkeeping: book N generated documents (invoices over 19 % / 7 % / tax-free, credit notes,
// payments with Skonto, incoming invoices) into journal entries, then compute the Summen- und
// Saldenliste and the VAT return and write the DATEV export (Buchungsstapel + Debitoren/Kreditoren)
// for the year — first in memory (@kontor/accounting), then with the database (PGlite in memory
// and PostgreSQL, BENCH_DATABASE=pglite|postgres|none, default both): the same entries stored
// through the app's code — a sample one transaction per posting (storeEntries, as finalizing
// does), then all of them through the bulk path (storePostings) — and the app's DATEV export of
// the year read back from the journal. The budget is ≤ 10 s for booking 10,000 documents
// and exporting them. Run from the repository root: `npm run bench:accounting`
// (BENCH_DOCUMENTS=…, BENCH_SINGLE_POSTINGS=…, BENCH_BULK_DOCUMENTS=… postings per transaction,
// BENCH_ANALYZE=0 to leave out the ANALYZE on PostgreSQL: before the bulk path when the single path ran,
// and after the first bulk transaction).
import { performance } from 'node:perf_hooks';
import { calculateDocumentTotals, roundMoney, type VatCategory } from '@kontor/contracts';
import {
  computeVatReturn,
  createLedger,
  postCustomerPayment,
  postDocument,
  postIncomingInvoice,
  trialBalance,
  writeBuchungsstapel,
  writeDebitorenKreditoren,
  type JournalEntry,
} from '@kontor/accounting';
import Big from 'big.js';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../apps/api/src/db/database.ts';
import { openPostgres } from '../apps/api/src/db/open-postgres.ts';
import { openPglite } from '../apps/api/src/db/open-pglite.ts';
import { queryRows } from '../apps/api/src/db/query-rows.ts';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import {
  buildDatevExport,
  storeEntries,
  storePostings,
  type EntryLinks,
} from '../apps/api/src/modules/accounting/index.ts';
import { provisionTenant } from '../apps/api/src/modules/tenancy/index.ts';
import { wholeNumberFromEnv } from './lib/env-number.ts';
import { createBenchDatabase } from './lib/postgres-database.ts';
import { serverCpu } from './lib/server-cpu.ts';

const uptime = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

const documents = wholeNumberFromEnv('BENCH_DOCUMENTS', 10_000, 10);
const customers = wholeNumberFromEnv('BENCH_CUSTOMERS', 500, 1);
const vendors = 50;
const year = { from: '2026-01-01', to: '2026-12-31' };

const ledger = createLedger('SKR03', {
  personalAccounts: [
    ...Array.from({ length: customers }, (_, i) => ({
      number: String(10001 + i),
      name: `Kunde ${i + 1} GmbH`,
      kind: 'debtor' as const,
    })),
    ...Array.from({ length: vendors }, (_, i) => ({
      number: String(70001 + i),
      name: `Lieferant ${i + 1} KG`,
      kind: 'creditor' as const,
    })),
  ],
});

const cases: [VatCategory, string][] = [
  ['S', '19'],
  ['S', '19'],
  ['S', '7'],
  ['K', '0'],
  ['G', '0'],
  ['AE', '0'],
];
const dateOf = (i: number) => {
  const day = new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

function generate(i: number) {
  const lines = Array.from({ length: 1 + (i % 5) }, (_, l) => {
    const [category, rate] = cases[(i + l) % cases.length]!;
    return {
      kind: 'item' as const,
      key: `l${l}`,
      quantity: String(1 + ((i + l) % 7)),
      unit_price: `${10 + ((i * 37 + l * 11) % 900)}.${String((i + l) % 100).padStart(2, '0')}`,
      vat_category: category,
      vat_rate: rate,
    };
  });
  return calculateDocumentTotals(lines);
}

// Wall time and this process's CPU time: on a shared machine the CPU time is the fairer figure.
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const row = (label: string, wall: number, cpu: number) =>
  console.log(
    `${label.padEnd(48)} ${wall.toFixed(0).padStart(6)} ms wall ${cpu.toFixed(0).padStart(6)} ms CPU`,
  );

function time<T>(label: string, work: () => T): T {
  const start = performance.now();
  const startCpu = cpuMs();
  const result = work();
  row(label, performance.now() - start, cpuMs() - startCpu);
  return result;
}

// The app has each document's totals from finalizing; generating them is not part of booking.
const generated = Array.from({ length: documents }, (_, i) => generate(i));
const total = performance.now();
const totalCpu = cpuMs();
const journal: JournalEntry[] = time(`book ${documents} documents (+ payments, incoming)`, () => {
  const entries: JournalEntry[] = [];
  for (let i = 0; i < documents; i++) {
    const totals = generated[i]!;
    const date = dateOf(i);
    const debtor = String(10001 + (i % customers));
    const kind = i % 10;
    if (kind === 9) {
      entries.push(
        ...postIncomingInvoice(
          {
            id: `in-${i}`,
            number: `V-${i}`,
            documentDate: date,
            creditorAccount: String(70001 + (i % vendors)),
            vendorName: 'Lieferant',
            taxation: 'standard',
            lines: totals.vatGroups
              .filter((g) => g.category === 'S')
              .map((g) => ({
                account: g.rate === '19' ? '3400' : '3300',
                net: g.taxable,
                vatRate: g.rate,
                vat: g.tax,
              })),
          },
          ledger,
        ),
      );
      continue;
    }
    const type = kind === 8 ? 'creditNote' : 'invoice';
    entries.push(
      ...postDocument(
        {
          id: `d-${i}`,
          type,
          number: `RE-2026-${i}`,
          documentDate: date,
          serviceDate: date,
          debtorAccount: debtor,
          customerName: `Kunde ${i % customers}`,
          vatGroups: totals.vatGroups,
          ...(type === 'creditNote' && {
            refersTo: { number: `RE-2026-${i - 1}`, type: 'invoice' as const },
          }),
        },
        ledger,
      ),
    );
    if (type === 'invoice' && kind % 2 === 0) {
      const skonto = roundMoney(new Big(totals.gross).times('0.02'));
      entries.push(
        ...postCustomerPayment(
          {
            id: `p-${i}`,
            date,
            moneyAccount: '1200',
            debtorAccount: debtor,
            invoiceNumber: `RE-2026-${i}`,
            partyName: 'Kunde',
            amount: roundMoney(new Big(totals.gross).minus(skonto)),
            skonto: { amount: skonto, vatGroups: totals.vatGroups },
          },
          ledger,
        ),
      );
    }
  }
  return entries;
});
console.log(`  → ${journal.length} journal entries`);
time('Summen- und Saldenliste (year)', () => trialBalance(journal, ledger, year));
time('VAT return figures (12 months)', () => {
  for (let m = 1; m <= 12; m++) {
    const month = String(m).padStart(2, '0');
    computeVatReturn(journal, ledger, { from: `2026-${month}-01`, to: `2026-${month}-31` });
  }
});
const settings = {
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  chart: 'SKR03' as const,
};
const file = time('DATEV Buchungsstapel (year, Windows-1252)', () =>
  writeBuchungsstapel(journal, ledger, settings, { createdAt: new Date(), locked: false, period: year }),
);
console.log(`  → ${file.records} rows, ${(file.bytes.length / 1024 / 1024).toFixed(1)} MiB`);
time('DATEV Debitoren/Kreditoren', () =>
  writeDebitorenKreditoren(
    Array.from({ length: customers }, (_, i) => ({
      account: String(10001 + i),
      kind: 'debtor' as const,
      name: `Kunde ${i + 1} GmbH`,
      isCompany: true,
    })),
    settings,
    { createdAt: new Date(), locked: false },
  ),
);
row('total', performance.now() - total, cpuMs() - totalCpu);

async function timeAsync<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const startCpu = cpuMs();
  const result = await work();
  row(label, performance.now() - start, cpuMs() - startCpu);
  return result;
}

const singlePostings = wholeNumberFromEnv('BENCH_SINGLE_POSTINGS', 1000, 0);
const bulkChunk = wholeNumberFromEnv('BENCH_BULK_DOCUMENTS', 2000, 1);
/** PostgreSQL only (PGlite has no autovacuum, and its plans stayed fast without): see below. */
const analyzeOnPostgres = process.env.BENCH_ANALYZE !== '0';

/** The journal grouped by posting: a document, a payment with its Skonto, an incoming invoice. */
const postings = (() => {
  const bySource = new Map<string, JournalEntry[]>();
  for (const entry of journal) {
    const key = `${entry.source.type}:${entry.source.id}`;
    bySource.set(key, [...(bySource.get(key) ?? []), entry]);
  }
  return [...bySource.values()];
})();

/** A tenant with the customers and vendors, their personal accounts and one archived original. */
async function benchTenant(database: Database, name: string) {
  const { tenantId } = await provisionTenant(database.ownerDb, { name });
  const owner = database.ownerDb;
  await owner.execute(sql`
    insert into entities (tenant_id, type, number, name, data)
    select ${tenantId}, 'customers', 'K-' || (10000 + i), 'Kunde ' || i || ' GmbH',
           jsonb_build_object('kind', 'company', 'company_name', 'Kunde ' || i || ' GmbH', 'city', 'Köln')
    from generate_series(1, ${customers}) i`);
  await owner.execute(sql`
    insert into entities (tenant_id, type, number, name, data)
    select ${tenantId}, 'vendors', 'L-' || (70000 + i), 'Lieferant ' || i || ' KG',
           jsonb_build_object('kind', 'company', 'company_name', 'Lieferant ' || i || ' KG')
    from generate_series(1, ${vendors}) i`);
  await owner.execute(sql`
    insert into accounting_personal_accounts (tenant_id, entity_id, kind, number, name)
    select tenant_id, id, case type when 'customers' then 'debtor' else 'creditor' end,
           substr(number, 3), name
    from entities where tenant_id = ${tenantId}`);
  await owner.execute(sql`
    update tenant_settings set datev_consultant_number = 29098, datev_client_number = 55003
    where tenant_id = ${tenantId}`);
  const entityOf = new Map(
    (
      await queryRows<{ id: number; number: string }>(
        owner,
        sql`select entity_id as id, number from accounting_personal_accounts where tenant_id = ${tenantId}`,
      )
    ).map((r) => [r.number, r.id]),
  );
  const [original] = await queryRows<{ id: number }>(
    owner,
    sql`insert into files (tenant_id, name, mime_type, size_bytes, sha256, storage_key)
      values (${tenantId}, 'rechnung.pdf', 'application/pdf', 1, ${'0'.repeat(64)}, 'bench/rechnung.pdf')
      returning id`,
  );
  return { tenantId, entityOf, originalFileId: original!.id, actor: { tenantId, userId: null } };
}
type BenchTenant = Awaited<ReturnType<typeof benchTenant>>;

/**
 * Writes what finalizing, recording a payment or approving an incoming invoice writes besides the
 * entries — the document row, the payment row, the invoice row — for a batch of postings, one
 * statement per kind, and returns each posting's links. `documentIds` maps Belegfeld 1 to the
 * invoice (a credit note carries its invoice's number: the invoice keeps it; a payment finds it).
 */
async function sourceRows(
  tx: Tx,
  tenant: BenchTenant,
  batch: readonly JournalEntry[][],
  documentIds: Map<string, number>,
): Promise<EntryLinks[]> {
  const insert = async (kind: JournalEntry['source']['type'], query: (rows: string) => SQL) => {
    const rows = batch
      .map((entries, n) => ({ n, first: entries[0]! }))
      .filter((p) => p.first.source.type === kind);
    if (rows.length === 0) return new Map<number, number>();
    const json = JSON.stringify(
      rows.map(({ n, first }) => ({
        n,
        number: first.source.id,
        belegfeld1: first.belegfeld1,
        date: first.date,
        amount: first.amount,
        party: tenant.entityOf.get(first.debit) ?? tenant.entityOf.get(first.credit) ?? null,
        document_id: documentIds.get(first.belegfeld1) ?? null,
      })),
    );
    const ids = await queryRows<{ n: number; id: number }>(tx, query(json));
    return new Map(ids.map((r) => [Number(r.n), Number(r.id)]));
  };
  const input = (json: string) =>
    sql`jsonb_to_recordset(${json}::jsonb) as r(n int, number text, belegfeld1 text, date date, amount numeric, party int, document_id int)`;
  const documents = await insert(
    'document',
    (json) => sql`with r as (select * from ${input(json)} order by n),
        i as (insert into documents (tenant_id, type, status, number, customer_id, customer_name, document_date)
              select ${tenant.tenantId}, 'invoice', 'finalized', number, party, 'Kunde', date from r order by n
              returning id, number)
      select r.n, i.id from r join i on i.number = r.number`,
  );
  batch.forEach((entries, n) => {
    const id = documents.get(n);
    if (id !== undefined && !documentIds.has(entries[0]!.belegfeld1))
      documentIds.set(entries[0]!.belegfeld1, id);
  });
  const payments = await insert(
    'payment',
    (json) => sql`with r as (select *, nextval(pg_get_serial_sequence('document_payments', 'id'))::int as id
                             from (select * from ${input(json)} order by n) x),
        i as (insert into document_payments (tenant_id, id, document_id, amount, paid_on)
              select ${tenant.tenantId}, id, document_id, amount, date from r)
      select n, id from r`,
  );
  const invoices = await insert(
    'incomingInvoice',
    (json) => sql`with r as (select *, nextval(pg_get_serial_sequence('incoming_invoices', 'id'))::int as id
                             from (select * from ${input(json)} order by n) x),
        i as (insert into incoming_invoices (tenant_id, id, status, file_id, file_sha256, source_kind, vendor_id,
                                             number, issue_date, approved_at)
              select ${tenant.tenantId}, id, 'approved', ${tenant.originalFileId}, ${'0'.repeat(64)}, 'pdf', party,
                     belegfeld1, date, now() from r)
      select n, id from r`,
  );
  return batch.map((entries, n) => {
    const first = entries[0]!;
    if (first.source.type === 'document') return { documentId: documents.get(n)! };
    if (first.source.type === 'payment')
      return { documentId: documentIds.get(first.belegfeld1)!, paymentId: payments.get(n)! };
    return { documentId: null, incomingInvoiceId: invoices.get(n)! };
  });
}

/**
 * The same journal through the database, twice: (1) the app's path for one document — a
 * transaction per document, payment or incoming invoice with its row and its entries via
 * storeEntries (lock check, deferred debit = credit trigger) — for the first
 * BENCH_SINGLE_POSTINGS postings; (2) the bulk path (storePostings) for all documents of the year,
 * BENCH_BULK_DOCUMENTS postings per transaction with their rows, then the app's DATEV export of
 * the year, which reads the journal back and records the export with every entry it carried.
 */
async function withDatabase(kind: 'pglite' | 'postgres') {
  let database: Database;
  let drop = async () => {};
  let server: ReturnType<typeof serverCpu> | undefined;
  if (kind === 'pglite') {
    console.log('\nwith the database: PGlite in memory');
    database = await openPglite();
  } else {
    const created = await createBenchDatabase();
    if ('skipped' in created) {
      console.log(`\nPostgreSQL skipped: ${created.skipped}`);
      return;
    }
    console.log(`\nwith the database: PostgreSQL (${created.name}, this process's CPU only)`);
    drop = created.drop;
    server = serverCpu(created.adminUrl, created.name);
    database = await openPostgres({ url: created.url, secretKey: randomBytes(32), poolSize: 2 });
  }
  try {
    if (singlePostings > 0) {
      const tenant = await benchTenant(database, 'Bench Einzelbuchung GmbH');
      const documentIds = new Map<string, number>();
      const sample = postings.slice(0, singlePostings);
      await timeAsync(`single path: ${sample.length} postings, one transaction each`, async () => {
        for (const entries of sample) {
          await withTenant(database.db, tenant.tenantId, async (tx) => {
            const [links] = await sourceRows(tx, tenant, [entries], documentIds);
            await storeEntries(tx, tenant.actor, entries, ledger, links!);
          });
        }
      });
    }
    const tenant = await benchTenant(database, 'Bench Buchhaltung GmbH');
    const documentIds = new Map<string, number>();
    // The rows of the documents, payments and incoming invoices exist before they are booked (a
    // backfill books documents that are there); their inserts are timed apart from the booking.
    const rowsTime = { wall: 0, cpu: 0 };
    const commitTime = { wall: 0, cpu: 0 };
    const analyzeTime = { wall: 0, cpu: 0 };
    let rowsServerMs = 0;
    const analyze = async () => {
      const [analyzeStart, analyzeStartCpu] = [performance.now(), cpuMs()];
      await database.ownerDb.execute(sql`analyze`);
      analyzeTime.wall += performance.now() - analyzeStart;
      analyzeTime.cpu += cpuMs() - analyzeStartCpu;
    };
    const serverAtStart = await server?.take();
    const start = performance.now();
    const startCpu = cpuMs();
    // After the single-path sample autovacuum has analyzed the then tiny tables: with those
    // statistics the first bulk transaction checked its foreign keys and locks by scanning
    // (server CPU 11.8–13.4 s instead of 6.2–6.9 s for booking + export). A live database's
    // statistics follow its size, so the bulk path starts from current ones (timed with it).
    if (kind === 'postgres' && analyzeOnPostgres && singlePostings > 0) await analyze();
    await timeAsync(
      `bulk path: ${postings.length} postings (${journal.length} entries), ${bulkChunk} per transaction`,
      async () => {
        for (let at = 0; at < postings.length; at += bulkChunk) {
          const batch = postings.slice(at, at + bulkChunk);
          let committing = { wall: 0, cpu: 0 };
          await withTenant(database.db, tenant.tenantId, async (tx) => {
            const [rowsStart, rowsStartCpu] = [performance.now(), cpuMs()];
            const rowsServer = await server?.take();
            const links = await sourceRows(tx, tenant, batch, documentIds);
            rowsServerMs += (await server?.since(rowsServer)) ?? 0;
            rowsTime.wall += performance.now() - rowsStart;
            rowsTime.cpu += cpuMs() - rowsStartCpu;
            await storePostings(
              tx,
              tenant.actor,
              batch.map((entries, n) => ({ entries, links: links[n]! })),
              ledger,
            );
            committing = { wall: performance.now(), cpu: cpuMs() };
          });
          // The commit runs the deferred debit = credit check of every entry.
          commitTime.wall += performance.now() - committing.wall;
          commitTime.cpu += cpuMs() - committing.cpu;
          // A fresh PostgreSQL database has no statistics: plans cached while the tables were
          // empty (foreign keys to documents and entries, balance checks) scan them per row — 160 s
          // instead of 16 s for 10,000 documents. Autovacuum analyzes a real database as it
          // grows; here the owner does it once, after the first transaction (timed with them):
          // statistics of 2,000 documents already give the index plans, and analyzing again after
          // every transaction only re-read the growing tables.
          if (kind === 'postgres' && analyzeOnPostgres && at === 0) await analyze();
        }
      },
    );
    row('  of which document/payment/invoice rows', rowsTime.wall, rowsTime.cpu);
    row('  of which commits (deferred checks)', commitTime.wall, commitTime.cpu);
    if (analyzeTime.wall > 0) row('  of which ANALYZE', analyzeTime.wall, analyzeTime.cpu);
    const exported = await timeAsync('DATEV export of the year from the journal (ZIP)', () =>
      withTenant(database.db, tenant.tenantId, (tx) =>
        buildDatevExport(tx, tenant.actor, { ...year, onlyNew: false }, undefined),
      ),
    );
    row(
      `booking ${documents} documents + DATEV export (without the rows)`,
      performance.now() - start - rowsTime.wall,
      cpuMs() - startCpu - rowsTime.cpu,
    );
    const serverMs = await server?.since(serverAtStart);
    if (serverMs !== undefined)
      console.log(
        `  → PostgreSQL server CPU for booking + export: ${(serverMs - rowsServerMs).toFixed(0)} ms (the rows: ${rowsServerMs.toFixed(0)} ms more)`,
      );
    console.log(`  → ${exported.records} rows, ZIP ${(exported.body.length / 1024).toFixed(0)} KiB`);
    const [stored] = await queryRows<{ entries: number; movements: number }>(
      database.ownerDb,
      sql`select (select count(*) from journal_entries where tenant_id = ${tenant.tenantId})::int as entries,
                 (select count(*) from journal_movements where tenant_id = ${tenant.tenantId})::int as movements`,
    );
    console.log(`  → stored ${stored!.entries} entries with ${stored!.movements} movements`);
    if (stored!.entries !== journal.length) throw new Error('bulk path stored a different number of entries');
  } finally {
    await database.close();
    await drop();
  }
}

console.log(`\n${uptime()}`);
for (const kind of (process.env.BENCH_DATABASE ?? 'pglite,postgres').split(',')) {
  if (kind === 'none') continue;
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_DATABASE: unknown ${kind}`);
  const start = performance.now();
  const startCpu = cpuMs();
  await withDatabase(kind);
  row(`${kind}: everything incl. opening and migrating`, performance.now() - start, cpuMs() - startCpu);
}
console.log(uptime());
