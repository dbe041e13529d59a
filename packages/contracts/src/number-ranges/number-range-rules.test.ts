import { describe, expect, it } from 'vitest';
import {
  counterProblem,
  effectiveCounter,
  minimumCounter,
  yearlyResetProblem,
} from './number-range-rules.ts';
import { ZNumberRangeInput, ZNumberRangePreviewInput } from './number-ranges.contracts.ts';

const in2026 = { year: 2026, month: 11 };
const in2027 = { year: 2027, month: 1 };
const invoices = { pattern: 'RE-{YYYY}-{#####}', nextCounter: 42, resetYearly: true, counterYear: 2026 };

describe('effectiveCounter', () => {
  it('continues within the year and starts again in a new one when the range resets yearly', () => {
    expect(effectiveCounter('invoices', invoices, in2026)).toBe(42);
    expect(effectiveCounter('invoices', invoices, in2027)).toBe(1);
    expect(effectiveCounter('invoices', { ...invoices, resetYearly: false }, in2027)).toBe(42);
    // Customers start at the DATEV Debitor range again, not at 1.
    expect(effectiveCounter('customers', { ...invoices, counterYear: 2025 }, in2026)).toBe(10001);
  });
});

describe('counter lowering', () => {
  it('refuses to set an invoice counter back below what may already be used, and says why', () => {
    const minimum = minimumCounter('invoices', invoices, in2026);
    expect(minimum).toBe(42);
    expect(counterProblem('invoices', 42, minimum, invoices.pattern, in2026)).toBeNull();
    expect(counterProblem('invoices', 100, minimum, invoices.pattern, in2026)).toBeNull();
    expect(counterProblem('invoices', 41, minimum, invoices.pattern, in2026)).toBe(
      'Der Zähler darf nicht unter 42 gesenkt werden – Nummern bis RE-2026-00041 können schon vergeben sein. Rechnungsnummern müssen fortlaufend und eindeutig sein (§ 14 UStG, GoBD).',
    );
  });

  it('allows any counter before the first number and after a yearly restart', () => {
    expect(minimumCounter('invoices', undefined, in2026)).toBeNull();
    expect(minimumCounter('invoices', invoices, in2027)).toBe(1);
  });

  it('lets quotes, orders, delivery notes and letters be set back', () => {
    for (const key of ['quotes', 'orders', 'deliveryNotes', 'letters'] as const)
      expect(minimumCounter(key, invoices, in2026)).toBeNull();
    for (const key of ['customers', 'vendors', 'articles', 'projects', 'creditNotes', 'tickets'] as const)
      expect(minimumCounter(key, invoices, in2026)).toBe(42);
  });
});

describe('number range input', () => {
  const valid = { pattern: 'RE-{YYYY}-{#####}', next_counter: 1, reset_yearly: true, version: 1 };
  const fieldsOf = (input: object) =>
    Object.fromEntries(
      (ZNumberRangeInput.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );

  it('accepts a DATEV-safe pattern with a counter from 1', () => {
    expect(ZNumberRangeInput.parse({ ...valid, pattern: '  K-{YYYY}-{####} ' }).pattern).toBe(
      'K-{YYYY}-{####}',
    );
  });

  it('names the field of every problem', () => {
    expect(fieldsOf({ ...valid, pattern: 'Kunde {###}', reset_yearly: false })).toEqual({
      pattern:
        'Erlaubt sind nur A–Z, a–z, 0–9 sowie $ & % * + - / (DATEV-tauglich), keine Leerzeichen oder Umlaute.',
    });
    expect(fieldsOf({ ...valid, next_counter: 0 })).toEqual({
      next_counter: 'Der Zähler muss eine ganze Zahl von 1 bis 999.999.999 sein.',
    });
    expect(fieldsOf({ ...valid, next_counter: 1.5 })).toHaveProperty('next_counter');
    expect(fieldsOf({ ...valid, pattern: 'T-{#####}', reset_yearly: true })).toEqual({
      reset_yearly: yearlyResetProblem('T-{#####}', true),
    });
  });

  it('checks the preview input the same way', () => {
    expect(ZNumberRangePreviewInput.parse({ pattern: 'A-{###}' })).toEqual({
      pattern: 'A-{###}',
      next_counter: 1,
    });
    expect(ZNumberRangePreviewInput.safeParse({ pattern: 'A-{DD}-{###}' }).success).toBe(false);
  });
});
