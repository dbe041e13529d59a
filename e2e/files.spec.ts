import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { blockingViolations } from './support/axe.ts';
import { signInAsDana } from './support/ui.ts';

// Files: a folder, two real files (a PDF from the e-invoice corpus and a PNG), preview, rename,
// download, refusals and the phone layout. Each test works in a folder of its own.

const fixtures = join(import.meta.dirname, 'fixtures');
const PDF = join(fixtures, 'rechnung-muster.pdf');
const PNG = join(fixtures, 'baustelle.png');

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const uploads = (page: Page) => page.getByRole('list', { name: 'Hochladen' });
const uploadItem = (page: Page, name: string) => uploads(page).getByRole('listitem', { name });
const fileRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const actionsOf = (page: Page, name: string) => page.getByRole('button', { name: `Aktionen für „${name}“` });

/** Opens /files through the navigation and creates a fresh folder there. */
async function openNewFolder(page: Page) {
  const folder = `Belege ${randomUUID().slice(0, 6)}`;
  await signInAsDana(page);
  await mainNav(page).getByRole('link', { name: 'Dateien' }).click();
  await expect(page).toHaveURL('/files');
  await expect(page.getByRole('heading', { name: 'Dateien', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Neuer Ordner' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(folder);
  await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`Der Ordner „${folder}“ wurde angelegt.`)).toBeVisible();
  await expect(page).toHaveURL(/\/files\?folder=\d+$/);
  await expect(page.getByRole('heading', { name: 'Dieser Ordner ist leer' })).toBeVisible();
  return folder;
}

test.describe('Dateien', () => {
  test('PDF und PNG hochladen, Vorschau, umbenennen, verschlagworten und herunterladen', async ({ page }) => {
    // The longest walk of the suite: more than the default budget on a busy machine.
    test.slow();
    const folder = await openNewFolder(page);

    // Hold the uploads back until the state on the way has been seen.
    let releaseUploads!: () => void;
    const uploadsReleased = new Promise<void>((resolve) => (releaseUploads = resolve));
    await page.route('**/storage/v1/files*', async (route) => {
      await uploadsReleased;
      await route.continue();
    });
    await page.getByLabel('Dateien zum Hochladen auswählen').setInputFiles([PDF, PNG]);
    await expect(
      uploads(page)
        .getByText(/Wird hochgeladen … \d+ %|Wird geprüft …|Wartet …/)
        .first(),
    ).toBeVisible();
    releaseUploads();
    await page.unrouteAll({ behavior: 'wait' });
    for (const name of ['rechnung-muster.pdf', 'baustelle.png']) {
      await expect(uploadItem(page, name)).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
      await expect(uploadItem(page, name)).toContainText('Hochgeladen');
      await expect(uploadItem(page, name).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    }
    await expect(fileRow(page, 'rechnung-muster.pdf')).toContainText('1,7 KB');
    await expect(fileRow(page, 'rechnung-muster.pdf')).toContainText('von Dana Demo');
    await expect(
      page.getByRole('navigation', { name: 'Ordner' }).getByRole('button', { name: folder }),
    ).toBeVisible();

    // The PDF opens in the browser's own viewer, sandboxed by the server.
    const inline = page.waitForResponse((r) =>
      /\/storage\/v1\/files\/\d+\?disposition=inline$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'rechnung-muster.pdf', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Vorschau: rechnung-muster.pdf' });
    await expect(preview.locator('iframe[title="Vorschau von rechnung-muster.pdf"]')).toBeVisible();
    const response = await inline;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // Chromium hands PDFs to its viewer (without the CSP header): ask the server directly for the rest.
    const served = await page.request.get(response.url());
    expect(served.headers()['content-security-policy']).toBe("sandbox; frame-ancestors 'self'");
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect((await served.body()).equals(readFileSync(PDF))).toBe(true);
    await preview.getByRole('button', { name: 'Schließen' }).click();

    // The picture is shown as it is.
    await page.getByRole('button', { name: 'baustelle.png', exact: true }).click();
    const image = page
      .getByRole('dialog', { name: 'Vorschau: baustelle.png' })
      .getByRole('img', { name: 'baustelle.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBe(160);
    await page.keyboard.press('Escape');

    await actionsOf(page, 'rechnung-muster.pdf').click();
    await page.getByRole('menuitem', { name: 'Umbenennen' }).click();
    await page.getByRole('dialog').getByLabel('Dateiname').fill('Rechnung März 2026');
    await page.getByRole('dialog').getByRole('button', { name: 'Umbenennen' }).click();
    await expect(page.getByText('Die Datei heißt jetzt „Rechnung März 2026.pdf“.')).toBeVisible();
    await expect(fileRow(page, 'Rechnung März 2026.pdf')).toBeVisible();

    await actionsOf(page, 'Rechnung März 2026.pdf').click();
    await page.getByRole('menuitem', { name: 'Schlagwörter' }).click();
    await page.getByRole('dialog').getByLabel('Schlagwörter').fill('Steuer 2026');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Schlagwörter wurden gespeichert.')).toBeVisible();
    await fileRow(page, 'Rechnung März 2026.pdf')
      .getByRole('button', { name: 'Nach „Steuer 2026“ filtern' })
      .click();
    await expect(page).toHaveURL(/tag=Steuer/);
    await expect(page.getByText('Suche in allen Ordnern · 1 Datei')).toBeVisible();
    await expect(fileRow(page, 'Rechnung März 2026.pdf')).toContainText(`in ${folder}`);

    await actionsOf(page, 'Rechnung März 2026.pdf').click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Rechnung März 2026.pdf');
    expect(readFileSync(await file.path()).equals(readFileSync(PDF))).toBe(true);
  });

  test('lehnt falsche Dateitypen ab und löscht nach Rückfrage', async ({ page }) => {
    await openNewFolder(page);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000)]);
    await page.getByLabel('Dateien zum Hochladen auswählen').setInputFiles([
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: exe },
      // Named and declared like a PDF: only the server, reading the bytes, can tell.
      { name: 'rechnung-falsch.pdf', mimeType: 'application/pdf', buffer: exe },
      { name: 'baustelle.png', mimeType: 'image/png', buffer: readFileSync(PNG) },
    ]);
    await expect(uploadItem(page, 'setup.exe')).toContainText(
      '„setup.exe“ hat einen Dateityp, der nicht gespeichert werden kann. Erlaubt sind PDF, PNG',
    );
    await expect(uploadItem(page, 'rechnung-falsch.pdf')).toContainText(
      'Der Inhalt von „rechnung-falsch.pdf“ ist keine PDF-Datei',
    );
    await expect(uploadItem(page, 'baustelle.png')).toHaveAttribute('data-status', 'done');
    await expect(page.getByRole('row')).toHaveCount(2);

    await page.getByRole('button', { name: 'Liste leeren' }).click();
    await expect(uploads(page)).toHaveCount(0);

    await actionsOf(page, 'baustelle.png').click();
    await page.getByRole('menuitem', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: '„baustelle.png“ löschen?' });
    await expect(confirm).toContainText('endgültig gelöscht');
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page.getByText('Die Datei „baustelle.png“ wurde gelöscht.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dieser Ordner ist leer' })).toBeVisible();
  });

  test('hat im hellen und dunklen Farbmodus keine ernsten Mängel', async ({ page }) => {
    await openNewFolder(page);
    await page.getByLabel('Dateien zum Hochladen auswählen').setInputFiles([PDF]);
    await expect(uploadItem(page, 'rechnung-muster.pdf')).toHaveAttribute('data-status', 'done');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      expect(await blockingViolations(page)).toEqual([]);
    }
  });

  test('die Statusseite nennt den Dateispeicher', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/test');
    const storage = page.getByRole('region', { name: 'Dateispeicher' });
    await expect(storage).toContainText('Ordner auf dem Server');
    await expect(storage).toContainText('Bereit');
  });

  test('auf dem Telefon: eine Spalte, Karten statt Tabelle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsDana(page);
    await page.goto('/files');
    await expect(page.getByRole('heading', { name: 'Dateien', level: 1 })).toBeVisible();
    await page.getByLabel('Dateien zum Hochladen auswählen').setInputFiles([PNG]);
    await expect(uploadItem(page, 'baustelle.png')).toHaveAttribute('data-status', 'done');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'baustelle.png', exact: true }) })
      .first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await card.getByRole('button', { name: 'baustelle.png', exact: true }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Vorschau: baustelle.png' })
        .getByRole('img', { name: 'baustelle.png' }),
    ).toBeVisible();
  });
});
