// Bookkeeping without a database: book N generated documents (invoices over 19 % / 7 % / tax-free,
// credit notes, payments with Skonto, incoming invoices) into journal entries, then compute the
// Summen- und Saldenliste and the VAT return and write the DATEV export (Buchungsstapel +
// Debitoren/Kreditoren) for the year. The budget is ≤ 10 s for 10,000 documents including
// the database, which the app adds later. Run from the repository root: `npm run bench:accounting`.
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
