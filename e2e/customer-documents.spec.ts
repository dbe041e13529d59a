import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { blockingViolations } from './support/axe.ts';
import { createCompanyCustomer, danaApi, daysAgo, today } from './support/documents.ts';
import { signInAsDana } from './support/ui.ts';

// The customer page shows what the customer's documents add up to: open items, revenue, the
// newest documents. The customer is new per test, so the figures are known to the cent.

const year = Number(today().slice(0, 4));
// 40 days ago with 30 days to pay: 10 days overdue. Early in January that is last year's revenue.
const overdueDate = daysAgo(40);
const overdueInThisYear = overdueDate.startsWith(String(year));

async function finalized(
  request: APIRequestContext,
  customerId: number,
  net: string,
  extra: Record<string, unknown> = {},
) {
  const date = (extra.document_date as string | undefined) ?? today();
  const draft = await danaApi<{ id: number; version: number }>(request, 'post', '/api/documents', {
    type: 'invoice',
    customer_id: customerId,
    document_date: date,
    service_date: date,
    lines: [
      {
        kind: 'item',
        key: 'a1',
        name: 'Beratung',
        quantity: '1',
        unit: 'HUR',
        unit_price: net,
        vat_category: 'S',
        vat_rate: '19',
      },
    ],
    ...extra,
  });
  return danaApi<{ id: number; number: string }>(request, 'post', `/api/documents/${draft.id}/finalize`, {
    version: draft.version,
  });
}

/** Paid 100 + overdue 200 − credit note 50 net; a quote of 1.000 that must not count. */
async function customerWithDocuments(request: APIRequestContext) {
  const customer = await createCompanyCustomer(request, `Belegkunde ${randomUUID().slice(0, 8)} GmbH`);
  const paid = await finalized(request, customer.id, '100.00');
  await danaApi(request, 'post', `/api/documents/${paid.id}/payments`, {
    amount: '119.00',
    paid_on: today(),
  });
  const overdue = await finalized(request, customer.id, '200.00', {
    document_date: overdueDate,
    payment_term_days: 30,
  });
  await finalized(request, customer.id, '50.00', { type: 'creditNote' });
  await finalized(request, customer.id, '1000.00', { type: 'quote', service_date: null });
  return { id: customer.id, overdue };
}

const figures = (page: Page) => page.getByRole('group', { name: 'Belege und Umsatz' });
const figure = (page: Page, label: string) =>
  figures(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) });

async function expectFitsAndAccessible(page: Page, width: number) {
  const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(scrollWidth).toBeLessThanOrEqual(width);
  expect(await blockingViolations(page)).toEqual([]);
}

for (const width of [1280, 375]) {
  test(`Kundenseite zeigt offene Posten, Umsatz und Dokumente (${width} px)`, async ({ page, request }) => {
    const customer = await customerWithDocuments(request);
    await page.setViewportSize({ width, height: 900 });
    await signInAsDana(page);
    await page.goto(`/standardEntity/customers/show/${customer.id}`);

    await expect(figure(page, 'Offene Posten')).toContainText('238,00 €');
    await expect(figure(page, 'Offene Posten')).toContainText('1 offene Rechnung');
    await expect(figure(page, 'Davon überfällig')).toContainText('238,00 €');
    await expect(figure(page, `Umsatz ${year}`)).toContainText(overdueInThisYear ? '250,00 €' : '50,00 €');
    await expect(figure(page, `Umsatz ${year - 1}`)).toContainText(overdueInThisYear ? '0,00 €' : '200,00 €');
    await expect(figures(page).getByRole('link', { name: /^Angebot / })).toBeVisible();
    await expectFitsAndAccessible(page, width);

    await page.getByRole('tab', { name: 'Dokumente' }).click();
    await expect(page).toHaveURL(/tab=documents/);
    const openItems = page.getByTestId('customer-open-items').getByRole('listitem');
    await expect(openItems).toHaveCount(1);
    await expect(openItems.first()).toContainText(customer.overdue.number);
    await expect(openItems.first()).toContainText('offen 238,00 €');
    await expect(openItems.first()).toContainText('10 Tage überfällig');
    const documents = page.getByTestId('customer-documents').getByRole('listitem');
    await expect(documents).toHaveCount(4);
    // Newest first: the overdue invoice is the oldest; the credit note reads negative.
    await expect(documents.last()).toContainText(customer.overdue.number);
    await expect(documents.filter({ hasText: 'Gutschrift' })).toContainText('−59,50 €');
    await expectFitsAndAccessible(page, width);

    await page.getByRole('link', { name: 'Alle Dokumente dieses Kunden' }).click();
    await expect(page).toHaveURL(new RegExp(`/createDocument\\?.*customer=${customer.id}`));
    await expect(page.getByText('4 Dokumente', { exact: true })).toBeVisible();
  });
}

test('ohne Leserecht für Dokumente zeigt die Kundenseite weder Zahlen noch den Reiter', async ({
  page,
  request,
}) => {
  const customer = await customerWithDocuments(request);
  await signInAsDana(page);
  // The session's permissions decide what the page shows; the server refuses the rest anyway.
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.permissions = (body.permissions as string[]).filter((p) => !p.startsWith('documents.'));
    await route.fulfill({ response, json: body });
  });
  const summaryRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/document-summary')) summaryRequests.push(r.url());
  });
  await page.goto(`/standardEntity/customers/show/${customer.id}`);
  await expect(page.getByRole('tab', { name: 'Übersicht' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('tab', { name: 'Dokumente' })).toHaveCount(0);
  await expect(figures(page)).toHaveCount(0);
  expect(summaryRequests).toEqual([]);
});
