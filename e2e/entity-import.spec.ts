import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

// CSV import of customers: /standardEntity/customers/import. The fixtures are Windows-1252 with
// semicolons, as Excel saves "CSV (Trennzeichen-getrennt)" on a German Windows.

const fixture = (name: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: readFileSync(join(import.meta.dirname, 'fixtures', name)),
});
const withError = fixture('kunden-import-fehler.csv');
const corrected = fixture('kunden-import.csv');

async function upload(page: Page, file: ReturnType<typeof fixture>) {
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByRole('region', { name: 'Gelesene Datei' })).toContainText(file.name);
}

/** From the uploaded file through the mapping to the preview. */
async function toPreview(page: Page) {
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Feld für Spalte „Firma“' })).toHaveValue(
    'Firmenname (Pflichtfeld)',
  );
  await expect(page.getByRole('combobox', { name: 'Feld für Spalte „USt-IdNr.“' })).toHaveValue('USt-IdNr.');
  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
}

async function blockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('Stammdaten importieren', () => {
  test('eine fehlerhafte Zeile sperrt den Import; die korrigierte Datei wird importiert, ein zweites Mal ist alles unverändert', async ({
    page,
  }) => {
    test.slow();
    await signInAsDana(page);
    await page.goto('/standardEntity/customers');
    await page.getByRole('link', { name: 'Importieren' }).click();
    await expect(page).toHaveURL('/standardEntity/customers/import');
    await expect(page.getByRole('heading', { name: 'Kunden importieren', level: 1 })).toBeVisible();

    await upload(page, withError);
    await expect(page.getByText('Windows-1252 (ANSI)')).toBeVisible();
    await expect(page.getByText('Semikolon (;)')).toBeVisible();
    await expect(page.getByText('3 Zeilen · 8 Spalten')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await toPreview(page);

    await expect(page.getByText('Fehler: 1')).toBeVisible();
    await expect(page.getByText('Neu: 2')).toBeVisible();
    const faulty = page.getByRole('row').filter({ hasText: 'Fliesen Özdemir e.K.' });
    await expect(faulty).toContainText('Fehler');
    await expect(faulty).toContainText('E-Mail: keine gültige E-Mail-Adresse.');
    await expect(faulty.getByRole('cell').first()).toHaveText('3');
    // "Nur Fehler" starts on while there are errors; off, every row shows.
    await page.getByLabel('Nur Fehler').uncheck();
    await expect(page.getByRole('row').filter({ hasText: 'Tischlerei Brückner GmbH' })).toContainText('neu');
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Weiter zum Import' }).click();
    await expect(page.getByText('Der Import ist gesperrt, solange Zeilen Fehler haben.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jetzt importieren' })).toBeDisabled();

    // Back to the first step with the corrected file.
    await page.getByRole('button', { name: /^Datei/ }).click();
    await upload(page, corrected);
    await toPreview(page);
    await expect(page.getByText('Alle Zeilen lassen sich importieren.')).toBeVisible();
    await expect(page.getByText('Neu: 3')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter zum Import' }).click();
    await page.getByRole('button', { name: 'Jetzt importieren' }).click();

    const toast = page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({ hasText: 'Import abgeschlossen' });
    await expect(toast.first()).toContainText('3 neu, 0 aktualisiert, 0 unverändert');
    await page.getByRole('button', { name: 'Zur Liste' }).first().click();
    await expect(page).toHaveURL(/\/standardEntity\/customers$/);
    // The demo tenant has more customers than one page: the search finds ours.
    for (const name of ['Tischlerei Brückner GmbH', 'Fliesen Özdemir e.K.', 'Glaserei Weißhaupt']) {
      await page.getByRole('searchbox', { name: 'Suchen' }).fill(name);
      await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    }

    // The same file again: recognised by e-mail, nothing to do.
    await page.getByRole('link', { name: 'Importieren' }).click();
    await upload(page, corrected);
    await toPreview(page);
    await expect(page.getByText('Unverändert: 3')).toBeVisible();
    await expect(page.getByText('Neu: 0')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Glaserei Weißhaupt' })).toContainText(
      'unverändert',
    );
    await page.getByRole('button', { name: 'Weiter zum Import' }).click();
    await expect(page.getByText('Alles ist schon auf dem Stand der Datei')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jetzt importieren' })).toBeDisabled();
  });

  test('auf dem Telefon: Zuordnung und Vorschau in einer Spalte', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsDana(page);
    await page.goto('/standardEntity/customers/import');
    await upload(page, withError);
    await toPreview(page);
    const card = page.getByRole('listitem').filter({ hasText: 'Fliesen Özdemir e.K.' });
    await expect(card).toContainText('Zeile 3');
    await expect(card).toContainText('keine gültige E-Mail-Adresse');
    // A string runs in the page (the e2e code itself has no DOM types).
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await blockingViolations(page)).toEqual([]);
    // The steps show as numbers; the current one is named above them.
    await expect(page.getByText('Schritt 3 von 4: Vorschau')).toBeVisible();
    await page.getByRole('button', { name: '2 Spalten' }).click();
    await expect(page.getByText('Schritt 2 von 4: Spalten')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Feld für Spalte „PLZ“' })).toHaveValue('PLZ');
  });
});
