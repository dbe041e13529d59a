import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  einvoiceCorpus,
  firstText,
  invoiceNumberOf,
  isCii,
  issueDateOf,
  validCorpusFiles,
  vatBreakdownOf,
  vatTotalOf,
} from '../../../../../../packages/incoming-invoices/src/intake/tests/einvoice-corpus.fixture.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

// Issue #14 "done when": every file of the corpus that the official validation calls valid
// imports through the real upload endpoint with number, dates, totals and VAT breakdown equal
// to its XML (read here with regular expressions, independent of the reader).
const t = useTestAppWithTenant();
let token: string;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
});

const same = (a: string | null | undefined, b: string | null | undefined) =>
  a == null || b == null ? a == b : new Big(a).eq(b);
const normalized = (
  rows: { category?: string | null; rate?: string | null; net?: string | null; tax?: string | null }[],
) =>
  rows
    .map((r) => [
      r.category ?? null,
      r.rate ? new Big(r.rate).toString() : null,
      r.net ? new Big(r.net).toFixed(2) : null,
      r.tax ? new Big(r.tax).toFixed(2) : null,
    ])
    .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));

describe('upload of every valid e-invoice of the corpus', () => {
  it('covers the whole valid set', () => {
    expect(validCorpusFiles.length).toBeGreaterThan(400);
  });

  it.each(validCorpusFiles)('%s', async (file) => {
    const bytes = readFileSync(join(einvoiceCorpus, file));
    const xml = bytes.toString('utf8');
    const body = multipart([{ name: 'rechnung.xml', type: 'application/xml', content: bytes }], {}, 'file');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/incoming-invoices',
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    const got = res.json();
    const cii = isCii(xml);
    expect(got.status).toBe('draft');
    expect(got.number).toBe(invoiceNumberOf(xml));
    // A date with a zone offset (2016-04-04+01:00) is answered as the plain day.
    expect(got.issue_date).toBe(issueDateOf(xml)?.slice(0, 10));
    expect(got.currency).toBe(firstText(xml, cii ? 'InvoiceCurrencyCode' : 'DocumentCurrencyCode'));
    expect(same(got.totals.net, firstText(xml, cii ? 'TaxBasisTotalAmount' : 'TaxExclusiveAmount'))).toBe(
      true,
    );
    expect(same(got.totals.gross, firstText(xml, cii ? 'GrandTotalAmount' : 'TaxInclusiveAmount'))).toBe(
      true,
    );
    expect(same(got.totals.tax, vatTotalOf(xml, cii, got.currency) ?? '0')).toBe(true);
    expect(normalized(got.vat_breakdown)).toEqual(normalized(vatBreakdownOf(xml)));
    const uncommented = xml.replace(/<!--[\s\S]*?-->/g, '');
    const due = cii
      ? /DueDateDateTime>\s*<(?:\w+:)?DateTimeString[^>]*>\s*(\d{8})/
          .exec(uncommented)?.[1]
          ?.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3')
      : firstText(uncommented, 'DueDate', 'PaymentDueDate');
    if (due) expect(got.due_date).toBe(due.slice(0, 10));
  });
});
