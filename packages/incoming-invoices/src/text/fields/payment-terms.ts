import { DATE_PATTERN, parseDateMatch, parseRate } from '../german-formats.ts';
import { confidence, spanOf, type DocLine, type ExtractedField } from './field.ts';

export interface SkontoText {
  percent: string;
  days?: number;
  until?: string;
}

/** "2 % Skonto innerhalb 10 Tagen", "3% Skonto bei Zahlung bis 15.03.2018", "abzüglich 2% Skonto". */
const SKONTO = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%\s*Skonto|Skonto\s*(?:von\s*)?(\d{1,2}(?:[.,]\d{1,2})?)\s?%/i;
const DAYS = /(?:innerhalb|binnen|in)\s*(?:von\s*)?(\d{1,3})\s*Tag/i;

export const findSkonto = (lines: DocLine[]): ExtractedField<SkontoText>[] =>
  lines.flatMap((line) => {
    const m = SKONTO.exec(line.text);
    if (!m) return [];
    const after = line.text.slice(m.index);
    const days = DAYS.exec(line.text)?.[1];
    const dateMatch = [...after.matchAll(DATE_PATTERN)][0];
    const until = dateMatch ? parseDateMatch(dateMatch) : undefined;
    const value: SkontoText = {
      percent: parseRate(m[1] ?? m[2]!),
      ...(days ? { days: Number(days) } : {}),
      ...(until ? { until } : {}),
    };
    const evidence = days || until ? 0.85 : 0.6;
    return [{ value, confidence: confidence(evidence, line), span: spanOf(line, m.index, after) }];
  });

const CURRENCY = /(€|\bEUR\b|\bUSD\b|US\$|\$|\bCHF\b|£|\bGBP\b)/;
const CODE: Record<string, string> = { '€': 'EUR', $: 'USD', US$: 'USD', '£': 'GBP' };

/** The first currency printed; most German receipts say € or EUR. */
export const findCurrency = (lines: DocLine[]): ExtractedField | undefined => {
  for (const line of lines) {
    const m = CURRENCY.exec(line.text);
    if (m)
      return {
        value: CODE[m[1]!] ?? m[1]!,
        confidence: confidence(0.8, line),
        span: spanOf(line, m.index, m[1]!),
      };
  }
  return undefined;
};
