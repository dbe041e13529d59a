import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { blockingViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

const today = () =>
  new Date().toLocaleDateString('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

test('Dana schreibt einem Kunden einen Brief, sieht die Vorschau, schreibt ihn fest und druckt ihn', async ({
  page,
}) => {
  const subject = `Wartungstermin ${randomUUID().slice(0, 6)}`;
  await signInAsDana(page);
  await page.getByRole('link', { name: 'Briefe' }).first().click();
  await expect(page).toHaveURL('/createdletters/list');
  await expect(page.getByRole('heading', { name: 'Briefe', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Neuer Brief' }).click();
  await expect(page).toHaveURL('/createdletters/create');
  await page.getByRole('combobox', { name: 'Empfänger' }).fill('Bäckerei');
  await page.getByRole('option', { name: 'Bäckerei Huber e.K.' }).click();
  await page.getByRole('textbox', { name: 'Betreff' }).fill(subject);
  await page.getByRole('textbox', { name: 'Ihr Zeichen' }).fill('HU-42');
  // A letter text template of the demo tenant replaces the starter text.
  await page.getByRole('combobox', { name: 'Textvorlage einfügen' }).click();
  await page.getByRole('option', { name: 'Terminbestätigung' }).click();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(
    /^\{\{kunde\.anrede\}\}\n\nhiermit bestätigen wir/,
  );
  await page.getByRole('button', { name: 'Brief anlegen' }).click();

  await expect(page).toHaveURL(/\/createdletters\/edit\/\d+$/);
  // The address was taken over from the customer record; the preview is the real PDF.
  await expect(page.getByRole('textbox', { name: 'Anschrift' })).toHaveValue(/^Bäckerei Huber e\.K\.\n/);
  await expect(page.locator('iframe[title="Vorschau"]')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Festschreiben' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Festschreiben' }).click();
  await expect(page).toHaveURL(/\/createdletters\/show\/\d+$/);
  await expect(page.getByText(/^Festgeschrieben am /)).toBeVisible();
  await expect(page.getByText(/^Aufbewahren bis 31\.12\.\d{4}$/)).toBeVisible();

  await page.getByRole('button', { name: 'Als gedruckt markieren' }).click();
  await expect(page.getByText(/^Gedruckt am /)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Brief-\d+-.*\.pdf$/);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  const { text } = await extractText(pdf, { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('Bäckerei Huber e.K.');
  expect(flat).toContain(subject);
  expect(flat).toContain('HU-42');
  expect(flat).toContain(today());
  expect(flat).toContain('hiermit bestätigen wir Ihnen den vereinbarten Termin');
  expect(flat).not.toContain('{{');
  expect(await blockingViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/createdletters/list');
  const card = page.getByRole('link', { name: new RegExp(subject) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Festgeschrieben');
  await expect(card).toContainText('Gedruckt');
  expect(await blockingViolations(page)).toEqual([]);
});

test('ein Briefentwurf wird erst nach Rückfrage gelöscht', async ({ page }) => {
  const subject = `Entwurf ${randomUUID().slice(0, 6)}`;
  await signInAsDana(page);
  await page.goto('/createdletters/create');
  await page.getByRole('combobox', { name: 'Empfänger' }).fill('Bäckerei');
  await page.getByRole('option', { name: 'Bäckerei Huber e.K.' }).click();
  await page.getByRole('textbox', { name: 'Betreff' }).fill(subject);
  await page.getByRole('button', { name: 'Brief anlegen' }).click();
  await expect(page).toHaveURL(/\/createdletters\/edit\/\d+$/);
  const editUrl = page.url();

  // Cancelled: the draft stays.
  await page.getByRole('button', { name: 'Entwurf löschen' }).click();
  const dialog = page.getByRole('dialog', { name: `Briefentwurf „${subject}“ löschen?` });
  await expect(dialog).toBeVisible();
  // The dialog's × is called „Abbrechen“ too; the button at the bottom is the last one.
  await dialog.getByRole('button', { name: 'Abbrechen' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(editUrl);

  await page.getByRole('button', { name: 'Entwurf löschen' }).click();
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText(`Der Entwurf „${subject}“ wurde gelöscht.`)).toBeVisible();
  await expect(page).toHaveURL('/createdletters/list');
  await expect(page.getByText(subject)).toHaveCount(0);
});
