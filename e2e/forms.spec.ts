import { readFileSync } from 'node:fs';
import { blockingViolations } from './support/axe.ts';
import { expect, test, type Page } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

// Forms (#17.5): on the phone Dana fills in an Abnahmeprotokoll for a demo project, the customer
// signs with a finger (here: the mouse), a photo comes from the camera input; signing turns it
// into a PDF that lands in the project's files. At the desk the template editor adds a field.

const photo = readFileSync(new URL('./fixtures/baustelle.png', import.meta.url));

/** A scribble across the canvas, as a finger would draw it. */
async function drawSignature(page: Page, name: string) {
  const pad = page.getByRole('img', { name, exact: true });
  // Centred, so the phone's bottom bar does not cover it.
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 20 + i * 20, y + (i % 2 ? -30 : 30), { steps: 3 });
  }
  await page.mouse.up();
}

test('an Abnahmeprotokoll is filled in, signed and filed with the project (375 px)', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsDana(page);
  await page.goto('/mobile');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Formulare/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Formulare', level: 1 })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Formular ausfüllen: Abnahmeprotokoll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Formular ausfüllen' });
  const project = dialog.getByRole('combobox', { name: 'Projekt' });
  await project.click();
  await project.fill('Badsanierung');
  await page.getByRole('option', { name: /Badsanierung Familie Wagner/ }).click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByRole('heading', { name: 'Abnahmeprotokoll', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Bauvorhaben / Projekt' })).toHaveValue(
    'Badsanierung Familie Wagner',
  );
  await expect(page.getByRole('textbox', { name: 'Auftraggeber' })).not.toHaveValue('');

  // Signing with required fields empty is refused, each field says why.
  const sign = page.getByRole('button', { name: 'Abschließen und unterschreiben' });
  await sign.click();
  await expect(page.getByText('„Leistungen abgenommen“ ist ein Pflichtfeld.')).toBeVisible();
  await expect(page.getByText('„Unterschrift Auftraggeber“: Bitte unterschreiben.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Leistungen abgenommen' }).click();
  await page.getByRole('option', { name: 'Ja', exact: true }).click();
  await page
    .getByRole('textbox', { name: 'Mängel', exact: true })
    .fill('Silikonfuge an der Dusche nacharbeiten');
  await page.getByRole('textbox', { name: 'Fristen zur Mängelbeseitigung' }).fill('bis Freitag');
  const camera = page.locator('input[type="file"][capture="environment"]');
  await camera.setInputFiles({ name: 'baustelle.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Foto 1 zu „Fotos“' })).toBeVisible();

  await drawSignature(page, 'Unterschrift Auftraggeber');
  await drawSignature(page, 'Unterschrift Auftragnehmer');
  await expect(page.getByText('Unterschrift übernommen')).toHaveCount(2);
  expect(await blockingViolations(page)).toEqual([]);

  await sign.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Jetzt abschließen' }).click();
  await expect(page.getByText('Das Formular ist unterschrieben. Das PDF wurde abgelegt.')).toBeVisible({
    timeout: 30_000,
  });
  const pdfLink = page.getByRole('link', { name: /^Abnahmeprotokoll \d+\.pdf$/ });
  await expect(pdfLink).toBeVisible();
  const pdfName = (await pdfLink.textContent())!.trim();
  await expect(sign).toHaveCount(0);
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(375);

  // The project's files list shows the signed PDF.
  await page.getByRole('link', { name: 'Badsanierung Familie Wagner' }).click();
  await page.getByRole('tab', { name: 'Dateien' }).click();
  await expect(page.getByText(pdfName)).toBeVisible({ timeout: 30_000 });
});

test('the template editor adds a field to an own template (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsDana(page);
  await page.goto('/forms');
  await page.getByRole('link', { name: 'Neue Vorlage' }).click();
  await expect(page.getByRole('heading', { name: 'Neue Formularvorlage', level: 1 })).toBeVisible();
  const name = `Baustellencheck ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Bezeichnung (Feld 1)' }).fill('Baustelle geräumt');
  await page.getByRole('button', { name: 'Feld hinzufügen' }).click();
  await page.getByRole('combobox', { name: 'Feldtyp (Feld 2)' }).click();
  await page.getByRole('option', { name: 'Unterschrift' }).click();
  await page.getByRole('textbox', { name: 'Bezeichnung (Feld 2)' }).fill('Unterschrift Bauleiter');
  await page.getByRole('button', { name: 'Vorlage speichern' }).click();
  await expect(page.getByText('Die Vorlage wurde gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Formularvorlage bearbeiten', level: 1 })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Alle Formulare' }).click();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByRole('button', { name: `Formular ausfüllen: ${name}` })).toBeVisible();
});
