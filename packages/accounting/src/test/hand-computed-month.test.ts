import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { trialBalance } from '../journal/trial-balance.ts';
import { computeVatReturn } from '../vat-return/vat-return.ts';
import { testLedger } from './fixtures.ts';
import { bookHandComputedMonth } from './hand-computed-month.ts';

const ledger = testLedger('SKR03');
const journal = bookHandComputedMonth(ledger);
const march = { from: '2026-03-01', to: '2026-03-31' };

describe('a hand-computed month (March 2026, SKR03)', () => {
  it('books exactly the expected journal', () => {
    const rows = journal.map((e) => [
      e.belegfeld1,
      e.debit,
      e.credit,
      e.amount,
      e.vatKey ?? '',
      e.taxAmount ?? '',
    ]);
    expect(rows).toEqual([
      ['RE-2026-001', '10001', '8400', '1190.00', '', '190.00'],
      ['RE-2026-001', '10001', '8300', '214.00', '', '14.00'],
      ['RE-2026-001', '8400', '10001', '119.00', '', '19.00'], // credit note, open item of the invoice
      ['RE-2026-002', '10001', '8400', '595.00', '', '95.00'],
      ['RE-2026-002', '8400', '10001', '595.00', '', '95.00'], // Storno
      ['RE-2026-003', '10004', '8337', '2000.00', '', ''],
      ['RE-2026-004', '10002', '8125', '3000.00', '', ''],
      ['RE-2026-005', '10003', '8120', '800.00', '', ''],
      ['RE-2026-006', '10002', '8336', '1500.00', '', ''],
      ['RE-2026-007', '10001', '8400', '1190.00', '', '190.00'],
      ['RE-2026-007', '10001', '8300', '107.00', '', '7.00'],
      ['RE-2026-007', '1200', '10001', '1271.06', '', ''],
      ['RE-2026-007', '8736', '10001', '23.80', '', '3.80'], // 25.94 Skonto × 1190 / 1297
      ['RE-2026-007', '8731', '10001', '2.14', '', '0.14'],
      ['V-4711', '4930', '70001', '119.00', '9', '19.00'], // non-automatic expense account: BU 9
      ['V-4711', '4210', '70001', '1000.00', '', ''],
      ['V-4711', '4930', '70001', '53.50', '8', '3.50'],
      ['H-2026-17', '3120', '70002', '5000.00', '', '950.00'], // § 13b: net to the creditor
      ['CB-88', '3123', '70003', '400.00', '', '76.00'],
      ['V-4711', '70001', '1200', '1170.12', '', ''],
      ['V-4711', '70001', '3736', '2.38', '', '0.38'],
      ['KA-2026-03', '4970', '1200', '12.50', '', ''],
    ]);
    expect(journal[2]!.text).toBe('Gutschrift GS-2026-001 zu RE-2026-001 Bäckerei Schmidt GmbH');
    expect(journal[4]!.text).toBe('Storno ST-2026-001 zu RE-2026-002 Bäckerei Schmidt GmbH');
  });

  it('gives the expected Summen- und Saldenliste', () => {
    const rows = Object.fromEntries(
      trialBalance(journal, ledger, march).map((r) => [r.number, [r.debit, r.credit, r.balance]]),
    );
    expect(rows).toEqual({
      '1200': ['1271.06', '1182.62', '88.44'],
      '1571': ['3.50', '0.00', '3.50'],
      '1576': ['19.00', '0.38', '18.62'],
      '1577': ['1026.00', '0.00', '1026.00'],
      '1771': ['0.14', '21.00', '-20.86'],
      '1776': ['117.80', '475.00', '-357.20'],
      '1787': ['0.00', '1026.00', '-1026.00'],
      '3120': ['5000.00', '0.00', '5000.00'],
      '3123': ['400.00', '0.00', '400.00'],
      '3736': ['0.00', '2.00', '-2.00'],
      '4210': ['1000.00', '0.00', '1000.00'],
      '4930': ['150.00', '0.00', '150.00'],
      '4970': ['12.50', '0.00', '12.50'],
      '8120': ['0.00', '800.00', '-800.00'],
      '8125': ['0.00', '3000.00', '-3000.00'],
      '8300': ['0.00', '300.00', '-300.00'],
      '8336': ['0.00', '1500.00', '-1500.00'],
      '8337': ['0.00', '2000.00', '-2000.00'],
      '8400': ['600.00', '2500.00', '-1900.00'],
      '8731': ['2.00', '0.00', '2.00'],
      '8736': ['20.00', '0.00', '20.00'],
      '10001': ['3296.00', '2011.00', '1285.00'], // RE-2026-001 less its credit note stays open
      '10002': ['4500.00', '0.00', '4500.00'],
      '10003': ['800.00', '0.00', '800.00'],
      '10004': ['2000.00', '0.00', '2000.00'],
      '70001': ['1172.50', '1172.50', '0.00'],
      '70002': ['0.00', '5000.00', '-5000.00'],
      '70003': ['0.00', '400.00', '-400.00'],
    });
    const total = trialBalance(journal, ledger, march).reduce(
      (sum, r) => ({ debit: sum.debit.plus(r.debit), credit: sum.credit.plus(r.credit) }),
      { debit: new Big(0), credit: new Big(0) },
    );
    expect(total.debit.eq(total.credit)).toBe(true);
  });

  it('gives the expected Umsatzsteuer-Voranmeldung figures', () => {
    const { fields } = computeVatReturn(journal, ledger, march);
    expect(fields).toEqual({
      // 1000 − 100 (credit note) + 500 − 500 (Storno) + 1000 − 20.00 (Skonto net)
      '81': { base: '1880.00', tax: '357.20' },
      // 200 + 100 − 2.00 (Skonto net)
      '86': { base: '298.00', tax: '20.86' },
      '41': { base: '3000.00' },
      '21': { base: '1500.00' },
      '43': { base: '800.00' },
      '60': { base: '2000.00' },
      '84': { base: '5000.00' },
      '85': { tax: '950.00' },
      '46': { base: '400.00' },
      '47': { tax: '76.00' },
      // 19.00 + 3.50 − 0.38 (Skonto received)
      '66': { tax: '22.12' },
      '67': { tax: '1026.00' },
      // 357.20 + 20.86 + 950.00 + 76.00 − 22.12 − 1026.00
      '83': { tax: '355.94' },
    });
  });

  it('leads every figure back to its entries', () => {
    const result = computeVatReturn(journal, ledger, march);
    expect(result.entries['60']!.map((e) => e.belegfeld1)).toEqual(['RE-2026-003']);
    expect(result.entries['81']!.map((e) => e.belegfeld1)).toEqual([
      'RE-2026-001',
      'RE-2026-001',
      'RE-2026-002',
      'RE-2026-002',
      'RE-2026-007',
      'RE-2026-007',
    ]);
  });

  it('leaves a month without entries at zero', () => {
    const april = computeVatReturn(journal, ledger, { from: '2026-04-01', to: '2026-04-30' });
    expect(april.fields['83']).toEqual({ tax: '0.00' });
    expect(april.fields['81']).toEqual({ base: '0.00', tax: '0.00' });
  });
});
