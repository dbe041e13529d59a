import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The third-party corpus that packages/einvoice keeps (licences and manifest beside the files).
// Shared by this package's intake test and the API's upload test (issue #14: the whole valid set).
export const einvoiceCorpus = join(import.meta.dirname, '../../../../einvoice/test-corpus');

/** Files the official KoSIT validation (EN 16931 + XRechnung Schematron) called valid. */
export const validCorpusFiles = readFileSync(join(einvoiceCorpus, 'OBSERVED-VALIDATION.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .map((row) => row.split('\t'))
  .filter((cols) => cols[3] === 'valid')
  .map((cols) => cols[0]!);

/** First text of an element by local name, whatever the prefix: the test's own view of the XML. */
export const firstText = (xml: string, ...names: string[]) => {
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
export const vatTotalOf = (xml: string, cii: boolean, currency: string | undefined) => {
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

export const isoDateOf = (raw: string | undefined) => raw?.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');

export const isCii = (xml: string) => /<(?:\w+:)?CrossIndustryInvoice[\s>]/.test(xml);

/** BT-1 as the XML writes it. */
export const invoiceNumberOf = (xml: string) =>
  isCii(xml)
    ? /<(?:\w+:)?ExchangedDocument>[\s\S]*?<(?:\w+:)?ID>\s*([^<]*?)\s*</.exec(xml)?.[1]
    : firstText(xml, 'ID');

/** BT-2 as YYYY-MM-DD. */
export const issueDateOf = (xml: string) =>
  isoDateOf(isCii(xml) ? firstText(xml, 'DateTimeString') : firstText(xml, 'IssueDate'));

/**
 * BG-23, the VAT breakdown, read with regular expressions (independent of the reader): UBL
 * TaxSubtotal of the TaxTotal in invoice currency, CII ApplicableTradeTax of the header settlement.
 */
export const vatBreakdownOf = (xml: string) => {
  const tag = (block: string, name: string) => firstText(block, name);
  if (isCii(xml)) {
    const header = /<(?:\w+:)?ApplicableHeaderTradeSettlement[\s>][\s\S]*$/.exec(xml)?.[0] ?? '';
    return [
      ...header.matchAll(/<(?:\w+:)?ApplicableTradeTax>([\s\S]*?)<\/(?:\w+:)?ApplicableTradeTax>/g),
    ].map((m) => ({
      category: tag(m[1]!, 'CategoryCode'),
      rate: tag(m[1]!, 'RateApplicablePercent'),
      net: tag(m[1]!, 'BasisAmount'),
      tax: tag(m[1]!, 'CalculatedAmount'),
    }));
  }
  return [...xml.matchAll(/<(?:\w+:)?TaxSubtotal>([\s\S]*?)<\/(?:\w+:)?TaxSubtotal>/g)].map((m) => ({
    category: /<(?:\w+:)?TaxCategory>[\s\S]*?<(?:\w+:)?ID(?:\s[^>]*)?>\s*([^<]*?)\s*</.exec(m[1]!)?.[1],
    rate: tag(m[1]!, 'Percent'),
    net: tag(m[1]!, 'TaxableAmount'),
    tax: tag(m[1]!, 'TaxAmount'),
  }));
};
