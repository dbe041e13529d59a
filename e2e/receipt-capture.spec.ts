import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

// "Beleg fotografieren" on /mobile (#14): the camera input takes a photo of a paper invoice, the
// upload answers at once, the OCR job on the server fills the draft; the doubtful fields are
// highlighted on the edit page until Dana confirms them, then the receipt is booked.

const photo = readFileSync(
  new URL('../packages/incoming-invoices/test-fixtures/receipt-photo.jpg', import.meta.url),
);
// OCR of one photo takes seconds on an idle core, much longer beside other builds.
const OCR_TIMEOUT = 120_000;

test.use({ viewport: { width: 375, height: 812 } });

test('a photographed receipt is read by OCR, checked and booked on the phone (375 px)', async ({ page }) => {
  test.slow();
  await signInAsDana(page);
  await page.goto('/mobile');
  await expect(page.getByRole('heading', { name: 'Beleg fotografieren' })).toBeVisible({ timeout: 30_000 });
  const camera = page.locator('input[type="file"][capture="environment"]');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await camera.setInputFiles({ name: 'beleg.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Beleg erfasst. Die Texterkennung läuft.')).toBeVisible({ timeout: 30_000 });

  // The draft is in the list at once; its figures follow when the OCR job is done.
  await page.goto('/incomingInvoices?status=draft');
  const card = page.getByTestId('incoming-invoice').first();
  await expect(card).toContainText('Entwurf', { timeout: 30_000 });
  await expect(card).toContainText('RE-2026-0815', { timeout: OCR_TIMEOUT });
  await expect(card).toContainText('126,00 €');
  await card.click();

  await expect(page.getByRole('heading', { name: 'Schreibwaren Lindner GmbH · RE-2026-0815' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('ocr-progress')).toHaveCount(0);
  await expect(page.getByText('14.11.2026')).toBeVisible();
  await expect(page.getByText('IBAN: DE89370400440532013000')).toBeVisible();
  const hint = page.getByTestId('field-check-hint');
  await expect(hint).toContainText('Bitte die markierten Felder prüfen und bestätigen.');

  // The edit page highlights what OCR was unsure of; what it read well is not highlighted.
  await hint.getByRole('link', { name: 'Daten prüfen' }).click();
  const vendorName = page.getByTestId('header-vendor_name');
  await expect(vendorName).toHaveValue('Schreibwaren Lindner GmbH', { timeout: 30_000 });
  await expect(vendorName).toHaveAttribute('data-needs-check', 'true');
  await expect(page.getByText(/Bitte prüfen \(Sicherheit \d+ %\)/).first()).toBeVisible();
  await expect(page.getByTestId('header-gross')).toHaveValue('126,00');
  await expect(page.getByTestId('header-gross')).not.toHaveAttribute('data-needs-check', 'true');
  await expect(page.getByTestId('header-net')).toHaveValue('108,90');
  await expect(page.getByTestId('header-tax')).toHaveValue('17,10');
  await expect(page.getByTestId('booking-line-edit')).toHaveCount(2);
  await expect(page.getByTestId('booking-sum-check')).toContainText('Die Summen stimmen.');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Buchung gespeichert.')).toBeVisible();
  await expect(page.getByTestId('field-check-hint')).toHaveCount(0);

  // Vendor from the invoice's data, then review and book.
  await page.getByRole('button', { name: 'Lieferant anlegen' }).click();
  await expect(page.getByTestId('incoming-vendor')).toHaveText('Schreibwaren Lindner GmbH');
  await page.getByRole('button', { name: 'Zur Prüfung' }).click();
  await expect(page.getByTestId('incoming-status')).toHaveText('Zu prüfen');
  await page.getByRole('button', { name: 'Freigeben und buchen' }).click();
  await expect(page.getByTestId('incoming-status')).toHaveText('Freigegeben');

  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(375);
});

test('the list is exported as CSV with its filters (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsDana(page);
  await page.goto('/incomingInvoices?status=approved');
  await expect(page.getByRole('heading', { name: 'Eingangsrechnungen', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('eingangsrechnungen.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(
    'Freigegeben;Schreibwaren Lindner GmbH;RE-2026-0815;14.11.2026;28.11.2026;;108,90;17,10;126,00;EUR',
  );
  await expect(page.getByText('Gespeichert als eingangsrechnungen.csv.')).toBeVisible();
});
