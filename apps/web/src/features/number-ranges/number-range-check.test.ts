import type { NumberRange } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf } from './number-range-check.ts';

const when = { year: 2026, month: 11 };
const invoices: NumberRange = {
  key: 'invoices',
  label: 'Rechnungen',
  pattern: 'RE-{YYYY}-{#####}',
  next_counter: 42,
  reset_yearly: true,
  preview: 'RE-2026-00042',
  min_counter: 42,
  version: 3,
};

describe('checkDraft', () => {
  it('previews the next number of a valid draft as it is typed', () => {
    expect(checkDraft(invoices, draftOf(invoices), when)).toEqual({ errors: {}, preview: 'RE-2026-00042' });
    expect(
      checkDraft(invoices, { ...draftOf(invoices), pattern: ' R{YY}{MM}-{###} ', nextCounter: 50 }, when),
    ).toEqual({
      errors: {},
      preview: 'R2611-050',
    });
  });

  it('explains a pattern DATEV would not take and shows no preview', () => {
    const result = checkDraft(invoices, { ...draftOf(invoices), pattern: 'Rechnung {YYYY}-{###}' }, when);
    expect(result.preview).toBeNull();
    expect(result.errors.pattern).toMatch(/keine Leerzeichen oder Umlaute/);
  });

  it('refuses a counter below numbers that may be in use, and an empty counter', () => {
    expect(checkDraft(invoices, { ...draftOf(invoices), nextCounter: 41 }, when).errors.next_counter).toMatch(
      /^Der Zähler darf nicht unter 42 gesenkt werden – Nummern bis RE-2026-00041/,
    );
    expect(checkDraft(invoices, { ...draftOf(invoices), nextCounter: '' }, when).errors.next_counter).toMatch(
      /ganze Zahl von 1 bis/,
    );
    expect(
      checkDraft({ ...invoices, min_counter: null }, { ...draftOf(invoices), nextCounter: 1 }, when).errors,
    ).toEqual({});
  });

  it('refuses a yearly restart without a year in the pattern', () => {
    const result = checkDraft(invoices, { ...draftOf(invoices), pattern: 'RE-{#####}' }, when);
    expect(result.errors).toEqual({ reset_yearly: expect.stringMatching(/braucht \{YYYY\} oder \{YY\}/) });
    expect(result.preview).toBe('RE-00042');
  });
});
