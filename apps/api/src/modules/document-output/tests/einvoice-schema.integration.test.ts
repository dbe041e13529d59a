import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Writers from '../einvoice/einvoice-writers.ts';
import type { Call } from '../../../test/document-test-helpers.ts';

/**
 * A writer defect that only the XML Schema sees (issue 12, 5a: the CII delivery element left out
 * for a service period). The rules accept such a file; the schema step must stop it before it is
 * archived. Only the XRechnung CII writer is broken here (ZUGFeRD writes its CII on its own path).
 */
vi.mock('../einvoice/einvoice-writers.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Writers>();
  const dropDelivery = (xml: string) =>
    xml.replace(
      /<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>|<ram:ApplicableHeaderTradeDelivery\/>/,
      '',
    );
  return {
    ...real,
    writeCii: async (...args: Parameters<typeof real.writeCii>) => dropDelivery(await real.writeCii(...args)),
  };
});

// Test files share a worker's module cache (isolate: false): load the app afresh so it sees the mock.
vi.resetModules();
const { useTestAppWithTenant } = await import('../../../test/use-test-app.ts');
const { createCustomer, createDraft, draft, finalize, setSellerData, signedInCaller } =
  await import('../../../test/document-test-helpers.ts');

const t = useTestAppWithTenant();
// …and leave the real writers to the test files that run after this one in the same worker.
afterAll(() => {
  vi.doUnmock('../einvoice/einvoice-writers.ts');
  vi.resetModules();
});
let call: Call;
beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
});

describe('schema-invalid e-invoices are never archived', () => {
  it('refuses to finalize when the customer’s XRechnung CII breaks the XML Schema, and draws no number', async () => {
    const customer = await createCustomer(call, { einvoice_format: 'xrechnungCii' });
    const created = await createDraft(call, draft(customer.id));
    const response = await finalize(call, created);
    expect(response.statusCode).toBe(422);
    const error = response.json().error as { message: string; fields: Record<string, string> };
    expect(error.message).toMatch(
      /^Die E-Rechnung \(.*\) ist nicht gültig \(\d+ Fehler\)\. Das Dokument wurde nicht festgeschrieben\.$/,
    );
    const xsd = Object.entries(error.fields).find(([key]) => key.endsWith('.XSD'));
    expect(xsd?.[1]).toMatch(
      /^Die E-Rechnung entspricht nicht dem XML-Schema UN\/CEFACT CII D16B: .*ApplicableHeaderTradeSettlement/,
    );
    expect((await call('GET', `/api/documents/${created.id}`)).json()).toMatchObject({
      status: 'draft',
      number: null,
    });
  });

  it('a UBL customer gets the invoice, but the broken XRechnung CII is not archived', async () => {
    const customer = await createCustomer(call, { einvoice_format: 'xrechnungUbl' });
    const created = await createDraft(call, draft(customer.id));
    const response = await finalize(call, created);
    expect(response.statusCode, response.body).toBe(200);
    const kinds = (response.json().archive as { kind: string }[]).map((a) => a.kind);
    expect(kinds).toContain('xrechnungUbl');
    expect(kinds).not.toContain('xrechnungCii');
  });
});
