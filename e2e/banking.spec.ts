import { randomUUID } from 'node:crypto';
import { buildCamt053 } from '../packages/banking/src/testing/build-camt-053.ts';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { blockingViolations } from './support/axe.ts';
import { DANA } from './support/api.ts';
import { createFinalizedInvoice, danaApi, today } from './support/documents.ts';
import { signIn } from './support/ui.ts';
import { randomIban } from './support/identifiers.ts';

// Banking (#15): a bank account is created on /settings/banking, a CAMT.053 file with the payment
// of an open invoice of the demo tenant is dropped onto the import, the suggestion is confirmed
// with one click on /banking and the invoice is "Bezahlt". Once at 1280 px, once at 375 px.

async function openInvoice(request: APIRequestContext, customerName: string) {
  const customer = await danaApi<{ id: number }>(request, 'post', '/api/entities/customers', {
    data: {
      kind: 'company',
      company_name: customerName,
      street: 'Marienplatz 1',
      zip: '80331',
      city: 'München',
      country: 'DE',
      einvoice_format: 'pdf',
    },
  });
  return createFinalizedInvoice(request, customer.id);
}

async function signInAsDana(page: Page) {
  await signIn(page, DANA.email, DANA.password);
  // The first sign-in of a run waits for the demo year's bookings.
  await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible({ timeout: 30_000 });
}

async function createAccountInSettings(page: Page, name: string, iban: string) {
  await page.goto('/settings/banking');
  await expect(page.getByRole('heading', { name: 'Bankkonten', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Bankkonto anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Bankkonto' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('IBAN').fill('DE00 1234');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    dialog.getByText('Die IBAN ist ungültig (Prüfziffer oder Länge stimmen nicht).'),
  ).toBeVisible();
  await dialog.getByLabel('IBAN').fill(iban);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  return page.getByTestId('bank-account').filter({ hasText: name });
}

async function importAndConfirm(page: Page, request: APIRequestContext, width: number) {
  const id = randomUUID().slice(0, 8);
  const customerName = `Bank Kunde ${id}`;
  const invoice = await openInvoice(request, customerName);
  const iban = randomIban();
  await page.setViewportSize({ width, height: 900 });
  await signInAsDana(page);

  const card = await createAccountInSettings(page, `Hausbank ${id}`, iban);
  await card.getByRole('button', { name: 'Kontoauszug importieren' }).click();
  const camt = buildCamt053({
    iban,
    statementId: `E2E-${id}`,
    openingBalance: '0.00',
    fromDate: today(),
    toDate: today(),
    entries: [
      {
        amount: '190.40',
        bookingDate: today(),
        purpose: `Rechnung ${invoice.number} vielen Dank`,
        counterpartyName: customerName,
        counterpartyIban: 'DE89370400440532013000',
      },
    ],
  });
  await card.locator('input[type="file"]').setInputFiles({
    name: 'auszug.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(camt),
  });
  await expect(
    card.getByRole('status').filter({ hasText: '1 neue Umsätze importiert, 0 bereits vorhanden.' }),
  ).toBeVisible();

  await page.goto('/banking', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Bank', level: 1 })).toBeVisible({ timeout: 30_000 });
  // Other open transactions may suggest this invoice too: find ours by its purpose.
  const purpose = `Rechnung ${invoice.number} vielen Dank`;
  const tx = page.getByTestId('bank-transaction').filter({ hasText: purpose });
  await expect(tx).toContainText('Rechnungsnummer im Verwendungszweck', { timeout: 30_000 });
  if (width > 400) expect(await blockingViolations(page)).toEqual([]);
  await tx.getByRole('button', { name: new RegExp(`^${invoice.number}.* zuordnen$`) }).click();
  await expect(page.getByText('Zahlung zugeordnet.')).toBeVisible();
  await expect(page.getByTestId('bank-transaction').filter({ hasText: purpose })).toHaveCount(0);

  // Filter in the URL: the matched list shows it with its allocation.
  await page.goto('/banking?status=matched');
  await expect(page.getByTestId('bank-transaction').filter({ hasText: purpose })).toContainText(
    'Zugeordnet',
    {
      timeout: 30_000,
    },
  );

  await page.goto(`/createDocument/show/${invoice.id}`);
  await expect(page.getByText('Bezahlt', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/banking/statements/list');
  await page.getByRole('link', { name: `E2E-${id}` }).click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: `Kontoauszug E2E-${id}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('190,40 €').first()).toBeVisible();
}

test('a CAMT file pays an open invoice: import, confirm the suggestion, invoice paid (1280 px)', async ({
  page,
  request,
}) => {
  test.slow();
  await importAndConfirm(page, request, 1280);
});

test('the same on a phone (375 px): cards, one-click confirm', async ({ page, request }) => {
  test.slow();
  await importAndConfirm(page, request, 375);
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(375);
});
