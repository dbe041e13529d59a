import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from './support/test.ts';
import { apiToken, DANA } from './support/api.ts';
import { blockingViolations } from './support/axe.ts';
import { signInAsDana } from './support/ui.ts';

const section = (page: Page, usage: string) => page.getByRole('region', { name: usage, exact: true });
const row = (area: Locator, name: string) => area.getByRole('listitem', { name, exact: true });

/** Opens the placeholder menu and picks one entry (label and placeholder, as the menu shows them). */
async function insertPlaceholder(page: Page, dialog: Locator, entry: RegExp) {
  await dialog.getByRole('button', { name: 'Platzhalter einfügen' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test.describe('Textvorlagen', () => {
  test('Dana legt eine E-Mail-Vorlage mit Platzhaltern an, sieht die Vorschau und macht sie zum Standard', async ({
    page,
    request,
  }) => {
    const name = `Rechnung per E-Mail ${randomUUID().slice(0, 6)}`;
    await signInAsDana(page);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Einstellungen' })
      .click();
    await page.getByRole('link', { name: /Textvorlagen/ }).click();
    await expect(page).toHaveURL('/settings/texttemplates');
    await expect(page.getByRole('heading', { name: 'Textvorlagen', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Neue Vorlage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Textvorlage' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('combobox', { name: 'Verwendung' }).click();
    await page.getByRole('option', { name: 'E-Mail mit Dokument' }).click();

    // The picker inserts where the caret is: into the subject after "Ihre Rechnung ", …
    await dialog.getByLabel('Betreff').fill('Ihre Rechnung ');
    await insertPlaceholder(page, dialog, /^Dokumentnummer \{\{dokument\.nummer\}\}/);
    await expect(dialog.getByLabel('Betreff')).toHaveValue('Ihre Rechnung {{dokument.nummer}}');
    // … and into the text between "Guten Tag " and the comma.
    const body = dialog.getByRole('textbox', { name: 'Text', exact: true });
    await body.fill('Guten Tag ,\nanbei Ihre Rechnung.');
    await body.press('Control+Home');
    for (let i = 0; i < 'Guten Tag '.length; i++) await body.press('ArrowRight');
    await insertPlaceholder(page, dialog, /^Name \{\{kunde\.name\}\}/);
    await expect(body).toHaveValue('Guten Tag {{kunde.name}},\nanbei Ihre Rechnung.');

    // The preview fills in the built-in sample record.
    const preview = dialog.getByTestId('template-preview');
    await expect(preview).toContainText('Ihre Rechnung RE-2026-00042');
    await expect(preview).toContainText('Guten Tag Müller Haustechnik GmbH,');

    // A typo is flagged at once, marked in the preview, and the save is refused.
    await body.fill('Guten Tag {{kunde.name}},\nIhr Betrag: {{dokument.betrag}}');
    await expect(dialog.getByText('Unbekannter Platzhalter: {{dokument.betrag}}.')).toBeVisible();
    await expect(preview.locator('mark[data-problem]')).toHaveText('{{dokument.betrag}}');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Bitte prüfen Sie die markierten Felder.')).toBeVisible();
    await expect(dialog).toBeVisible();
    const token = await apiToken(request, DANA);
    const stored = await request.get('/api/text-templates?usage=emailDocument', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await stored.json()) as { items: { name: string }[] }).items.map((x) => x.name)).not.toContain(
      name,
    );

    await body.fill('Guten Tag {{kunde.name}},\nIhr Betrag: {{ dokument.betrag_brutto }}');
    await expect(dialog.getByText(/Unbekannter Platzhalter/)).toHaveCount(0);
    await expect(preview).toContainText('Ihr Betrag: 1.234,56 €');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Die Textvorlage „${name}“ wurde angelegt.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const emails = section(page, 'E-Mail mit Dokument');
    const mine = row(emails, name);
    await expect(mine).toContainText('Ihre Rechnung {{dokument.nummer}}');
    await expect(mine.getByText('Standard')).toHaveCount(0);

    await mine.getByRole('button', { name: `Aktionen für ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Als Standard festlegen' }).click();
    await expect(page.getByText(`„${name}“ ist jetzt der Standard für „E-Mail mit Dokument“.`)).toBeVisible();
    await expect(mine.getByText('Standard')).toBeVisible();
    // Only one default per usage: whatever was the default before has lost the badge.
    await expect(emails.getByText('Standard', { exact: true })).toHaveCount(1);

    // Reopened, the template shows what was saved.
    await mine.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    const editor = page.getByRole('dialog', { name: 'Textvorlage bearbeiten' });
    await expect(editor.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(
      'Guten Tag {{kunde.name}},\nIhr Betrag: {{ dokument.betrag_brutto }}',
    );
    await expect(editor.getByRole('switch', { name: /Standard für/ })).toBeChecked();
    await editor.getByRole('button', { name: 'Abbrechen' }).click();
  });

  test('eine Vorlage wird nach Rückfrage gelöscht', async ({ page, request }) => {
    const name = `Alter Brief ${randomUUID().slice(0, 6)}`;
    const token = await apiToken(request, DANA);
    const created = await request.post('/api/text-templates', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, usage: 'letter', body: '{{kunde.anrede}}\n\nbitte beachten Sie …' },
    });
    expect(created.status()).toBe(201);

    await signInAsDana(page);
    await page.goto('/settings/texttemplates');
    const mine = row(section(page, 'Brief'), name);
    await expect(mine).toContainText('{{kunde.anrede}}');
    await mine.getByRole('button', { name: `Aktionen für ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: `Textvorlage „${name}“ löschen?` });
    await expect(confirm).toContainText(
      'Bereits erstellte Dokumente, E-Mails und Briefe behalten ihren Text.',
    );
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText(`Die Textvorlage „${name}“ wurde gelöscht.`)).toBeVisible();
    await expect(mine).toHaveCount(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    const mode = colorScheme === 'light' ? 'hell' : 'dunkel';
    test(`Liste, Editor und Vorschau sind barrierefrei (${mode})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await signInAsDana(page);
      await page.goto('/settings/texttemplates');
      await expect(page.getByRole('heading', { name: 'Textvorlagen', level: 1 })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Neue Vorlage' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neue Textvorlage' });
      await dialog
        .getByRole('textbox', { name: 'Text', exact: true })
        .fill('{{kunde.anrede}}\n\nvielen Dank.');
      await expect(dialog.getByTestId('template-preview')).toContainText('Sehr geehrte Frau Müller,');
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  test.describe('Telefon', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('der Editor füllt den Bildschirm, die Vorschau steht unter dem Text', async ({ page }) => {
      await signInAsDana(page);
      await page.goto('/settings/texttemplates');
      await page.getByRole('button', { name: 'Vorlage anlegen: Schlusstext Dokument' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Neue Textvorlage' });
      await expect(dialog.getByRole('combobox', { name: 'Verwendung' })).toHaveValue('Schlusstext Dokument');
      const body = dialog.getByRole('textbox', { name: 'Text', exact: true });
      await body.fill('Zahlbar bis {{dokument.faellig_am}}.');
      const preview = dialog.getByTestId('template-preview');
      await expect(preview).toContainText('Zahlbar bis 05.12.2026.');
      const text = await body.boundingBox();
      const shown = await preview.boundingBox();
      expect(shown!.y).toBeGreaterThan(text!.y + text!.height);
      expect(shown!.width).toBeGreaterThan(300);
    });
  });
});
