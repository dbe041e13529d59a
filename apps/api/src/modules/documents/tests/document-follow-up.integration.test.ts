import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  createCustomer,
  createDraft,
  createFinalized,
  draft,
  finalize,
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

type Link = { kind: string; direction: string; document: { id: number; type: string; status: string } };
const linksOf = async (id: number) => (await call('GET', `/api/documents/${id}`)).json().links as Link[];

describe('conversions', () => {
  it('turns a quote into an order confirmation, marks the quote accepted and links both ways', async () => {
    const quote = await createFinalized(call, draft(customer.id, { type: 'quote', service_date: null }));
    const converted = await call('POST', `/api/documents/${quote.id}/convert`, { type: 'orderConfirmation' });
    expect(converted.statusCode).toBe(201);
    const order = converted.json();
    expect(order).toMatchObject({ type: 'orderConfirmation', status: 'draft', customer_id: customer.id });
    expect(order.lines).toEqual(quote.lines);
    expect(order.links).toEqual([
      expect.objectContaining({
        kind: 'convertedFrom',
        direction: 'forward',
        document: expect.objectContaining({ id: quote.id, status: 'accepted' }),
      }),
    ]);
    expect(await linksOf(quote.id)).toEqual([
      expect.objectContaining({
        kind: 'convertedFrom',
        direction: 'backward',
        document: expect.objectContaining({ id: order.id }),
      }),
    ]);
  });

  it('an invoice made from a quote is delivered on its date, so it can be finalized at once (§ 14 UStG)', async () => {
    const quote = await createFinalized(call, draft(customer.id, { type: 'quote', service_date: null }));
    const converted = await call('POST', `/api/documents/${quote.id}/convert`, { type: 'invoice' });
    expect(converted.statusCode).toBe(201);
    const invoice = converted.json();
    expect(invoice.service_date).toBe(invoice.document_date);
    const finalized = await finalize(call, invoice);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.json()).toMatchObject({ status: 'finalized', service_date: invoice.document_date });
  });

  it('an order confirmation made from a quote states no Leistungsdatum either', async () => {
    const quote = await createFinalized(call, draft(customer.id, { type: 'quote', service_date: null }));
    const order = (
      await call('POST', `/api/documents/${quote.id}/convert`, { type: 'orderConfirmation' })
    ).json();
    expect(order.service_date).toBeNull();
  });

  it('refuses conversions the chain does not allow', async () => {
    const invoice = await createDraft(call, draft(customer.id));
    const response = await call('POST', `/api/documents/${invoice.id}/convert`, { type: 'quote' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Rechnung kann nicht in Angebot umgewandelt werden.');
  });
});

describe('Duplizieren', () => {
  it('copies customer, texts and lines into a new unlinked draft dated today; the original stays as it was', async () => {
    const original = await createFinalized(
      call,
      draft(customer.id, {
        subject: 'Wartung Heizungsanlage',
        service_date: null,
        service_period_start: '2026-01-01',
        service_period_end: '2026-01-31',
      }),
    );
    const response = await call('POST', `/api/documents/${original.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect(copy).toMatchObject({
      type: original.type,
      status: 'draft',
      number: null,
      customer_id: customer.id,
      subject: 'Wartung Heizungsanlage',
      document_date: today,
      service_period_start: null,
      service_period_end: null,
      links: [],
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy.lines).toEqual(original.lines);
    expect(copy.totals).toEqual(original.totals);
    expect((await call('GET', `/api/documents/${original.id}`)).json()).toMatchObject({
      status: original.status,
      number: original.number,
      links: [],
    });
  });

  it('refuses to duplicate a Storno or a credit note, which belong to their invoice', async () => {
    const invoice = await createFinalized(call, draft(customer.id));
    const creditNote = (await call('POST', `/api/documents/${invoice.id}/credit-note`)).json();
    const response = await call('POST', `/api/documents/${creditNote.id}/duplicate`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Gutschriften und Stornorechnungen gehören zu ihrer Rechnung und können nicht dupliziert werden.',
    );
  });
});

describe('Storno and credit notes', () => {
  it('cancels an invoice with a finalized cancellation document in one step', async () => {
    const invoice = await createFinalized(call, draft(customer.id));
    const response = await call('POST', `/api/documents/${invoice.id}/cancel`, { reason: 'Falscher Kunde' });
    expect(response.statusCode).toBe(201);
    const cancellation = response.json();
    expect(cancellation).toMatchObject({
      type: 'cancellation',
      status: 'finalized',
      number: expect.any(String),
      totals: { gross: invoice.totals ? (invoice.totals as { gross: string }).gross : '' },
    });
    expect(cancellation.links).toEqual([
      expect.objectContaining({
        kind: 'cancels',
        direction: 'forward',
        document: expect.objectContaining({ id: invoice.id, status: 'cancelled' }),
      }),
    ]);
    const again = await call('POST', `/api/documents/${invoice.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Die Rechnung ist bereits storniert.');
  });

  it('addresses the cancellation to the buyer the invoice named, even after the address changed', async () => {
    const moving = await createCustomer(call, { company_name: 'Umzug GmbH', city: 'Hamburg' });
    const invoice = await createFinalized(call, draft(moving.id));
    const record = (await call('GET', `/api/entities/customers/${moving.id}`)).json();
    const moved = await call('PUT', `/api/entities/customers/${moving.id}`, {
      version: record.version,
      data: { city: 'Leipzig' },
    });
    expect(moved.statusCode).toBe(200);
    const cancellation = (await call('POST', `/api/documents/${invoice.id}/cancel`, {})).json();
    expect(cancellation.buyer).toEqual(invoice.buyer);
    expect(cancellation.buyer.city).toBe('Hamburg');
    // The invoice itself is frozen too.
    expect((await call('GET', `/api/documents/${invoice.id}`)).json().buyer.city).toBe('Hamburg');
  });

  it('creates a credit note draft for an invoice, linked to it', async () => {
    const invoice = await createFinalized(call, draft(customer.id));
    const response = await call('POST', `/api/documents/${invoice.id}/credit-note`);
    expect(response.statusCode).toBe(201);
    const note = response.json();
    expect(note).toMatchObject({ type: 'creditNote', status: 'draft', lines: invoice.lines });
    expect(note.links[0]).toMatchObject({
      kind: 'creditFor',
      direction: 'forward',
      document: { id: invoice.id },
    });
    const finalized = await finalize(call, note);
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json()).toMatchObject({ status: 'finalized', open: '-119.00' });
  });
});

describe('advance and final invoices', () => {
  it('deducts finalized advance invoices once, with the amounts they claimed', async () => {
    const advance1 = await createFinalized(
      call,
      draft(customer.id, { type: 'advanceInvoice', lines: [item({ unit_price: '1000' })] }),
    );
    const advance2 = await createFinalized(
      call,
      draft(customer.id, { type: 'advanceInvoice', lines: [item({ unit_price: '500' })] }),
    );
    const final = await createDraft(
      call,
      draft(customer.id, {
        type: 'finalInvoice',
        lines: [item({ unit_price: '4000' })],
        deducted_advance_ids: [advance1.id, advance2.id],
      }),
    );
    // 4000 + 19 % = 4760; advances 1190 + 595 = 1785 already invoiced.
    expect(final.totals).toMatchObject({ gross: '4760.00', prepaid: '1785.00', payable: '2975.00' });
    const finalized = await finalize(call, final);
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json()).toMatchObject({ open: '2975.00' });
    expect(
      (finalized.json().links as Link[])
        .filter((l) => l.kind === 'deducts')
        .map((l) => l.document.id)
        .sort(),
    ).toEqual([advance1.id, advance2.id].sort());

    const second = await call('POST', '/api/documents', {
      ...draft(customer.id, { type: 'finalInvoice', deducted_advance_ids: [advance1.id] }),
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.fields.deducted_advance_ids).toBe(
      `Die Abschlagsrechnung ${advance1.number} ist bereits in einer Schlussrechnung verrechnet.`,
    );

    // A deducted advance cannot be cancelled on its own; once the final invoice is cancelled it is free again.
    const cancelAdvance = await call('POST', `/api/documents/${advance1.id}/cancel`, {});
    expect(cancelAdvance.statusCode).toBe(409);
    expect((await call('POST', `/api/documents/${final.id}/cancel`, {})).statusCode).toBe(201);
    const again = await call('POST', '/api/documents', {
      ...draft(customer.id, { type: 'finalInvoice', deducted_advance_ids: [advance1.id] }),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().totals.prepaid).toBe('1190.00');
  });

  it('refuses advances of another customer', async () => {
    const other = await createCustomer(call, { company_name: 'Andere GmbH' });
    const advance = await createFinalized(call, draft(other.id, { type: 'advanceInvoice' }));
    const response = await call('POST', '/api/documents', {
      ...draft(customer.id, { type: 'finalInvoice', deducted_advance_ids: [advance.id] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.deducted_advance_ids).toContain('anderen Kunden');
  });
});
