import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { danaApi } from './support/documents.ts';
import { signInAsDana } from './support/ui.ts';
import { randomVatId } from './support/identifiers.ts';

// Incoming invoices (#14): an XRechnung of the corpus is dropped onto /incomingInvoices, its vendor
// is matched by the VAT ID, the booking lines are checked on the edit page and the invoice is
// approved (booked). Once at 1280 px, once at 375 px.

const xrechnung = readFileSync(
  new URL(
    '../packages/einvoice/test-corpus/kosit-xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml',
    import.meta.url,
  ),
  'utf8',
);

async function uploadMatchCheckApprove(page: Page, request: Parameters<typeof danaApi>[0], width: number) {
  const id = randomUUID().slice(0, 8);
  const vatId = randomVatId();
  const number = `ER-${id}`;
  const vendorName = `Verlag ${id} GmbH`;
  await danaApi(request, 'post', '/api/entities/vendors', {
    data: { kind: 'company', company_name: vendorName, country: 'DE', vat_id: vatId },
  });
  const xml = xrechnung
    .replace('<cbc:ID>123456XX</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`)
    .replace('DE 123456789', vatId);

  await page.setViewportSize({ width, height: 900 });
  await signInAsDana(page);
  await page.goto('/incomingInvoices');
  await expect(page.getByRole('heading', { name: 'Eingangsrechnungen', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.locator('input[type="file"]').setInputFiles({
    name: `${number}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(xml),
  });
  await expect(page.getByRole('status').filter({ hasText: `${number}.xml: erfasst` })).toBeVisible({
    timeout: 30_000,
  });

  // Filters live in the URL: the search finds it.
  await page.goto(`/incomingInvoices?q=${number}`);
  const card = page.getByTestId('incoming-invoice').filter({ hasText: number });
  await expect(card).toContainText(vendorName, { timeout: 30_000 });
  await expect(card).toContainText('336,90 €');
  await expect(card).toContainText('Entwurf');
  await card.click();

  await expect(page.getByRole('heading', { name: `${vendorName} · ${number}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('incoming-vendor')).toHaveText(vendorName);
  await expect(page.getByText(/Zuordnung: Gleiche USt-IdNr\./)).toBeVisible();
  await expect(page.getByText('Die Buchungszeilen ergeben die Summen der Rechnung.')).toBeVisible();

  // Booking lines: another account, split into two lines; the sum check follows the input.
  await page.getByRole('link', { name: 'Buchung bearbeiten' }).click();
  await expect(page.getByRole('heading', { name: `Buchung ${number}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('booking-sum-check')).toContainText('Die Summen stimmen.');
  const first = page.getByTestId('booking-line-edit').first();
  await first.getByLabel('Netto').fill('300,00');
  await expect(first.getByLabel('Steuer', { exact: true })).toHaveValue('21.00');
  await expect(page.getByTestId('booking-sum-check')).toContainText(
    'Die Summen weichen von der Rechnung ab.',
  );
  await page.getByRole('button', { name: 'Zeile hinzufügen' }).click();
  const second = page.getByTestId('booking-line-edit').nth(1);
  await second.getByLabel('Steuersatz (%)').click();
  await page.getByRole('option', { name: '7', exact: true }).click();
  await second.getByLabel('Netto').fill('14,86');
  await second.getByLabel('Steuer', { exact: true }).fill('1,04');
  await expect(page.getByTestId('booking-sum-check')).toContainText('Die Summen stimmen.');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Buchung gespeichert.')).toBeVisible();
  await expect(page.getByTestId('booking-line')).toHaveCount(2);

  await page.getByRole('button', { name: 'Zur Prüfung' }).click();
  await expect(page.getByTestId('incoming-status')).toHaveText('Zu prüfen');
  await page.getByRole('button', { name: 'Freigeben und buchen' }).click();
  await expect(page.getByTestId('incoming-status')).toHaveText('Freigegeben');
  await expect(page.getByRole('link', { name: 'Buchung bearbeiten' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Als bezahlt markieren' })).toBeVisible();
}

test('an XRechnung is uploaded, its vendor matched, the booking checked and approved (1280 px)', async ({
  page,
  request,
}) => {
  test.slow();
  await uploadMatchCheckApprove(page, request, 1280);
});

test('the same on a phone (375 px)', async ({ page, request }) => {
  test.slow();
  await uploadMatchCheckApprove(page, request, 375);
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(375);
});
