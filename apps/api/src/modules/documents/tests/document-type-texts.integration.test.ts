import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  createCustomer,
  createDraft,
  draft,
  finalize,
  item,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';

const t = useTestAppWithTenant();
let call: Call;
let customer: { id: number; name: string };

const template = async (body: Record<string, unknown>) => {
  const response = await call('POST', '/api/text-templates', { subject: null, ...body });
  if (response.statusCode !== 201) throw new Error(`template: ${response.body}`);
  return response.json() as { id: number; version: number; document_types: string[]; is_default: boolean };
};

const quoteOutro = 'Wir freuen uns auf Ihren Auftrag.';
const invoiceOutro =
  'Bitte überweisen Sie den Zahlbetrag von {{dokument.betrag_zahlbar}} bis zum {{dokument.faellig_am}}.';

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  customer = await createCustomer(call, { payment_term_days: 14 });
  await template({
    name: 'Einleitung Angebot',
    usage: 'documentIntro',
    body: 'gern bieten wir Ihnen an:',
    document_types: ['quote'],
  });
  await template({
    name: 'Einleitung Rechnung',
    usage: 'documentIntro',
    body: 'wir berechnen Ihnen:',
    document_types: ['invoice', 'finalInvoice'],
  });
  await template({
    name: 'Schluss Angebot',
    usage: 'documentOutro',
    body: quoteOutro,
    document_types: ['quote'],
  });
  await template({
    name: 'Schluss Rechnung',
    usage: 'documentOutro',
    body: invoiceOutro,
    document_types: ['invoice', 'advanceInvoice', 'finalInvoice'],
  });
});

describe('standard texts per document type', () => {
  it('a new quote gets the quote texts, a new invoice the invoice texts', async () => {
    const quote = await createDraft(call, draft(customer.id, { type: 'quote', service_date: null }));
    expect(quote).toMatchObject({ intro: 'gern bieten wir Ihnen an:', outro: quoteOutro });
    const invoice = await createDraft(call, draft(customer.id));
    expect(invoice).toMatchObject({ intro: 'wir berechnen Ihnen:', outro: invoiceOutro });
    // A type without a standard starts without text rather than with another type's.
    const note = await createDraft(call, draft(customer.id, { type: 'deliveryNote' }));
    expect(note).toMatchObject({ intro: null, outro: null });
  });

  it('turning a quote into an invoice swaps the offer for the request for payment', async () => {
    const quote = await createDraft(call, draft(customer.id, { type: 'quote', service_date: null }));
    const converted = await call('POST', `/api/documents/${quote.id}/convert`, { type: 'invoice' });
    expect(converted.statusCode).toBe(201);
    expect(converted.json()).toMatchObject({ intro: 'wir berechnen Ihnen:', outro: invoiceOutro });
  });

  it('a type belongs to one standard: giving it to another text takes it from the first', async () => {
    const other = await template({
      name: 'Schluss Abschlag',
      usage: 'documentOutro',
      body: 'Abschlag gemäß Zahlungsplan.',
      document_types: ['advanceInvoice'],
    });
    expect(other).toMatchObject({ is_default: true, document_types: ['advanceInvoice'] });
    const list = (await call('GET', '/api/text-templates?usage=documentOutro')).json() as {
      items: { name: string; document_types: string[] }[];
    };
    expect(list.items.find((x) => x.name === 'Schluss Rechnung')?.document_types).toEqual([
      'invoice',
      'finalInvoice',
    ]);
    const advance = await createDraft(call, draft(customer.id, { type: 'advanceInvoice' }));
    expect(advance.outro).toBe('Abschlag gemäß Zahlungsplan.');
  });
});

describe('finalizing refuses a text whose placeholder prints empty', () => {
  it('names the placeholder in German and draws no number', async () => {
    const quote = await createDraft(
      call,
      draft(customer.id, {
        type: 'quote',
        service_date: null,
        outro: 'Bitte überweisen Sie den Betrag bis zum {{dokument.faellig_am}}.',
      }),
    );
    const response = await finalize(call, quote);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      outro:
        'Der Platzhalter {{dokument.faellig_am}} ist leer (im Schlusstext). Bitte die Angabe ergänzen oder den Text anpassen.',
    });
    expect((await call('GET', `/api/documents/${quote.id}`)).json()).toMatchObject({
      status: 'draft',
      number: null,
    });
  });

  it('an invoice with a payment term fills the amount due and the due date', async () => {
    const invoice = await createDraft(
      call,
      draft(customer.id, { lines: [item({ quantity: '2', unit_price: '303.50' })] }),
    );
    const response = await finalize(call, invoice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'finalized', due_date: '2026-11-16' });
    // "Sofort zahlbar" still has a due date: the document date.
    const noTerm = await createDraft(call, draft(customer.id, { payment_term_days: 0 }));
    expect((await finalize(call, noTerm)).statusCode).toBe(200);
  });
});
