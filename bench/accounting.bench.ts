// Bookkeeping: book N generated documents (invoices over 19 % / 7 % / tax-free, credit notes,
// payments with Skonto, incoming invoices) into journal entries, then compute the Summen- und
// Saldenliste and the VAT return and write the DATEV export (Buchungsstapel + Debitoren/Kreditoren)
// for the year — first in memory (@kontor/accounting), then with the database: the same entries
// stored through the app's posting code (one transaction per document, as finalizing does) and the
// app's DATEV export read back from the journal (embedded PostgreSQL, PGlite; BENCH_DATABASE=none
// skips it). The budget is ≤ 10 s for 10,000 documents. Run from the repository root:
// `npm run bench:accounting` (BENCH_DOCUMENTS=… for another size).
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
import { sql } from 'drizzle-orm';
import { openPglite } from '../apps/api/src/db/open-pglite.ts';
import { queryRows } from '../apps/api/src/db/query-rows.ts';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import { buildDatevExport, storeEntries } from '../apps/api/src/modules/accounting/index.ts';
import { provisionTenant } from '../apps/api/src/modules/tenancy/index.ts';
import { wholeNumberFromEnv } from './lib/env-number.ts';

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

/**
 * The same journal through the database: customers and vendors as master data with their personal
 * accounts, every document's entries stored in a transaction of its own (the app's storeEntries,
 * with its lock check and the deferred debit = credit trigger), then the app's DATEV export of the
 * year, which reads the journal back and records the export with every entry it carried.
 */
async function withDatabase() {
  console.log('\nwith the database (PGlite in memory)');
  const database = await openPglite();
  try {
    const { tenantId } = await provisionTenant(database.ownerDb, { name: 'Bench Buchhaltung GmbH' });
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
    const actor = { tenantId, userId: null };
    const byDocument = new Map<string, JournalEntry[]>();
    for (const entry of journal) {
      // A payment and its Skonto entries belong to the payment's transaction, like in the app.
      const key = entry.source.id;
      byDocument.set(key, [...(byDocument.get(key) ?? []), entry]);
    }
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
    const originalFileId = original!.id;
    const documentIds = new Map<string, number>();
    // Each transaction writes what finalizing or recording a payment writes besides the entries:
    // the document row (or the payment row), then the entries with their movements.
    await timeAsync(
      `store ${byDocument.size} documents/payments with ${journal.length} entries`,
      async () => {
        for (const entries of byDocument.values()) {
          const first = entries[0]!;
          await withTenant(database.db, tenantId, async (tx) => {
            if (first.source.type === 'document') {
              const [doc] = await queryRows<{ id: number }>(
                tx,
                sql`insert into documents (tenant_id, type, status, number, customer_id, customer_name, document_date)
                  values (${tenantId}, 'invoice', 'finalized', ${first.source.id},
                          ${entityOf.get(first.debit) ?? entityOf.get(first.credit) ?? null}, 'Kunde', ${first.date})
                  returning id`,
              );
              // A credit note carries its invoice's number as Belegfeld 1: the invoice keeps it.
              if (!documentIds.has(first.belegfeld1)) documentIds.set(first.belegfeld1, doc!.id);
              await storeEntries(tx, actor, entries, ledger, { documentId: doc!.id });
            } else if (first.source.type === 'payment') {
              const documentId = documentIds.get(first.belegfeld1)!;
              const [payment] = await queryRows<{ id: number }>(
                tx,
                sql`insert into document_payments (tenant_id, document_id, amount, paid_on)
                  values (${tenantId}, ${documentId}, ${first.amount}, ${first.date}) returning id`,
              );
              await storeEntries(tx, actor, entries, ledger, { documentId, paymentId: payment!.id });
            } else {
              // An approved incoming invoice: its row (original in the files module) and its entries.
              const [invoice] = await queryRows<{ id: number }>(
                tx,
                sql`insert into incoming_invoices (tenant_id, status, file_id, file_sha256, source_kind, vendor_id,
                                                   number, issue_date, approved_at)
                  values (${tenantId}, 'approved', ${originalFileId}, ${'0'.repeat(64)}, 'pdf',
                          ${entityOf.get(first.credit) ?? null}, ${first.belegfeld1}, ${first.date}, now())
                  returning id`,
              );
              await storeEntries(tx, actor, entries, ledger, {
                documentId: null,
                incomingInvoiceId: invoice!.id,
              });
            }
          });
        }
      },
    );
    const exported = await timeAsync('DATEV export of the year from the journal (ZIP)', () =>
      withTenant(database.db, tenantId, (tx) =>
        buildDatevExport(tx, actor, { ...year, onlyNew: false }, undefined),
      ),
    );
    console.log(`  → ${exported.records} rows, ZIP ${(exported.body.length / 1024).toFixed(0)} KiB`);
  } finally {
    await database.close();
  }
}

if (process.env.BENCH_DATABASE !== 'none') {
  const start = performance.now();
  const startCpu = cpuMs();
  await withDatabase();
  row('with the database, incl. opening + migrating PGlite', performance.now() - start, cpuMs() - startCpu);
}
