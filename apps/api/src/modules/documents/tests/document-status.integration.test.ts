import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  createCustomer,
  createDraft,
  createFinalized,
  draft,
  item,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';

const t = useTestAppWithTenant();
let call: Call;
let customer: { id: number };
beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  customer = await createCustomer(call);
});

const setStatus = (id: number, status: string) => call('POST', `/api/documents/${id}/status`, { status });

describe('status changes', () => {
  it('lets a finalized quote be accepted or rejected, but not a draft or an invoice', async () => {
    const quote = await createFinalized(call, draft(customer.id, { type: 'quote', service_date: null }));
    const accepted = await setStatus(quote.id, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', version: quote.version + 1 });
    expect((await setStatus(quote.id, 'rejected')).json().status).toBe('rejected');

    const draftQuote = await createDraft(call, draft(customer.id, { type: 'quote' }));
    const refused = await setStatus(draftQuote.id, 'accepted');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Ein Entwurf muss zuerst festgeschrieben werden.');

    const invoice = await createFinalized(call, draft(customer.id));
    expect((await setStatus(invoice.id, 'accepted')).json().error.message).toBe(
      'Nur Angebote können angenommen oder abgelehnt werden.',
    );
  });

  it('marks an invoice sent; payments keep the time it went out', async () => {
    const invoice = await createFinalized(call, draft(customer.id));
    const sent = await setStatus(invoice.id, 'sent');
    expect(sent.json()).toMatchObject({ status: 'sent', sent_at: expect.any(String) });
    const paid = await call('POST', `/api/documents/${invoice.id}/payments`, {
      amount: '119',
      paid_on: '2026-11-20',
    });
    expect(paid.json()).toMatchObject({ status: 'paid', sent_at: sent.json().sent_at });
    // Reversing the payment returns the invoice to "sent", not to "finalized".
    const reversed = await call(
      'DELETE',
      `/api/documents/${invoice.id}/payments/${paid.json().payments[0].id}`,
    );
    expect(reversed.json()).toMatchObject({ status: 'sent', paid: '0.00', open: '119.00' });
  });

  it('refuses payments on drafts and quotes', async () => {
    const quote = await createFinalized(call, draft(customer.id, { type: 'quote' }));
    const response = await call('POST', `/api/documents/${quote.id}/payments`, {
      amount: '10',
      paid_on: '2026-11-20',
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('Kleinunternehmer (§19 UStG)', () => {
  it('issues every line without VAT (category E) and a valid ZUGFeRD with only a Steuernummer', async () => {
    const small = await createTestTenant(t.deps);
    // A sole trader: no VAT id, no register entry; the Steuernummer identifies the seller.
    await setSellerData(t.deps, small.tenantId, {
      smallBusiness: true,
      vatId: null,
      registerNumber: null,
      einvoiceFormat: 'zugferd',
    });
    const smallCall = await signedInCaller(t.app, small.admin);
    const buyer = await createCustomer(smallCall, { einvoice_format: 'tenantDefault' });
    const doc = await createFinalized(
      smallCall,
      draft(buyer.id, {
        lines: [item({ unit_price: '80', vat_rate: '19' }), item({ unit_price: '20', vat_rate: '7' })],
      }),
    );
    expect(doc.totals).toMatchObject({
      net: '100.00',
      vat: '0.00',
      gross: '100.00',
      vat_groups: [{ category: 'E', rate: '0', taxable: '100.00', tax: '0.00' }],
    });
    expect(doc.seller).toMatchObject({ small_business: true });
    expect((doc.archive as { kind: string }[]).map((a) => a.kind)).toContain('zugferd');
  });
});

describe('history', () => {
  it('tells who created, changed and finalized a document, field by field', async () => {
    const created = await createDraft(call, draft(customer.id, { subject: 'Alt' }));
    await call('PUT', `/api/documents/${created.id}`, {
      ...draft(customer.id, { subject: 'Neu' }),
      version: created.version,
    });
    const response = await call('GET', `/api/documents/${created.id}/history`);
    expect(response.statusCode).toBe(200);
    const [updated, first] = response.json().items;
    expect(updated).toMatchObject({ action: 'updated', changes: { subject: { from: 'Alt', to: 'Neu' } } });
    expect(updated.actor).toMatchObject({ id: t.tenant.admin.id });
    expect(first).toMatchObject({ action: 'created', entity: 'document', entity_id: String(created.id) });
    expect((await call('GET', '/api/documents/999999/history')).statusCode).toBe(404);
  });

  it('names a changed customer by name, not only by id', async () => {
    const other = await createCustomer(call, { company_name: 'Bäckerei Huber' });
    const created = await createDraft(call, draft(customer.id));
    await call('PUT', `/api/documents/${created.id}`, { ...draft(other.id), version: created.version });
    const [updated] = (await call('GET', `/api/documents/${created.id}/history`)).json().items;
    expect(updated.changes.customer_name).toMatchObject({ to: 'Bäckerei Huber' });
  });
});
