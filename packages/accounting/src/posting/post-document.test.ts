import { describe, expect, it } from 'vitest';
import { trialBalance } from '../journal/trial-balance.ts';
import { testDocument, testLedger } from '../test/fixtures.ts';
import { computeVatReturn } from '../vat-return/vat-return.ts';
import { postDocument } from './post-document.ts';

const skr03 = testLedger('SKR03');
const skr04 = testLedger('SKR04');
const all = { from: '2026-01-01', to: '2026-12-31' };
const summary = (entries: ReturnType<typeof postDocument>) =>
  entries.map((e) => `${e.debit} an ${e.credit} ${e.amount}${e.taxAmount ? ` (USt ${e.taxAmount})` : ''}`);

describe('posting an outgoing document', () => {
  it.each([
    ['S 19 %', { net: '100.00' }, {}, '10001 an 8400 119.00 (USt 19.00)', '10001 an 4400 119.00 (USt 19.00)'],
    [
      'S 7 %',
      { net: '100.00', rate: '7' },
      {},
      '10001 an 8300 107.00 (USt 7.00)',
      '10001 an 4300 107.00 (USt 7.00)',
    ],
    [
      'Z (Nullsatz)',
      { net: '100.00', category: 'Z' as const },
      {},
      '10001 an 8200 100.00',
      '10001 an 4200 100.00',
    ],
    [
      'E § 4 Nr. 8 ff.',
      { net: '100.00', category: 'E' as const },
      {},
      '10001 an 8100 100.00',
      '10001 an 4100 100.00',
    ],
    [
      'E § 4 Nr. 2–7',
      { net: '100.00', category: 'E' as const },
      { exemption: 'withInputDeduction' as const },
      '10001 an 8150 100.00',
      '10001 an 4150 100.00',
    ],
    [
      'E Kleinunternehmer § 19',
      { net: '100.00', category: 'E' as const },
      { smallBusiness: true },
      '10001 an 8195 100.00',
      '10001 an 4185 100.00',
    ],
    [
      'AE § 13b',
      { net: '100.00', category: 'AE' as const },
      {},
      '10001 an 8337 100.00',
      '10001 an 4337 100.00',
    ],
    [
      'K Lieferung',
      { net: '100.00', category: 'K' as const },
      {},
      '10001 an 8125 100.00',
      '10001 an 4125 100.00',
    ],
    [
      'K sonstige Leistung',
      { net: '100.00', category: 'K' as const },
      { supply: 'services' as const },
      '10001 an 8336 100.00',
      '10001 an 4336 100.00',
    ],
    [
      'G Ausfuhr',
      { net: '100.00', category: 'G' as const },
      {},
      '10001 an 8120 100.00',
      '10001 an 4120 100.00',
    ],
    [
      'G Drittlandsleistung',
      { net: '100.00', category: 'G' as const },
      { supply: 'services' as const },
      '10001 an 8338 100.00',
      '10001 an 4338 100.00',
    ],
    [
      'O nicht steuerbar',
      { net: '100.00', category: 'O' as const },
      {},
      '10001 an 8338 100.00',
      '10001 an 4338 100.00',
    ],
  ])('%s', (_case, line, options, expected03, expected04) => {
    expect(
      summary(postDocument(testDocument('invoice', 'RE-1', '2026-05-04', [line], options), skr03)),
    ).toEqual([expected03]);
    expect(
      summary(postDocument(testDocument('invoice', 'RE-1', '2026-05-04', [line], options), skr04)),
    ).toEqual([expected04]);
  });

  it('books one entry per VAT category and rate, rounding VAT per group as the document does', () => {
    const doc = testDocument('invoice', 'RE-2', '2026-05-04', [
      { net: '10.01' },
      { net: '10.01' },
      { net: '0.33', rate: '7' },
      { net: '50.00', category: 'K' },
    ]);
    expect(summary(postDocument(doc, skr03))).toEqual([
      '10001 an 8400 23.82 (USt 3.80)', // 20.02 × 19 % = 3.8038 → 3.80, not 2 × 1.90
      '10001 an 8300 0.35 (USt 0.02)',
      '10001 an 8125 50.00',
    ]);
  });

  it('books a Storno of an advance invoice on the advances account', () => {
    const entries = postDocument(
      testDocument('cancellation', 'ST-9', '2026-05-10', [{ net: '1000.00' }], {
        refersTo: { number: 'AR-1', type: 'advanceInvoice' },
      }),
      skr03,
    );
    expect(summary(entries)).toEqual(['1718 an 10001 1190.00 (USt 190.00)']);
    expect(entries[0]!.belegfeld1).toBe('AR-1');
  });

  it('books advance and final invoice so that the debtor owes the rest and the VAT is owed once', () => {
    const advance = testDocument('advanceInvoice', 'AR-1', '2026-04-01', [{ net: '1000.00' }]);
    const final = testDocument('finalInvoice', 'SR-1', '2026-06-30', [{ net: '3000.00' }], {
      deductedAdvances: [{ number: 'AR-1', vatGroups: advance.vatGroups }],
    });
    const entries = [...postDocument(advance, skr03), ...postDocument(final, skr03)];
    expect(summary(entries)).toEqual([
      '10001 an 1718 1190.00 (USt 190.00)',
      '10001 an 8400 3570.00 (USt 570.00)',
      '1718 an 10001 1190.00 (USt 190.00)',
    ]);
    const balances = Object.fromEntries(trialBalance(entries, skr03, all).map((r) => [r.number, r.balance]));
    expect(balances['10001']).toBe('3570.00'); // 1190 advance + 2380 still due
    expect(balances['1718']).toBe('0.00');
    expect(balances['1776']).toBe('-570.00');
    expect(computeVatReturn(entries, skr03, all).fields['81']).toEqual({ base: '3000.00', tax: '570.00' });
  });

  it('books a Kleinunternehmer invoice without VAT and outside the VAT return', () => {
    const entries = postDocument(
      testDocument('invoice', 'RE-3', '2026-05-04', [{ net: '500.00', category: 'E' }], {
        smallBusiness: true,
      }),
      skr03,
    );
    const { fields } = computeVatReturn(entries, skr03, all);
    expect(fields['83']).toEqual({ tax: '0.00' });
    expect(fields['81']).toEqual({ base: '0.00', tax: '0.00' });
  });

  it('refuses what cannot be booked, in German and naming the document', () => {
    expect(() => postDocument(testDocument('quote', 'AN-1', '2026-05-04', [{ net: '1.00' }]), skr03)).toThrow(
      'Beleg AN-1: Angebote, Auftragsbestätigungen und Lieferscheine werden nicht gebucht.',
    );
    expect(() =>
      postDocument(testDocument('invoice', 'RE-4', '2026-05-04', [{ net: '100.00', rate: '16' }]), skr03),
    ).toThrow('Der Steuersatz 16 % hat kein Erlöskonto');
    expect(() =>
      postDocument(
        testDocument('invoice', 'RE-5', '2026-05-04', [{ net: '100.00' }], { smallBusiness: true }),
        skr03,
      ),
    ).toThrow('Als Kleinunternehmer (§ 19 UStG) darf keine Umsatzsteuer berechnet werden.');
    expect(() =>
      postDocument(
        testDocument('invoice', 'RE-6', '2026-05-04', [{ net: '100.00' }], { debtorAccount: '10099' }),
        skr03,
      ),
    ).toThrow('Buchung RE-6 vom 2026-05-04: Das Konto 10099 gibt es nicht.');
  });

  it('books a document with a negative group on the opposite sides', () => {
    const doc = testDocument('invoice', 'RE-7', '2026-05-04', [
      { net: '100.00' },
      { net: '-30.00', rate: '7' },
    ]);
    expect(summary(postDocument(doc, skr03))).toEqual([
      '10001 an 8400 119.00 (USt 19.00)',
      '8300 an 10001 32.10 (USt 2.10)',
    ]);
  });
});
