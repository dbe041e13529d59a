import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { readIncomingFile, type EInvoiceIntake } from './read-incoming-file.ts';

// The third-party corpus that packages/einvoice keeps (licences and manifest beside the files).
const corpus = join(import.meta.dirname, '../../../einvoice/test-corpus');

/** Files the official KoSIT validation (EN 16931 + XRechnung Schematron) called valid. */
const validFiles = readFileSync(join(corpus, 'OBSERVED-VALIDATION.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .map((row) => row.split('\t'))
  .filter((cols) => cols[3] === 'valid')
  .map((cols) => cols[0]!);

/** First text of an element by local name, whatever the prefix: the test's own view of the XML. */
const first = (xml: string, ...names: string[]) => {
  for (const name of names) {
    const m = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>\\s*([^<]*?)\\s*</`).exec(xml);
    if (m) return m[1];
  }
  return undefined;
};
/**
 * BT-110: the VAT total written in the invoice currency (another may be in accounting currency).
 * Comments and processing instructions may stand between the elements; a lone CII TaxTotalAmount counts as BT-110.
 */
const vatTotal = (xml: string, cii: boolean, currency: string | undefined) => {
  const gap = String.raw`(?:\s|<!--[\s\S]*?-->|<\?[\s\S]*?\?>)*`;
  const pattern = cii
    ? new RegExp(String.raw`<(?:[\w-]+:)?TaxTotalAmount(?:\s+currencyID="(\w+)")?\s*>\s*([^<]*?)\s*<`, 'g')
    : new RegExp(
        String.raw`<(?:[\w-]+:)?TaxTotal>${gap}<(?:[\w-]+:)?TaxAmount\s+currencyID="(\w+)"\s*>\s*([^<]*?)\s*<`,
        'g',
      );
  const totals = [...xml.matchAll(pattern)];
  const inCurrency = totals.find((m) => (m[1] ?? currency) === currency);
  return (inCurrency ?? (cii ? totals[0] : undefined))?.[2];
};
const isoDate = (raw: string | undefined) => raw?.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');

describe('e-invoice intake over every valid file of the corpus', () => {
  it('covers the whole valid set', () => {
    expect(validFiles.length).toBeGreaterThan(300);
  });

  it.each(validFiles)('%s', async (file) => {
    const bytes = new Uint8Array(readFileSync(join(corpus, file)));
    const xml = readFileSync(join(corpus, file), 'utf8');
    const result = await readIncomingFile(bytes);
    expect(result.ok && result.kind !== 'pdf' && result.kind !== 'image').toBe(true);
    // Whether the findings agree with KoSIT is packages/einvoice's corpus-agreement test.
    const { draft } = result as EInvoiceIntake;

    const cii = /<(?:\w+:)?CrossIndustryInvoice[\s>]/.test(xml);
    const net = first(xml, cii ? 'TaxBasisTotalAmount' : 'TaxExclusiveAmount');
    const gross = first(xml, cii ? 'GrandTotalAmount' : 'TaxInclusiveAmount');
    const due = first(xml, cii ? 'DuePayableAmount' : 'PayableAmount');
    expect(new Big(draft.totals.net!).eq(net!)).toBe(true);
    expect(new Big(draft.totals.gross!).eq(gross!)).toBe(true);
    expect(new Big(draft.totals.due!).eq(due!)).toBe(true);
    expect(draft.totals.tax).toBe(vatTotal(xml, cii, draft.currency));
    // BR-CO-14: the breakdown adds up to the VAT total.
    const breakdownTax = draft.vatBreakdown.reduce((s, v) => s.plus(v.tax ?? '0'), new Big(0));
    expect(breakdownTax.eq(draft.totals.tax ?? '0')).toBe(true);

    expect(draft.number).toBe(
      cii
        ? /<(?:\w+:)?ExchangedDocument>[\s\S]*?<(?:\w+:)?ID>\s*([^<]*?)\s*</.exec(xml)?.[1]
        : first(xml, 'ID'),
    );
    expect(draft.issueDate).toBe(isoDate(cii ? first(xml, 'DateTimeString') : first(xml, 'IssueDate')));
    expect(draft.currency).toBe(first(xml, cii ? 'InvoiceCurrencyCode' : 'DocumentCurrencyCode'));
  });
});
