import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { blockingViolations } from './support/axe.ts';
import { createCompanyCustomer, createFinalizedInvoice } from './support/documents.ts';
import { signInAsDana } from './support/ui.ts';
import { readZip } from './support/zip.ts';

// Exports of the books in the browser: the DATEV ZIP with its two EXTF files, the GoBD data
// export made in the background and downloaded when ready, the account page as CSV and the
// entries behind a Kennzahl of the VAT return. The demo tenant is shared; its year is booked.

test('the DATEV export of a period downloads as a ZIP with Buchungsstapel and Debitoren/Kreditoren', async ({
  page,
}) => {
  // Often the first test after start-up, while the server books the demo year on two busy cores.
  test.slow();
  await signInAsDana(page);
  await page.goto('/accounts');
  await page.getByRole('link', { name: 'DATEV-Export' }).click();
  await expect(page.getByRole('heading', { name: 'Export', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Dieses Jahr' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'DATEV-Export herunterladen' }).click(),
  ]);
  const files = readZip(await download.path());
  const names = [...files.keys()].sort();
  expect(names).toHaveLength(2);
  expect(names[0]).toMatch(/^EXTF_Buchungsstapel_\d{8}_\d{8}\.csv$/);
  expect(names[1]).toBe('EXTF_Debitoren_Kreditoren.csv');
  const stapel = new TextDecoder('windows-1252').decode(files.get(names[0]!)).split('\r\n');
  expect(stapel[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;/);
  expect(stapel.length).toBeGreaterThan(3);
  const parties = new TextDecoder('windows-1252').decode(files.get(names[1]!));
  expect(parties).toMatch(/^"EXTF";700;16;"Debitoren\/Kreditoren";5;/);
  await expect(page.getByText(/wurde heruntergeladen/)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('a GoBD data export runs in the background and downloads when ready', async ({ page }) => {
  // Booking the demo year at start-up and the export job share two busy cores.
  test.slow();
  await signInAsDana(page);
  await page.goto('/export');
  await page.getByRole('button', { name: 'Dieser Monat' }).click();
  const card = page.getByRole('region', { name: 'GoBD-Datenexport und vollständiger Export' });
  await card.getByRole('button', { name: 'GoBD-Export des Zeitraums starten' }).click();
  await expect(page.getByText('Der Export wurde gestartet.')).toBeVisible();
  const ready = card.getByRole('button', { name: /^GoBD .* herunterladen$/ }).first();
  await expect(ready).toBeVisible({ timeout: 60_000 });
  expect(await blockingViolations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), ready.click()]);
  expect(download.suggestedFilename()).toMatch(/^GoBD_\d{8}_\d{8}\.zip$/);
  const files = readZip(await download.path());
  expect([...files.keys()]).toEqual(
    expect.arrayContaining(['index.xml', 'gdpdu-01-09-2004.dtd', 'buchungen.csv', 'ausgangsbelege.csv']),
  );
  expect(files.get('index.xml')!.toString('utf8')).toContain('<URL>buchungen.csv</URL>');
});

test('an account downloads as CSV; a Kennzahl of the VAT return opens its entries', async ({
  page,
  request,
}) => {
  const customerName = `Export Test ${randomUUID().slice(0, 8)}`;
  const customer = await createCompanyCustomer(request, customerName);
  const invoice = await createFinalizedInvoice(request, customer.id);
  // Sign-in, the year's accounts and the dialog with the year's entries on two busy cores.
  test.slow();
  await signInAsDana(page);
  await page.goto('/accounts');
  const vatReturn = page.getByRole('region', { name: 'Umsatzsteuer-Voranmeldung' });
  // The button's name starts with what it shows (axe: label-content-name-mismatch).
  await vatReturn.getByRole('button', { name: /^81 .*: Buchungen anzeigen$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Kennzahl 81:/ });
  await expect(dialog.getByRole('link', { name: `Beleg ${invoice.number} öffnen` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Suchen' }).fill(customerName);
  // The search filters after a pause: only once the other accounts are gone is the list final.
  await expect(page.getByRole('row').filter({ hasText: 'Erlöse 19 % USt' })).toHaveCount(0);
  await page.getByRole('row').filter({ hasText: customerName }).getByRole('link').click();
  await expect(page).toHaveURL(/\/accounts\/show\/\d{5}\?/);
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^konto-\d{5}_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toBe('Datum;Beleg;Buchungstext;Gegenkonto;Soll;Haben;Saldo');
  expect(csv).toContain(`;${invoice.number};`);
  expect(csv).toContain('190,40');
});
