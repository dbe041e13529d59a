import { describe, expect, it } from 'vitest';
import type { MatchSuggestion } from './matching-model.ts';
import { labelledTransactions, openItems } from './matching-test-set.ts';
import { referenceKeys, textKeys } from './reference-keys.ts';
import { suggestMatches } from './suggest-matches.ts';

/** A suggestion below this score is not a claim that the transaction belongs to the items. */
const CONFIDENT = 50;

const targetsOf = (s: MatchSuggestion | undefined) => (s ? s.allocations.map((a) => a.targetId).sort() : []);
const run = () => suggestMatches(labelledTransactions, openItems, { tolerance: '0.50' });
const suggestionsFor = (id: string) => run().find((r) => r.transactionId === id)!.suggestions;

describe('reference keys', () => {
  it('meet across spaces, dashes, case and dropped leading zeros, but not inside longer numbers', () => {
    const item = new Set(referenceKeys('RE-2026-0042').map((k) => k.key));
    const hits = (purpose: string) => [...textKeys(purpose)].some((k) => item.has(k));
    for (const written of ['RE-2026-0042', 're 2026 0042', 'RE20260042', 'Rg 2026-42', 'RE/2026/042'])
      expect(hits(written), written).toBe(true);
    for (const other of ['RE-2026-0420', 'RE-2026-00421', '20260042 1', 'RE-2025-0042'])
      expect(hits(other), other).toBe(false);
    expect(referenceKeys('R-1')).toEqual([]); // fewer than 4 characters: never a reference
    // an amount in the purpose is not customer number 10023
    expect(textKeys('Betrag 100,23 EUR').has('c:10023')).toBe(false);
  });
});

