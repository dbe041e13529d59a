import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { apiToken, DANA, inviteNewPerson } from './support/api.ts';
import { signInAsDana, signInToStartPage } from './support/ui.ts';

// Master data through the one generic screen family /standardEntity/{type}/{mode?}/{id?}.
// Demo data grows in parallel, so every test works with names of its own.

const unique = () => randomUUID().slice(0, 8);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Suchen' });
const listRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const showArchived = (page: Page, mode: 'Aktiv' | 'Archiviert' | 'Alle') =>
  page.getByRole('radiogroup', { name: 'Anzeigen' }).getByText(mode, { exact: true }).click();

async function blockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A customer created through the API (setup only; the UI flows create their own). */
async function createCustomer(request: APIRequestContext, companyName: string) {
  const token = await apiToken(request, DANA);
  const response = await request.post('/api/entities/customers', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      data: { kind: 'company', company_name: companyName, zip: '80331', city: 'München', country: 'DE' },
    },
  });
  if (!response.ok()) throw new Error(`create failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: number; number: string };
}

test.describe('Stammdaten: Kunden', () => {
  test('Kunde anlegen, finden, ändern, archivieren und wiederherstellen', async ({ page }) => {
    const name = `Testbau ${unique()} GmbH`;
    await signInAsDana(page);
    await mainNav(page).getByRole('link', { name: 'Kunden' }).click();
    await expect(page.getByRole('heading', { name: 'Kunden', level: 1 })).toBeVisible();
    await expect(search(page)).toBeFocused();

    await page.getByRole('link', { name: 'Neuer Kunde' }).click();
    await expect(page).toHaveURL('/standardEntity/customers/create');
    await expect(page.getByRole('heading', { name: 'Neuer Kunde', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Kundennummer' })).toHaveAccessibleDescription(
      /automatisch vergeben/,
    );
    await page.getByLabel('Firmenname').fill(name);
    await page.getByLabel('Straße und Hausnummer').fill('Am Bahnhof 3');
    // A German zip has five digits: said at the field as soon as it is left.
    await page.getByLabel('PLZ').fill('8033');
    await page.getByLabel('Ort', { exact: true }).click();
    await expect(page.getByLabel('PLZ')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('PLZ')).toHaveAccessibleDescription(/PLZ: in Deutschland fünf Ziffern\./);
    await page.getByLabel('Ort', { exact: true }).fill('München');
    await page.getByLabel('Skonto (%)').fill('2,5');
    await page.getByLabel('Skonto-Frist (Tage)').fill('10');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Bitte prüfen Sie die markierten Felder.')).toBeVisible();
    await expect(page.getByLabel('PLZ')).toBeFocused();
    await page.getByLabel('PLZ').fill('80331');
    await expect(page.getByLabel('PLZ')).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Control+s');

    await expect(page).toHaveURL(/\/standardEntity\/customers\/show\/\d+$/);
    await expect(page.getByText(`„${name}“ wurde angelegt.`)).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const numberLine = page.getByText(/^Kundennummer 1\d{4} ·/);
    await expect(numberLine).toBeVisible();
    const number = /Kundennummer (\d+)/.exec((await numberLine.textContent()) ?? '')![1]!;
    await expect(page.getByRole('tab')).toHaveText(['Übersicht', 'Dokumente', 'Dateien', 'Historie']);
    const overview = page.getByRole('tabpanel', { name: 'Übersicht' });
    await expect(overview.getByText('80331', { exact: true })).toBeVisible();
    await expect(overview.getByText('2,5 %')).toBeVisible();
    await expect(overview.getByText('Deutschland')).toBeVisible();

    // Found by its number, with the search in the URL.
    await mainNav(page).getByRole('link', { name: 'Kunden' }).click();
    await search(page).fill(number);
    await expect(page).toHaveURL(new RegExp(`q=${number}`));
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(listRow(page, name)).toContainText('München');
    await page.reload();
    await expect(search(page)).toHaveValue(number);
    await listRow(page, name).getByRole('link', { name }).click();

    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('heading', { name: `${name} bearbeiten` })).toBeVisible();
    await page.getByLabel('Telefon').fill('+49 89 1234567');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`„${name}“ wurde gespeichert.`)).toBeVisible();
    await expect(page.getByRole('link', { name: '+49 89 1234567' })).toHaveAttribute(
      'href',
      'tel:+49891234567',
    );

    await page.getByRole('tab', { name: 'Historie' }).click();
    await expect(page).toHaveURL(/tab=history/);
    const history = page.getByRole('tabpanel', { name: 'Historie' });
    await expect(history.getByText('+49 89 1234567')).toBeVisible();
    await expect(history.getByText('Telefon').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Übersicht' }).click();

    // Archived: out of the active list, in the archive, and back.
    await page.getByRole('button', { name: 'Archivieren' }).click();
    await expect(page.getByText(`„${name}“ wurde archiviert.`)).toBeVisible();
    await expect(page.getByText(/^Archiviert am \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Kunden', exact: true }).click();
    await search(page).fill(name);
    await expect(page.getByRole('heading', { name: 'Keine Treffer' })).toBeVisible();
    await showArchived(page, 'Archiviert');
    await expect(page).toHaveURL(/archived=archived/);
    await expect(listRow(page, name)).toContainText('Archiviert');
    await listRow(page, name).getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Wiederherstellen' }).click();
    await expect(page.getByText(`„${name}“ ist wieder aktiv.`)).toBeVisible();
    await page.goBack();
    await showArchived(page, 'Aktiv');
    await expect(listRow(page, name)).toBeVisible();
  });

  test('ein Kunde ohne Verweise lässt sich nach einer Rückfrage löschen', async ({ page, request }) => {
    const name = `Löschprobe ${unique()} GmbH`;
    const { id } = await createCustomer(request, name);
    await signInAsDana(page);
    await page.goto(`/standardEntity/customers/show/${id}`);
    await page.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.getByRole('dialog', { name: `„${name}“ löschen?` });
    await expect(dialog).toContainText('endgültig gelöscht');
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page).toHaveURL('/standardEntity/customers');
    await expect(page.getByText(`„${name}“ wurde gelöscht.`)).toBeVisible();
    await page.goto(`/standardEntity/customers/show/${id}`);
    await expect(page.getByRole('heading', { name: 'Nicht gefunden' })).toBeVisible();
  });

  test('ein Ansprechpartner gehört zur Firma und verlinkt auf sie', async ({ page, request }) => {
    const company = `Partnerfirma ${unique()} GmbH`;
    const { id } = await createCustomer(request, company);
    await signInAsDana(page);
    await page.goto(`/standardEntity/customers/show/${id}`);
    await expect(page.getByText('Noch keine Ansprechpartner.')).toBeVisible();
    // Nothing refers to it yet, so it could still be deleted.
    await expect(page.getByRole('button', { name: 'Löschen' })).toBeVisible();
    await page.getByRole('link', { name: 'Ansprechpartner hinzufügen' }).click();
    await expect(page.getByRole('combobox', { name: 'Firma' })).toHaveValue(company);
    await page.getByLabel('Nachname').fill('Kessler');
    await page.getByLabel('Vorname').fill('Nora');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('heading', { name: 'Nora Kessler', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: company }).click();
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Ansprechpartner' }).getByRole('link', { name: 'Nora Kessler' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
    await expect(page.getByText(/verweist hierauf/)).toBeVisible();
  });

  test('was der Server ablehnt, steht am Feld; eine fremde Änderung lässt sich übernehmen', async ({
    page,
    request,
  }) => {
    const number = `KS-${unique()}`;
    const token = await apiToken(request, DANA);
    const headers = { authorization: `Bearer ${token}` };
    const taken = await request.post('/api/entities/costcentres', {
      headers,
      data: { number, data: { name: `Vertrieb ${number}` } },
    });
    expect(taken.ok()).toBe(true);
    const { id, version } = (await taken.json()) as { id: number; version: number };

    await signInAsDana(page);
    await page.goto('/standardEntity/costcentres/create');
    await page.getByRole('textbox', { name: 'Nummer' }).fill(number);
    await page.getByLabel('Bezeichnung').fill('Doppelt');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('textbox', { name: 'Nummer' })).toHaveAccessibleDescription(
      `Die Nummer ${number} ist bereits vergeben.`,
    );
    await expect(page.getByRole('textbox', { name: 'Nummer' })).toBeFocused();

    // Someone else saves while this form has changes: the form says so and reloads on request.
    await page.goto(`/standardEntity/costcentres/edit/${id}`);
    await page.getByLabel('Beschreibung').fill('Meine Änderung');
    const changed = await request.put(`/api/entities/costcentres/${id}`, {
      headers,
      data: { version, number, data: { name: `Vertrieb Süd ${number}` } },
    });
    expect(changed.ok()).toBe(true);
    await expect(page.getByText(/Jemand anderes hat diesen Datensatz gerade gespeichert/)).toBeVisible({
      timeout: 10_000,
    });
    await page.getByRole('button', { name: 'Neu laden' }).click();
    await expect(page.getByLabel('Bezeichnung')).toHaveValue(`Vertrieb Süd ${number}`);
    await expect(page.getByLabel('Beschreibung')).toHaveValue('');
  });

  test('wer ungespeicherte Eingaben verlassen will, wird vorher gefragt', async ({ page }) => {
    const number = `KS-${unique()}`;
    const leaveDialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await signInAsDana(page);
    await page.goto('/standardEntity/costcentres/create');
    await page.getByRole('textbox', { name: 'Nummer' }).fill(number);
    await page.getByLabel('Bezeichnung').fill(`Lager ${number}`);

    await mainNav(page).getByRole('link', { name: 'Kunden' }).click();
    await expect(leaveDialog).toContainText('noch nicht gespeichert');
    await leaveDialog.getByRole('button', { name: 'Hier bleiben' }).click();
    await expect(page).toHaveURL(/\/standardEntity\/costcentres\/create$/);
    await expect(page.getByLabel('Bezeichnung')).toHaveValue(`Lager ${number}`);

    // Saving leaves for the record without a question.
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/standardEntity\/costcentres\/show\/\d+$/);
    await expect(leaveDialog).toHaveCount(0);

    // A change thrown away on purpose is gone.
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await page.getByLabel('Bezeichnung').fill('Verworfen');
    await mainNav(page).getByRole('link', { name: 'Kunden' }).click();
    await leaveDialog.getByRole('button', { name: 'Verwerfen und verlassen' }).click();
    await expect(page).toHaveURL(/\/standardEntity\/customers/);
    await page.goBack();
    await expect(page.getByLabel('Bezeichnung')).toHaveValue(`Lager ${number}`);
  });

  test('die Liste sortiert, filtert und blättert über die Adresse', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/standardEntity/customers');
    await page.getByRole('button', { name: 'Kundennummer' }).click();
    await expect(page).toHaveURL(/sort=number/);
    const firstNumber = page.getByRole('row').nth(1).getByRole('cell').first();
    const ascending = await firstNumber.textContent();
    await expect(page.getByRole('button', { name: /^Kundennummer/ })).toHaveAccessibleName(
      'Kundennummer, aufsteigend sortiert',
    );
    await page.getByRole('button', { name: 'Kundennummer' }).click();
    await expect(page).toHaveURL(/sort=-number/);
    await expect(firstNumber).not.toHaveText(ascending!);
    await expect(page.getByRole('button', { name: /^Kundennummer/ })).toHaveAccessibleName(
      'Kundennummer, absteigend sortiert',
    );

    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('combobox', { name: 'Art' }).click();
    await page.getByRole('option', { name: 'Privatperson' }).click();
    await expect(page).toHaveURL(/filter=/);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'GmbH' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page).not.toHaveURL(/filter=/);

    await page.getByRole('button', { name: 'Spalten' }).click();
    await page.getByRole('checkbox', { name: 'Umsatzsteuer' }).check();
    await page.keyboard.press('Escape');
    // A sortable column's header is its sort button.
    await expect(page.getByRole('button', { name: 'Umsatzsteuer', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Umsatzsteuer', exact: true })).toBeVisible();
  });

  test('der Import ist von der Liste aus erreichbar, nur für importierbare Arten', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/standardEntity/customers');
    await page.getByRole('link', { name: 'Importieren' }).click();
    await expect(page).toHaveURL('/standardEntity/customers/import');
    await expect(page.getByRole('heading', { name: 'Kunden importieren', level: 1 })).toBeVisible();
    await page.goto('/standardEntity/projects');
    await expect(page.getByRole('link', { name: 'Neues Projekt' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Importieren' })).toHaveCount(0);
  });

  test('exportiert die Liste als Excel-Datei', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/standardEntity/customers');
    await page.getByRole('button', { name: 'Exportieren' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kunden-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const content = readFileSync((await download.path())!);
    // XLSX is a zip archive.
    expect(content.subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByText(/Export heruntergeladen: kunden-/)).toBeVisible();
  });

  test('neue Kunden erscheinen ohne Neuladen in der offenen Liste', async ({ page, request }) => {
    const name = `Live ${unique()} GmbH`;
    await signInAsDana(page);
    await page.goto('/standardEntity/customers');
    await search(page).fill(name);
    await expect(page.getByRole('heading', { name: 'Keine Treffer' })).toBeVisible();
    await createCustomer(request, name);
    await expect(listRow(page, name)).toBeVisible({ timeout: 10_000 });
  });

  test('unbekannte Arten und Modi sind „nicht gefunden“', async ({ page }) => {
    await signInAsDana(page);
    for (const path of [
      '/standardEntity/kunden',
      '/standardEntity/customers/delete',
      '/standardEntity/projects/import',
      '/standardEntity/customers/show',
      '/standardEntity/customers/show/abc',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Es gab ein Problem - 404' })).toBeVisible();
    }
  });
});

test.describe('Stammdaten: Rechte', () => {
  test('ohne Leserecht keine Liste, ohne Schreibrecht kein Anlegen', async ({ page, request }) => {
    const token = await apiToken(request, DANA);
    const roleName = `Nur Kunden ${unique()}`;
    const role = await request.post('/api/roles', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: roleName, permissions: ['entities.read'] },
    });
    expect(role.ok()).toBe(true);
    const person = await inviteNewPerson(request, roleName);
    const password = 'Nur-Lesen-Pass-4';
    const changed = await request.post('/auth/password/change', {
      headers: { authorization: `Bearer ${await apiToken(request, person)}` },
      data: { current_password: person.password, new_password: password },
    });
    expect(changed.ok()).toBe(true);

    await signInToStartPage(page, person.email, password, /Guten Tag/);
    await expect(mainNav(page).getByRole('link', { name: 'Kunden' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Projekte' })).toHaveCount(0);
    await mainNav(page).getByRole('link', { name: 'Kunden' }).click();
    await expect(page.getByRole('heading', { name: 'Kunden', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neuer Kunde' })).toHaveCount(0);
    await page.goto('/standardEntity/customers/create');
    await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    await page.goto('/standardEntity/projects');
    await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  });
});

test.describe('Stammdaten auf dem Telefon (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('die Liste zeigt Karten, eine Privatperson lässt sich anlegen', async ({ page }) => {
    const lastName = `Handy${unique()}`;
    await signInAsDana(page);
    await page.goto('/standardEntity/customers');
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByRole('link', { name: / öffnen$/ });
    await expect(cards.first()).toBeVisible();
    expect((await cards.first().boundingBox())!.height).toBeGreaterThanOrEqual(48);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);

    await page.getByRole('link', { name: 'Neuer Kunde' }).click();
    await page.getByRole('combobox', { name: 'Art' }).click();
    await page.getByRole('option', { name: 'Privatperson' }).click();
    await expect(page.getByLabel('Firmenname')).toHaveCount(0);
    await page.getByLabel('Vorname').fill('Rita');
    await page.getByLabel('Nachname').fill(lastName);
    await page.getByLabel('PLZ').fill('80331');
    await page.getByLabel('Ort', { exact: true }).fill('München');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('heading', { name: `Rita ${lastName}`, level: 1 })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Schnellzugriff' })
      .getByRole('link', { name: 'Kunden' })
      .click();
    await search(page).fill(lastName);
    await expect(page.getByRole('link', { name: `Rita ${lastName} öffnen` })).toBeVisible();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`Liste, Formular und Datensatz haben keine ernsten Barrieren (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await signInAsDana(page);
    await page.goto('/standardEntity/customers');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Neuer Kunde' }).click();
    await expect(page.getByLabel('Firmenname')).toBeVisible();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Bitte prüfen Sie die markierten Felder.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto('/standardEntity/customers');
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('tab', { name: 'Übersicht' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
