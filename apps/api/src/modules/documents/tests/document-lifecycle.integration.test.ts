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
let customer: { id: number; name: string };
beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  customer = await createCustomer(call, { payment_term_days: 30, skonto_percent: '2', skonto_days: 10 });
});

describe('drafts', () => {
  it('takes the customer defaults and computes totals and the due date on the server', async () => {
    const created = await createDraft(
      call,
      draft(customer.id, {
        lines: [
          item({ quantity: '3', unit_price: '33.33', vat_rate: '19' }),
          item({ quantity: '1', unit_price: '10', vat_rate: '7' }),
        ],
      }),
    );
    expect(created).toMatchObject({
      status: 'draft',
      number: null,
      customer_name: 'Beispiel AG',
      payment_term_days: 30,
      skonto_percent: '2',
      skonto_days: 10,
      due_date: '2026-12-02',
      totals: { net: '109.99', vat: '19.70', gross: '129.69', payable: '129.69' },
    });
    // The seller of a draft is today's company data (what the preview prints).
    expect(created.seller).toMatchObject({
      company_name: 'Muster Software GmbH',
      contact_name: 'admin Test',
    });
  });

  it('starts with the default intro and outro texts, placeholders kept for the output', async () => {
    const intro = await call('POST', '/api/text-templates', {
      name: 'Einleitung Standard',
      usage: 'documentIntro',
      subject: null,
      body: 'Sehr geehrte Damen und Herren, wir berechnen {{dokument.nummer}}:',
      is_default: true,
    });
    expect(intro.statusCode).toBe(201);
    const created = await createDraft(call, draft(customer.id));
    expect(created.intro).toBe('Sehr geehrte Damen und Herren, wir berechnen {{dokument.nummer}}:');
    const typed = await createDraft(call, draft(customer.id, { intro: 'Eigener Text' }));
    expect(typed.intro).toBe('Eigener Text');
  });

  it('forces 0 % reverse charge on every line for a §13b customer, whatever the browser sent', async () => {
    const rc = await createCustomer(call, { company_name: 'Bau GmbH', vat_treatment: 'reverseCharge' });
    const created = await createDraft(
      call,
      draft(rc.id, { lines: [item({ vat_category: 'S', vat_rate: '19' })] }),
    );
    expect(created.vat_treatment).toBe('reverseCharge');
    expect((created.lines as { vat_category: string; vat_rate: string }[])[0]).toMatchObject({
      vat_category: 'AE',
      vat_rate: '0',
    });
    expect(created.totals).toMatchObject({ net: '100.00', vat: '0.00', gross: '100.00' });
  });

  it('saves with the version it read; a stale version changes nothing (409)', async () => {
    const created = await createDraft(call, draft(customer.id));
    const saved = await call('PUT', `/api/documents/${created.id}`, {
      ...draft(customer.id, { subject: 'Projekt Alpha' }),
      version: created.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ subject: 'Projekt Alpha', version: created.version + 1 });
    const stale = await call('PUT', `/api/documents/${created.id}`, {
      ...draft(customer.id, { subject: 'Überschrieben' }),
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toContain('inzwischen von jemand anderem geändert');
    const now = (await call('GET', `/api/documents/${created.id}`)).json();
    expect(now.subject).toBe('Projekt Alpha');
  });

  it('deletes drafts', async () => {
    const created = await createDraft(call, draft(customer.id));
    expect((await call('DELETE', `/api/documents/${created.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/documents/${created.id}`)).statusCode).toBe(404);
  });
});

describe('finalize', () => {
  it('says in German what is missing and draws no number', async () => {
    const created = await createDraft(call, draft(null, { service_date: null, lines: [] }));
    const response = await finalize(call, created);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      customer_id: 'Bitte einen Kunden wählen.',
      service_date: 'Bitte ein Leistungsdatum oder einen Leistungszeitraum angeben.',
      lines: 'Bitte mindestens eine Position erfassen.',
    });
    expect((await call('GET', `/api/documents/${created.id}`)).json()).toMatchObject({
      status: 'draft',
      number: null,
    });
  });

  it('refuses characters the PDF cannot print (emoji), naming them, and draws no number', async () => {
    const created = await createDraft(
      call,
      draft(customer.id, { lines: [item({ name: 'Fliesen verlegen 😀', unit_price: '10' })] }),
    );
    const response = await finalize(call, created);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'Diese Zeichen kann das PDF nicht darstellen: „😀“ in „Fliesen verlegen 😀“. Bitte entfernen oder ersetzen Sie sie. Das Dokument wurde nicht festgeschrieben.',
    );
    expect((await call('GET', `/api/documents/${created.id}`)).json()).toMatchObject({
      status: 'draft',
      number: null,
    });
  });

  it('numbers, freezes the parties and then refuses every change (PUT / DELETE → 409)', async () => {
    const doc = await createFinalized(call, draft(customer.id));
    expect(doc).toMatchObject({ status: 'finalized', number: expect.stringMatching(/\d/) });
    expect(doc.buyer).toMatchObject({ name: 'Beispiel AG', city: 'München', einvoice_format: 'pdf' });
    // Master data changed later does not change the finalized document.
    const put = await call('PUT', `/api/documents/${doc.id}`, {
      ...draft(customer.id),
      version: doc.version,
    });
    expect(put.statusCode).toBe(409);
    expect((await call('DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(409);
    const again = await finalize(call, doc);
    expect(again.statusCode).toBe(409);
  });

  it('runs draft → finalized → partially paid → paid, and back when a payment is removed', async () => {
    const doc = await createFinalized(call, draft(customer.id, { lines: [item({ unit_price: '100' })] }));
    const first = await call('POST', `/api/documents/${doc.id}/payments`, {
      amount: '50,00',
      paid_on: '2026-11-10',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'partiallyPaid', paid: '50.00', open: '69.00' });
    const second = await call('POST', `/api/documents/${doc.id}/payments`, {
      amount: '69',
      paid_on: '2026-11-12',
    });
    expect(second.json()).toMatchObject({ status: 'paid', paid: '119.00', open: '0.00' });
    const paymentId = second.json().payments[1].id;
    const removed = await call('DELETE', `/api/documents/${doc.id}/payments/${paymentId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ status: 'partiallyPaid', paid: '50.00', open: '69.00' });
    expect(removed.json().payments).toHaveLength(1);
    const history = (await call('GET', `/api/documents/${doc.id}/history`)).json().items as {
      action: string;
    }[];
    expect(history.map((h) => h.action)).toEqual([
      'paymentReversed',
      'paymentAdded',
      'paymentAdded',
      'finalized',
      'created',
    ]);
  });
});
