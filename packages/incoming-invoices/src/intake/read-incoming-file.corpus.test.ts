import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { readIncomingFile, type EInvoiceIntake } from './read-incoming-file.ts';
import {
  einvoiceCorpus as corpus,
  firstText as first,
  invoiceNumberOf,
  issueDateOf,
  isCii,
  validCorpusFiles as validFiles,
  vatTotalOf as vatTotal,
} from './tests/einvoice-corpus.fixture.ts';

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

    const cii = isCii(xml);
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

    expect(draft.number).toBe(invoiceNumberOf(xml));
    expect(draft.issueDate).toBe(issueDateOf(xml));
    expect(draft.currency).toBe(first(xml, cii ? 'InvoiceCurrencyCode' : 'DocumentCurrencyCode'));
  });
});
