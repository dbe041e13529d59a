import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { DANA } from './support/api.ts';
import { createCompanyCustomer, createFinalizedInvoice, danaApi, today } from './support/documents.ts';
import { blockingViolations } from './support/axe.ts';
import { signIn } from './support/ui.ts';

// The books: an invoice finalized through the API shows on /accounts (Summen- und Saldenliste)
// and on its debtor account, from where its Beleg opens. The demo tenant is shared, so the test
// works with a customer of its own and finds it by search.

/**
 * Right after the server starts it books the demo year in the background (~30 s of CPU on a busy
 * machine), so the first sign-in of a run may take longer than the default 5 s.
 */
async function signInAsDana(page: Page) {
  await signIn(page, DANA.email, DANA.password);
  await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible({ timeout: 30_000 });
}

async function bookedInvoice(request: APIRequestContext, customerName: string) {
  const customer = await createCompanyCustomer(request, customerName);
  return createFinalizedInvoice(request, customer.id);
}

test('an invoice is booked: the trial balance lists its debtor, whose account opens the Beleg', async ({
  page,
  request,
}) => {
  const customerName = `Konten Test ${randomUUID().slice(0, 8)}`;
  const invoice = await bookedInvoice(request, customerName);

  await signInAsDana(page);
  await page.getByRole('link', { name: 'Konten' }).first().click();
  await expect(page.getByRole('heading', { name: 'Konten', level: 1 })).toBeVisible();
  await expect(page.getByText('Kontenrahmen SKR03')).toBeVisible();
  // The demo year is booked: revenue 19 % has a credit balance.
  const revenue = page.getByRole('row').filter({ hasText: 'Erlöse 19 % USt' });
  await expect(revenue).toContainText(/ H$/);
  const vatReturn = page.getByRole('region', { name: 'Umsatzsteuer-Voranmeldung' });
  await expect(
    vatReturn.getByRole('row').filter({ hasText: 'Steuerpflichtige Umsätze zu 19 %' }),
  ).toBeVisible();
  await expect(vatReturn).toContainText('Verbleibende Umsatzsteuer-Vorauszahlung');

  await page.getByRole('searchbox', { name: 'Suchen' }).fill(customerName);
  const debtorRow = page.getByRole('row').filter({ hasText: customerName });
  await expect(debtorRow).toHaveCount(1);
  await expect(debtorRow).toContainText('190,40 € S');
  await expect(page.getByRole('row').filter({ hasText: 'Erlöse 19 % USt' })).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);

  await debtorRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/accounts\/show\/\d{5}\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(customerName);
  const entry = page.getByRole('row').filter({ hasText: invoice.number });
  await expect(entry).toContainText('8400');
  await expect(entry).toContainText('190,40 € S');
  expect(await blockingViolations(page)).toEqual([]);

  // On a phone the entries are cards; the Beleg still opens the invoice.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('link', { name: `Beleg ${invoice.number} öffnen` }).click();
  await expect(page).toHaveURL(new RegExp(`/createDocument/show/${invoice.id}$`));
  await expect(page.getByText(invoice.number).first()).toBeVisible();
});

test('an invoice paid with Skonto in the payment dialog is "bezahlt" and booked with the Skonto', async ({
  page,
  request,
}) => {
  // Customer, invoice, payment dialog and the books in one walk: more than a minute on a busy machine.
  test.slow();
  const customerName = `Skonto Test ${randomUUID().slice(0, 8)}`;
  const customer = await createCompanyCustomer(request, customerName);
  const draft = await danaApi<{ id: number; version: number }>(request, 'post', '/api/documents', {
    type: 'invoice',
    customer_id: customer.id,
    document_date: today(),
    service_date: today(),
    payment_term_days: 30,
    skonto_percent: '2',
    skonto_days: 10,
    lines: [
      {
        kind: 'item',
        key: 'a1',
        name: 'Wartung',
        quantity: '2',
        unit: 'HUR',
        unit_price: '80.00',
        vat_category: 'S',
        vat_rate: '19',
      },
    ],
  });
  const invoice = await danaApi<{ id: number; number: string }>(
    request,
    'post',
    `/api/documents/${draft.id}/finalize`,
    { version: draft.version },
  );

  await signInAsDana(page);
  await page.goto(`/createDocument/show/${invoice.id}`);
  await page.getByRole('button', { name: 'Zahlung erfassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zahlung erfassen' });
  // 190,40 € less 2 % Skonto (3,81 €): the dialog offers Skonto within the period, pre-set.
  await expect(dialog.getByRole('checkbox', { name: 'Mit Skonto ausgleichen' })).toBeChecked();
  await expect(dialog.getByText('Zahlbetrag 186,59 €')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Betrag (€)' })).toHaveValue('186,59');
  await expect(dialog.getByRole('checkbox', { name: 'Restbetrag ausbuchen' })).not.toBeChecked();
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Zahlung speichern' }).click();
  await expect(page.getByText('Zahlung erfasst.')).toBeVisible();
  await expect(page.getByText('Bezahlt mit Skonto')).toBeVisible();
  await expect(page.getByText(/Skonto 3,81 €/)).toBeVisible();

  // The debtor is cleared: invoice, payment and Skonto on its account, balance 0.
  await page.goto('/accounts');
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(customerName);
  // The search filters after a pause: only once the sums are this account's alone is the list final.
  await expect(page.getByRole('row').filter({ hasText: 'Summe' })).toHaveText(
    /^Summe\s*190,40\s€\s*190,40\s€/,
  );
  await page.getByRole('row').filter({ hasText: customerName }).getByRole('link').click();
  await expect(page).toHaveURL(/\/accounts\/show\/\d+/);
  // (The customer's name holds "Skonto" too, so the Skonto entry is found by its account.)
  await expect(page.getByRole('row').filter({ hasText: '8736' })).toContainText('3,81 €');
  await expect(page.getByText('Endsaldo')).toBeVisible();
});
