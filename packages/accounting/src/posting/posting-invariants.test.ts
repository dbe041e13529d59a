import Big from 'big.js';
import fc from 'fast-check';
import { calculateDocumentTotals, roundMoney, type DocumentType, type VatCategory } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { writeBuchungsstapel } from '../datev/write-buchungsstapel.ts';
import { expandEntry } from '../journal/expand-entry.ts';
import { reverseEntries } from '../journal/reverse-entries.ts';
import { trialBalance } from '../journal/trial-balance.ts';
import { testLedger } from '../test/fixtures.ts';
import { readExtfBytes } from '../test/read-extf.ts';
import { postDocument } from './post-document.ts';
import { postCustomerPayment } from './post-payment.ts';

const ledger = testLedger('SKR03');
const year = { from: '2026-01-01', to: '2026-12-31' };

const cases: [VatCategory, string][] = [
  ['S', '19'],
  ['S', '7'],
  ['Z', '0'],
  ['E', '0'],
  ['AE', '0'],
  ['K', '0'],
  ['G', '0'],
  ['O', '0'],
];
const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => new Big(c).div(100).toFixed(2));
const line = fc.record({
  vat: fc.constantFrom(...cases),
  quantity: fc.integer({ min: 1, max: 40 }).map(String),
  unit_price: cents(-5_000, 2_000_000),
  discount_percent: fc.option(fc.constantFrom('5', '10', '12.5'), { nil: null }),
});
const documentArb = fc.record({
  type: fc.constantFrom<DocumentType>('invoice', 'creditNote', 'cancellation', 'advanceInvoice'),
  lines: fc.array(line, { minLength: 1, maxLength: 12 }),
  supply: fc.constantFrom<'goods' | 'services'>('goods', 'services'),
  day: fc.integer({ min: 1, max: 28 }),
});

type DocumentCase = typeof documentArb extends fc.Arbitrary<infer T> ? T : never;

function post(doc: DocumentCase) {
  const totals = calculateDocumentTotals(
    doc.lines.map((l, i) => ({
      kind: 'item' as const,
      key: `k${i}`,
      quantity: l.quantity,
      unit_price: l.unit_price,
      discount_percent: l.discount_percent,
      vat_category: l.vat[0],
      vat_rate: l.vat[1],
    })),
  );
  const date = `2026-03-${String(doc.day).padStart(2, '0')}`;
  const entries = postDocument(
    {
      id: 'd',
      type: doc.type,
      number: 'RE-2026-1',
      documentDate: date,
      debtorAccount: '10001',
      customerName: 'Bäckerei Schmidt GmbH',
      vatGroups: totals.vatGroups,
      supply: doc.supply,
      ...(doc.type === 'cancellation' && { refersTo: { number: 'RE-2026-0', type: 'invoice' as const } }),
    },
    ledger,
  );
  return { totals, entries, date };
}

const sumOn = (movements: ReturnType<typeof expandEntry>, accounts: string[]) =>
  movements
    .filter((m) => accounts.includes(m.account))
    .reduce((s, m) => s.plus(m.debit).minus(m.credit), new Big(0));

describe('posting invariants over random documents', () => {
  it('every entry balances, the debtor moves by the gross, the VAT accounts by the VAT', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const { totals, entries } = post(doc);
        const movements = entries.flatMap((e) => expandEntry(e, ledger));
        for (const entry of entries) {
          const m = expandEntry(entry, ledger);
          const debit = m.reduce((s, x) => s.plus(x.debit), new Big(0));
          const credit = m.reduce((s, x) => s.plus(x.credit), new Big(0));
          expect(debit.eq(credit)).toBe(true);
          expect(new Big(entry.amount).gt(0)).toBe(true);
        }
        const sign = doc.type === 'creditNote' || doc.type === 'cancellation' ? -1 : 1;
        expect(roundMoney(sumOn(movements, ['10001']))).toBe(roundMoney(new Big(totals.gross).times(sign)));
        expect(roundMoney(sumOn(movements, ['1776', '1771']))).toBe(
          roundMoney(new Big(totals.vat).times(-sign)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('a payment with Skonto clears the invoice and takes back exactly the Skonto’s VAT', () => {
    fc.assert(
      fc.property(documentArb, fc.integer({ min: 0, max: 300 }), (doc, basisPoints) => {
        const { totals, entries } = post({ ...doc, type: 'invoice' });
        if (!new Big(totals.gross).gt(0)) return;
        const skonto = roundMoney(new Big(totals.gross).times(basisPoints).div(10_000));
        const payment = postCustomerPayment(
          {
            id: 'p',
            date: '2026-03-30',
            moneyAccount: '1200',
            debtorAccount: '10001',
            invoiceNumber: 'RE-2026-1',
            partyName: 'Bäckerei Schmidt GmbH',
            amount: roundMoney(new Big(totals.gross).minus(skonto)),
            skonto: { amount: skonto, vatGroups: totals.vatGroups, options: { supply: doc.supply } },
          },
          ledger,
        );
        const movements = [...entries, ...payment].flatMap((e) => expandEntry(e, ledger));
        expect(roundMoney(sumOn(movements, ['10001']))).toBe('0.00');
        const skontoNet = sumOn(movements, ['8736', '8731']);
        const onSkonto = payment.filter((e) => ['8736', '8731'].some((a) => a === e.debit || a === e.credit));
        const signOf = (e: (typeof payment)[number]) => (['8736', '8731'].includes(e.debit) ? 1 : -1);
        const skontoGross = onSkonto.reduce((s, e) => s.plus(new Big(e.amount).times(signOf(e))), new Big(0));
        const vatBack = onSkonto.reduce(
          (s, e) => s.plus(new Big(e.taxAmount ?? 0).times(signOf(e))),
          new Big(0),
        );
        expect(skontoNet.plus(vatBack).eq(skontoGross)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a reversal cancels every account to zero', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const { entries } = post(doc);
        const all = [...entries, ...reverseEntries(entries, { date: '2026-03-31' })];
        expect(trialBalance(all, ledger, year).every((r) => r.balance === '0.00')).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('every posting exports to DATEV with 125 fields and a positive Umsatz', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const { entries } = post(doc);
        const file = writeBuchungsstapel(
          entries,
          ledger,
          {
            consultantNumber: 1001,
            clientNumber: 1,
            fiscalYearStart: '2026-01-01',
            accountLength: 4,
            chart: 'SKR03',
          },
          {
            createdAt: new Date('2026-04-01T00:00:00Z'),
            locked: false,
            period: { from: '2026-03-01', to: '2026-03-31' },
          },
        );
        const rows = readExtfBytes(file.bytes).slice(2);
        expect(rows.length).toBe(entries.length);
        for (const row of rows) {
          expect(row).toHaveLength(125);
          expect(row[0]!.value).toMatch(/^\d{1,10},\d{2}$/);
          expect(row[0]!.value).not.toBe('0,00');
        }
      }),
      { numRuns: 100 },
    );
  });
});
