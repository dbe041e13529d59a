import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format.ts';

describe('German formats (STYLE: 21.11.2026, 1.234,56 €, 08:30)', () => {
  it('formats dates, times and money for de-DE', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21.11.2026');
    expect(formatDateTime(new Date(2026, 10, 21, 8, 30))).toBe('21.11.2026, 08:30');
    expect(formatMoney(1234.56).replace(/\u00a0/g, ' ')).toBe('1.234,56 €');
  });
});
