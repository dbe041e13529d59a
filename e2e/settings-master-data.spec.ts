import { expect, test, type Page } from './support/test.ts';
import { apiToken, DANA } from './support/api.ts';
import { signInAsDana } from './support/ui.ts';

const DATEV_MESSAGE =
  'Erlaubt sind nur A–Z, a–z, 0–9 sowie $ & % * + - / (DATEV-tauglich), keine Leerzeichen oder Umlaute.';
const year = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(
  new Date(),
);

const openSettingsCard = async (page: Page, name: string) => {
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Einstellungen' })
    .click();
  await page.getByRole('link', { name }).click();
};

test.describe('Nummernkreise', () => {
  test('Dana stellt Kundennummern auf K-{YYYY}-{####} um und sieht die nächste Nummer vorab', async ({
    page,
    request,
  }) => {
    await signInAsDana(page);
    await openSettingsCard(page, 'Nummernkreise');
    await expect(page).toHaveURL('/settings/numberRanges');
    await expect(page.getByRole('heading', { name: 'Nummernkreise', level: 1 })).toBeVisible();
    const invoices = page.getByRole('row').filter({ hasText: 'Rechnungen' }).first();
    await expect(invoices).toContainText('RE-{YYYY}-{#####}');
    await expect(invoices).toContainText(new RegExp(`RE-${year}-\\d{5}`));

    await page.getByRole('button', { name: 'Kunden bearbeiten', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nummernkreis Kunden' });
    const pattern = dialog.getByLabel('Muster');

    // A space is not DATEV-safe: the message stands under the field, nothing is saved.
    await pattern.fill('Kunde {###}');
    await expect(dialog.getByText(DATEV_MESSAGE)).toBeVisible();
    await expect(dialog.getByText('Keine Vorschau, solange Muster oder Zähler nicht stimmen.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Bitte prüfen Sie die markierten Felder.')).toBeVisible();

    // The year comes from the placeholder button, the rest is typed where the caret is.
    await pattern.fill('K-');
    await dialog.getByRole('button', { name: '{YYYY} einfügen' }).click();
    await page.keyboard.type('-{####}');
    await expect(pattern).toHaveValue('K-{YYYY}-{####}');
    await expect(dialog.getByText(DATEV_MESSAGE)).toHaveCount(0);
    await expect(dialog.getByText(new RegExp(`^Nächste Nummer: K-${year}-\\d{4,}$`))).toBeVisible();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Der Nummernkreis „Kunden“ wurde gespeichert.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const customers = page.getByRole('row').filter({ hasText: 'Kunden' }).first();
    await expect(customers).toContainText('K-{YYYY}-{####}');

    // The next customer really gets a number of the new pattern.
    const headers = { authorization: `Bearer ${await apiToken(request, DANA)}` };
    const created = await request.post('/api/entities/customers', {
      headers,
      data: { data: { kind: 'company', company_name: 'Nummernkreis-Test GmbH' } },
    });
    expect(created.status()).toBe(201);
    expect(((await created.json()) as { number: string }).number).toMatch(new RegExp(`^K-${year}-\\d{4,}$`));

    // Back to the demo pattern; setting the counter below a used number is explained.
    await page.reload();
    await page.getByRole('button', { name: 'Kunden bearbeiten', exact: true }).click();
    await dialog.getByLabel('Muster').fill('{#####}');
    await dialog.getByLabel('Nächster Zähler').fill('1');
    await expect(dialog.getByText(/^Der Zähler darf nicht unter \d+ gesenkt werden/)).toBeVisible();
    await expect(dialog.getByText(/Debitorenkonten in DATEV/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Kunden bearbeiten', exact: true }).click();
    await dialog.getByLabel('Muster').fill('{#####}');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(customers).toContainText('{#####}');
    await expect(customers).not.toContainText('K-{YYYY}');
  });
});

test.describe('Eigene Felder', () => {
  test('Dana legt ein Auswahlfeld für Kunden an, entfernt es und stellt es wieder her', async ({ page }) => {
    await signInAsDana(page);
    await openSettingsCard(page, 'Eigene Felder');
    await expect(page).toHaveURL('/settings/ownfields');
    await expect(page.getByRole('heading', { name: 'Felder für Kunden' })).toBeVisible();

    await page.getByRole('button', { name: 'Feld hinzufügen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Neues Feld für Kunden' });
    await dialog.getByLabel('Bezeichnung').fill('Filialgröße');
    await expect(dialog.getByLabel('Schlüssel')).toHaveValue('filialgroesse');
    await dialog.getByRole('combobox', { name: 'Art' }).click();
    await page.getByRole('option', { name: 'Auswahl', exact: true }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Bitte jeder Option eine Bezeichnung geben.')).toBeVisible();
    await dialog.getByLabel('Option 1', { exact: true }).fill('Klein');
    await dialog.getByRole('button', { name: 'Option hinzufügen' }).click();
    await dialog.getByLabel('Option 2', { exact: true }).fill('Groß');
    await dialog.getByLabel('In der Liste anzeigen').check();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Das Feld „Filialgröße“ wurde angelegt.')).toBeVisible();

    const field = page.getByRole('listitem', { name: 'Filialgröße' });
    await expect(field).toContainText('Auswahl');
    await expect(field).toContainText('In der Liste');
    await expect(field).toContainText('2 Optionen');
    await expect(page).toHaveURL('/settings/ownfields');

    await field.getByRole('button', { name: 'Filialgröße entfernen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Feld „Filialgröße“ entfernen?' });
    await expect(confirm).toContainText('Werte bleiben gespeichert und kommen beim Wiederherstellen zurück.');
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await expect(page.getByText('Das Feld „Filialgröße“ wurde entfernt.')).toBeVisible();
    const removed = page.getByRole('region', { name: 'Entfernte Felder' });
    await expect(removed.getByRole('listitem', { name: 'Filialgröße' })).toContainText(
      /Entfernt am \d{2}\.\d{2}\.\d{4}/,
    );
    await expect(
      page.getByRole('region', { name: 'Felder für Kunden' }).getByRole('listitem', { name: 'Filialgröße' }),
    ).toHaveCount(0);

    await removed.getByRole('button', { name: 'Filialgröße wiederherstellen' }).click();
    await expect(
      page.getByText('Das Feld „Filialgröße“ ist wieder da – mit seinen gespeicherten Werten.'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Felder für Kunden' }).getByRole('listitem', { name: 'Filialgröße' }),
    ).toBeVisible();
    // Other specs may have left removed fields of their own in the shared demo tenant.
    await expect(
      page.getByRole('region', { name: 'Entfernte Felder' }).getByRole('listitem', { name: 'Filialgröße' }),
    ).toHaveCount(0);

    // Another type has its own list; the choice stays in the address.
    await page.getByRole('combobox', { name: 'Stammdaten-Art' }).click();
    await page.getByRole('option', { name: /^Artikel & Leistungen/ }).click();
    await expect(page).toHaveURL('/settings/ownfields?type=articles');
    await expect(page.getByText('Noch keine eigenen Felder für Artikel & Leistungen.')).toBeVisible();
  });
});