describe('suggestMatches on the labelled month', () => {
  it('puts the right items first, and reports the precision of the top suggestion', () => {
    const results = run();
    let correct = 0;
    let withTop = 0;
    let topRight = 0;
    const wrong: string[] = [];
    const byCase = new Map<string, [number, number]>();
    labelledTransactions.forEach((tx, i) => {
      const top = results[i]!.suggestions[0];
      const confident = top && top.score >= CONFIDENT ? top : undefined;
      const right = tx.expected.length
        ? JSON.stringify(targetsOf(confident)) === JSON.stringify([...tx.expected].sort())
        : confident === undefined;
      if (confident) {
        withTop++;
        if (right) topRight++;
      }
      if (right) correct++;
      else
        wrong.push(
          `${tx.id} ${tx.case}: erwartet [${tx.expected}], vorgeschlagen [${targetsOf(top)}] (${top?.score ?? '-'}: ${top?.reasons.join('; ') ?? ''})`,
        );
      const [n, ok] = byCase.get(tx.case) ?? [0, 0];
      byCase.set(tx.case, [n + 1, ok + (right ? 1 : 0)]);
    });
    const precision = topRight / withTop;
    process.stdout.write(
      `matching test set: ${labelledTransactions.length} transactions, ${openItems.length} open items\n` +
        `correct outcome ${correct}/${labelledTransactions.length}; precision of the top suggestion (score ≥ ${CONFIDENT}) ${topRight}/${withTop} = ${(100 * precision).toFixed(1)} %\n` +
        [...byCase].map(([name, [n, ok]]) => `  ${name}: ${ok}/${n}`).join('\n') +
        (wrong.length ? `\nwrong:\n  ${wrong.join('\n  ')}` : '') +
        '\n',
    );
    expect(labelledTransactions.length).toBeGreaterThanOrEqual(50);
    // Floors measured on this set (all right when written); a drop is a regression.
    expect(correct).toBe(labelledTransactions.length);
    expect(precision).toBe(1);
  });

  it('auto-confirms only where reference and amount match exactly, and never a wrong item', () => {
    const results = run();
    const auto = labelledTransactions.filter((_, i) => results[i]!.suggestions[0]?.autoConfirm);
    for (const tx of auto) {
      const top = results.find((r) => r.transactionId === tx.id)!.suggestions[0]!;
      expect(targetsOf(top)).toEqual([...tx.expected].sort());
      expect(top.reasons.join(' ')).toMatch(/(Rechnungsnummer|Gutschriftsnummer|End-to-End|Belegnummern)/);
      expect(top.reasons.join(' ')).toMatch(
        /(stimmt genau|nach \d+(,\d+)? % Skonto|nach Skonto stimmt genau)/,
      );
    }
    expect(auto.map((t) => t.case)).not.toContain('partial');
    expect(auto.map((t) => t.case)).not.toContain('amount and IBAN');
    expect(auto.map((t) => t.case)).not.toContain('tolerance');
    expect(auto.map((t) => t.case)).not.toContain('Skonto after period');
    expect(auto.length).toBeGreaterThan(15);
  });

  it('explains itself in German', () => {
    const skonto = suggestionsFor(labelledTransactions.find((t) => t.expected[0] === 'd111')!.id)[0]!;
    expect(skonto.reasons).toEqual([
      'Rechnungsnummer im Verwendungszweck',
      'Betrag nach 2 % Skonto',
      'IBAN des Kunden bekannt',
      'Name passt (Kunde AG)',
    ]);
    expect(skonto.allocations).toEqual([
      { targetType: 'document', targetId: 'd111', amount: '980.00', settleWithSkonto: true },
    ]);
    const late = suggestionsFor(labelledTransactions.find((t) => t.expected[0] === 'd115')!.id)[0]!;
    expect(late.reasons).toContain('Betrag nach Skonto, aber Skontofrist am 08.11.2026 abgelaufen');
    expect(late.allocations[0]!.settleWithSkonto).toBe(false);
    const partial = suggestionsFor(labelledTransactions.find((t) => t.expected[0] === 'd122')!.id)[0]!;
    expect(partial.reasons).toContain('Teilzahlung, offen bleiben 1.000,00 €');
    const vendor = suggestionsFor(labelledTransactions.find((t) => t.expected[0] === 'i201')!.id)[0]!;
    expect(vendor.reasons.slice(0, 2)).toEqual(['End-to-End-Referenz passt', 'Betrag stimmt genau']);
    // Supplier payments: the vendor's Skonto period counts the same way, and a refund comes in.
    const vendorLate = suggestionsFor(labelledTransactions.find((t) => t.expected[0] === 'i207')!.id)[0]!;
    expect(vendorLate.reasons).toContain('Betrag nach Skonto, aber Skontofrist am 03.11.2026 abgelaufen');
    expect(vendorLate.allocations).toEqual([
      { targetType: 'incoming_invoice', targetId: 'i207', amount: '1166.20', settleWithSkonto: false },
    ]);
    expect(vendorLate.autoConfirm).toBe(false);
    const vendorSkonto = suggestionsFor(labelledTransactions.find((t) => t.expected[0] === 'i203')!.id)[0]!;
    expect(vendorSkonto.allocations[0]).toMatchObject({ amount: '2915.50', settleWithSkonto: true });
    expect(vendorSkonto.reasons).toContain('Betrag nach 2 % Skonto');
    const refund = suggestionsFor(labelledTransactions.find((t) => t.expected[0] === 'i212')!.id)[0]!;
    expect(refund.reasons).toContain('Gutschriftsnummer im Verwendungszweck');
  });

  it('splits one payment over several invoices and spreads a short one over the oldest first', () => {
    const skontoSplit = suggestionsFor(
      labelledTransactions.find((t) => t.expected.join() === 'd134,d135')!.id,
    )[0]!;
    expect(skontoSplit.allocations).toEqual([
      { targetType: 'document', targetId: 'd134', amount: '980.00', settleWithSkonto: true },
      { targetType: 'document', targetId: 'd135', amount: '490.00', settleWithSkonto: true },
    ]);
    const short = suggestionsFor(labelledTransactions.find((t) => t.expected.join() === 'd138,d139')!.id)[0]!;
    expect(short.allocations.map((a) => [a.targetId, a.amount])).toEqual([
      ['d138', '150.00'],
      ['d139', '150.00'],
    ]);
    expect(short.autoConfirm).toBe(false);
  });
});
