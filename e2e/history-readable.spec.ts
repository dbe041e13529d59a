import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator } from './support/test.ts';
import { apiToken, DANA } from './support/api.ts';
import { createCompanyCustomer, today } from './support/documents.ts';
import { signInAsDana } from './support/ui.ts';

// What must never show in a history a person reads (issue 12, point 11).
const UNREADABLE: readonly [string, RegExp][] = [
  [
    'English verb',
    /\b(created|updated|deleted|finali[sz]ed|sent|cancell?ed|changed|saved|recorded|added|removed)\b/i,
  ],
  ['raw field key', /\b[a-z]+(?:_[a-z0-9]+)+\b/],
  ['raw action or value key', /\b[a-z]+[A-Z][A-Za-z]*\b/],
  // Text placeholders ({{kunde.anrede}}) are content; a stored object or list printed as JSON is not.
  ['JSON', /\{\s*"|"\s*:|\[\s*\{/],
  ['i18n key', /\b(?:events|actions|fields|values|recordEvents|changes|entities)\.[A-Za-z_]+/],
  ['bare id', /#\d+/],
];

async function expectReadable(area: Locator) {
  // A text template's placeholders ({{dokument.faellig_am}}) are its content, not keys of ours.
  const text = (await area.innerText()).replace(/\{\{[^}]*\}\}/g, '{{…}}');
  for (const [what, pattern] of UNREADABLE) expect(text, `${what} in the history`).not.toMatch(pattern);
}

async function dana(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, DANA)}` };
  return async <T>(method: 'post' | 'put', path: string, data: unknown): Promise<T> => {
    const response = await request[method](path, { headers, data });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

// Each history card is a list item named by its title.
const entry = (list: Locator, title: string) => list.getByRole('listitem', { name: title, exact: true });

const hour = {
  kind: 'item',
  key: 'h1',
  name: 'Monteurstunde',
  quantity: '1',
  unit: 'HUR',
  unit_price: '65.00',
  vat_category: 'S',
  vat_rate: '19',
};
const pipe = { ...hour, key: 'p1', name: 'Kupferrohr 15 mm', quantity: '4', unit: 'MTR', unit_price: '7.50' };

test.describe('Historie auf Deutsch', () => {
  test('ein Dokument erzählt Positionsänderungen, Festschreiben und Zahlung lesbar', async ({
    page,
    request,
  }) => {
    const call = await dana(request);
    const customerName = `Verlauf Sanitär ${randomUUID().slice(0, 6)} GmbH`;
    const customer = await createCompanyCustomer(request, customerName);
    type Draft = { id: number; version: number; intro: string | null; outro: string | null };
    const draft = await call<Draft & { payment_term_days: number | null }>('post', '/api/documents', {
      type: 'invoice',
      customer_id: customer.id,
      document_date: today(),
      service_date: today(),
      lines: [hour],
    });
    const saved = await call<{ version: number }>('put', `/api/documents/${draft.id}`, {
      customer_id: customer.id,
      document_date: today(),
      service_date: today(),
      intro: draft.intro,
      outro: draft.outro,
      payment_term_days: draft.payment_term_days,
      lines: [{ ...hour, quantity: '3.5' }, pipe],
      version: draft.version,
    });
    const finalized = await call<{ number: string }>('post', `/api/documents/${draft.id}/finalize`, {
      version: saved.version,
    });
    await call('post', `/api/documents/${draft.id}/payments`, { amount: '100.00', paid_on: today() });

    await signInAsDana(page);
    await page.goto(`/createDocument/show/${draft.id}`);
    await page.getByRole('tab', { name: 'Historie' }).click();
    const history = page.getByRole('list', { name: 'Historie' });

    const creation = entry(history, 'Dokument angelegt');
    await expect(creation.getByRole('row').filter({ hasText: 'Dokumenttyp' })).toContainText('Rechnung');
    await expect(creation.getByRole('row').filter({ hasText: 'Kunde' })).toContainText(customerName);

    const lines = entry(history, 'Entwurf gespeichert').getByRole('row').filter({ hasText: 'Positionen' });
    await expect(lines).toContainText('Menge 1 → 3,5 bei Monteurstunde');
    await expect(lines).toContainText('Position hinzugefügt: 4 × Kupferrohr 15 mm à 7,50 €');

    const finalize = entry(history, 'Festgeschrieben');
    await expect(finalize.getByRole('row').filter({ hasText: 'Status' })).toContainText(
      /Entwurf\s*Festgeschrieben/,
    );
    await expect(finalize.getByRole('row').filter({ hasText: 'Nummer' })).toContainText(finalized.number);

    const payment = entry(history, 'Zahlung erfasst');
    await expect(payment.getByRole('row', { name: /^Bezahlt/ })).toContainText('100,00 €');
    await expect(payment.getByRole('row').filter({ hasText: 'Status' })).toContainText('Teilweise bezahlt');
    await expectReadable(history);

    // The same items on the history page, which has no document loaded to name the customer.
    await page.goto(`/historyitems?entity=document&entity_id=${draft.id}`);
    const all = page
      .getByRole('listitem')
      .filter({ has: page.getByText('Dokument angelegt', { exact: true }) });
    await expect(all.getByRole('row').filter({ hasText: 'Kunde' })).toContainText(customerName);
    // Which document: its type and number, not the database id.
    await expect(all).toContainText(`Rechnung ${finalized.number}`);
    await expectReadable(page.getByRole('main'));
  });

  test('ein Kunde zeigt Änderungen mit den Feldnamen und Werten des Formulars', async ({ page, request }) => {
    const call = await dana(request);
    const customerName = `Verlauf Heizung ${randomUUID().slice(0, 6)} KG`;
    const created = await call<{ id: number; version: number; data: Record<string, unknown> }>(
      'post',
      '/api/entities/customers',
      { data: { kind: 'company', company_name: customerName, city: 'Leipzig', payment_term_days: 14 } },
    );
    await call('put', `/api/entities/customers/${created.id}`, {
      data: { ...created.data, city: 'Dresden', payment_term_days: 30, einvoice_format: 'xrechnungUbl' },
      version: created.version,
    });

    await signInAsDana(page);
    await page.goto(`/standardEntity/customers/show/${created.id}`);
    await page.getByRole('tab', { name: 'Historie' }).click();
    const history = page.getByRole('list', { name: 'Historie' });
    const change = entry(history, 'Kunde geändert');
    await expect(change.getByRole('row').filter({ hasText: 'Ort' })).toContainText(/Leipzig\s*Dresden/);
    await expect(change.getByRole('row').filter({ hasText: 'Zahlungsziel (Tage)' })).toContainText(/14\s*30/);
    await expect(change.getByRole('row').filter({ hasText: 'E-Rechnungsformat' })).toContainText(
      /Wie in den Einstellungen\s*XRechnung \(UBL\)/,
    );
    await expect(entry(history, 'Kunde angelegt')).toContainText(customerName);
    await expectReadable(history);
  });

  test('die Historie-Seite zeigt die Einträge des Demo-Mandanten lesbar', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/historyitems');
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items.first()).toBeVisible();
    // Two pages: documents, letters, master data, text templates, serial invoices of the demo year.
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await expect(items).toHaveCount(100);
    await expectReadable(page.getByRole('main'));
  });
});
