import { describe, expect, it } from 'vitest';
import {
  customerDefaults,
  draftBody,
  draftErrors,
  emptyDraftForm,
  errorsByLineKey,
  type DraftForm,
} from './document-draft-form.ts';
import { emptyLine, type EditorItemLine } from './document-lines-state.ts';

const item = (patch: Partial<EditorItemLine>): EditorItemLine => ({
  ...(emptyLine('item') as EditorItemLine),
  ...patch,
});

describe('draft form → API body', () => {
  it('sends German input as the contract expects: decimals, whole days, null for empty', () => {
    const form: DraftForm = {
      ...emptyDraftForm(12),
      header: {
        ...emptyDraftForm(12).header,
        document_date: '2026-11-22',
        payment_term_days: '14',
        skonto_percent: '2,5',
        skonto_days: '',
        subject: '  ',
      },
    };
    const body = draftBody(form);
    expect(body).toMatchObject({
      customer_id: 12,
      payment_term_days: 14,
      skonto_percent: '2.5',
      skonto_days: null,
      subject: null,
      lines: [],
    });
    expect(draftErrors(body, { type: 'invoice' })).toEqual({});
  });

  it('leaves out a line just added and not filled in, but keeps a half-filled one', () => {
    const form = {
      ...emptyDraftForm(),
      lines: [item({ key: 'blank' }), item({ key: 'half', unit_price: '10' }), emptyLine('subtotal')],
    };
    const lines = draftBody(form).lines as { key: string }[];
    expect(lines.map((l) => l.key)).toEqual(['half', form.lines[2]!.key]);
  });

  it('names a wrong field with the message the server would give, at the line it belongs to', () => {
    const form = {
      ...emptyDraftForm(),
      lines: [
        item({ key: 'a', name: 'Beratung', unit_price: '95' }),
        item({ key: 'b', name: '', unit_price: 'viel' }),
      ],
    };
    const body = draftBody(form);
    const errors = errorsByLineKey(draftErrors(body, { version: 3 }), form.lines);
    expect(errors['line:b.name']).toBe('Bitte eine Bezeichnung angeben.');
    expect(errors['line:b.unit_price']).toMatch(/Einzelpreis/);
    expect(Object.keys(errors).some((k) => k.startsWith('line:a.'))).toBe(false);
  });

  it('maps server field keys by the lines that were sent, not the ones shown now', () => {
    expect(
      errorsByLineKey({ 'lines.1.quantity': 'Die Menge darf nicht 0 sein.', subject: 'x' }, [
        { key: 'a' },
        { key: 'b' },
      ]),
    ).toEqual({
      'line:b.quantity': 'Die Menge darf nicht 0 sein.',
      subject: 'x',
    });
  });
});

describe('customer picked for an existing draft', () => {
  it('takes the VAT treatment always, terms and Leitweg-ID only where the draft has none', () => {
    const header = { ...emptyDraftForm().header, payment_term_days: '30' };
    const patch = customerDefaults(
      {
        vat_treatment: 'reverseCharge',
        payment_term_days: 14,
        skonto_percent: '2.00',
        skonto_days: 7,
        leitweg_id: '991-1-22',
      },
      header,
    );
    expect(patch).toEqual({
      vat_treatment: 'reverseCharge',
      skonto_percent: '2',
      skonto_days: '7',
      buyer_reference: '991-1-22',
    });
    expect(customerDefaults({ vat_treatment: 'bogus' }, header).vat_treatment).toBe('standard');
  });
});

describe('a new document’s Leistungsdatum', () => {
  it('is the document date for invoices and delivery notes', () => {
    for (const type of ['invoice', 'finalInvoice', 'deliveryNote'] as const) {
      const { header } = emptyDraftForm(null, type);
      expect(header.service_date).toBe(header.document_date);
    }
  });

  it('stays empty on quotes and order confirmations, which deliver nothing yet', () => {
    expect(emptyDraftForm(null, 'quote').header.service_date).toBeNull();
    expect(emptyDraftForm(null, 'orderConfirmation').header.service_date).toBeNull();
  });
});
