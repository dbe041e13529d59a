import { expect, test, type Page } from './support/test.ts';
import { signInToStartPage } from './support/ui.ts';

/** The demo accounts share one password. */
const signIn = (page: Page, email: string) => signInToStartPage(page, email, 'Demo-Passwort-1', /^Guten Tag/);

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const permissionBox = (page: Page, area: string) => page.getByRole('group', { name: area, exact: true });

test.describe('Firmendaten', () => {
  test('Dana ändert Ort und IBAN, ein Tippfehler in der IBAN wird erklärt', async ({ page }) => {
    await signIn(page, 'demo@kontor.test');
    await mainNavigation(page).getByRole('link', { name: 'Einstellungen' }).click();
    await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Firmendaten' }).click();

    await expect(page).toHaveURL('/settings/tenant');
    const city = page.getByLabel('Ort');
    const iban = page.getByLabel('IBAN');
    await expect(city).toHaveValue('München');
    await expect(iban).toHaveValue('DE02 1203 0000 0000 2020 51');

    await city.fill('Augsburg');
    await iban.fill('DE89 3704 0044 0532 0130 01');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die IBAN ist ungültig. Bitte prüfen Sie die Eingabe.')).toBeVisible();
    await expect(iban).toBeFocused();

    await iban.fill('de89370400440532013000');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Firmendaten wurden gespeichert.')).toBeVisible();
    await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');

    await page.reload();
    await expect(page.getByLabel('Ort')).toHaveValue('Augsburg');
    await expect(page.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');

    // Back to the demo data, saved with Strg+S from the keyboard.
    await page.getByLabel('Ort').fill('München');
    await page.getByLabel('IBAN').fill('DE02120300000000202051');
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Die Firmendaten wurden gespeichert.').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Ort')).toHaveValue('München');
    await expect(page.getByLabel('IBAN')).toHaveValue('DE02 1203 0000 0000 2020 51');
  });

  test('speichert jemand anderes, bietet das Formular an, neu zu laden', async ({ page, browser }) => {
    // Two people signed in at once: twice the sign-ins and page loads.
    test.slow();
    await signIn(page, 'demo@kontor.test');
    await page.goto('/settings/tenant');
    await page.getByLabel('Ort').fill('Nürnberg');

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, 'demo@kontor.test');
    await otherPage.goto('/settings/tenant');
    await otherPage.getByLabel('Telefon').fill('+49 89 7654321');
    await otherPage.getByRole('button', { name: 'Speichern' }).click();
    await expect(otherPage.getByText('Die Firmendaten wurden gespeichert.')).toBeVisible();

    await expect(page.getByText('Jemand anderes hat die Firmendaten gerade gespeichert.')).toBeVisible();
    await page.getByRole('button', { name: 'Neu laden' }).click();
    await expect(page.getByLabel('Telefon')).toHaveValue('+49 89 7654321');
    await expect(page.getByLabel('Ort')).toHaveValue('München');

    await otherPage.getByLabel('Telefon').fill('+49 89 1234567');
    await otherPage.getByRole('button', { name: 'Speichern' }).click();
    await expect(otherPage.getByText('Die Firmendaten wurden gespeichert.').first()).toBeVisible();
    await expect(page.getByLabel('Telefon')).toHaveValue('+49 89 1234567');
    await other.close();
  });

  test('in „Beispiel Beratung AG“ darf Dana die Firmendaten nur ansehen', async ({ page }) => {
    await signIn(page, 'demo@kontor.test');
    await page.getByRole('combobox', { name: 'Mandant wechseln' }).click();
    await page.getByRole('option', { name: 'Beispiel Beratung AG' }).click();
    await expect(page.getByText('Aktiver Mandant: Beispiel Beratung AG')).toBeVisible();

    await page.goto('/settings/tenant');
    await expect(page.getByText('Sie können die Firmendaten ansehen, aber nicht ändern.')).toBeVisible();
    await expect(page.getByLabel('Ort')).toHaveValue('Berlin');
    await expect(page.getByLabel('Ort')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);

    // Sign-in opens the tenant used last, so the next test starts in Muster Handwerk GmbH again.
    await page.getByRole('combobox', { name: 'Mandant wechseln' }).click();
    await page.getByRole('option', { name: 'Muster Handwerk GmbH' }).click();
    await expect(page.getByText('Aktiver Mandant: Muster Handwerk GmbH')).toBeVisible();
  });

  test('ein Mitarbeiter sieht keine Einstellungen und bekommt „Keine Berechtigung“', async ({ page }) => {
    await signIn(page, 'mitarbeiter@kontor.test');
    await expect(mainNavigation(page).getByRole('link', { name: 'Start' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Einstellungen' })).toHaveCount(0);

    await page.goto('/settings/tenant');

    await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    await expect(page.getByText('Ihre Rolle „Mitarbeiter“ erlaubt diese Seite nicht.')).toBeVisible();
    await expect(page.getByLabel('IBAN')).toHaveCount(0);
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('Rollen', () => {
  test('Dana legt die Rolle „Lager“ an, ändert und löscht sie', async ({ page }) => {
    await signIn(page, 'demo@kontor.test');
    await mainNavigation(page).getByRole('link', { name: 'Rollen' }).click();
    await expect(page.getByRole('heading', { name: 'Rollen', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Rolle anlegen' }).click();
    await expect(page).toHaveURL('/roles/create');
    await page.getByLabel('Name').fill('Lager');
    await permissionBox(page, 'Dateien').getByRole('checkbox', { name: 'Bearbeiten' }).check();
    await expect(permissionBox(page, 'Dateien').getByRole('checkbox', { name: 'Lesen' })).toBeChecked();
    await expect(page.getByText(/^2 von \d+ Berechtigungen gewählt$/)).toBeVisible();
    await page.getByRole('button', { name: 'Speichern' }).click();

    await expect(page.getByText('Die Rolle „Lager“ wurde angelegt.')).toBeVisible();
    await expect(page).toHaveURL(/\/roles\/show\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Lager', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dateien' })).toContainText('Lesen');
    await expect(page.getByRole('region', { name: 'Dateien' })).toContainText('Bearbeiten');

    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await expect(page).toHaveURL(/\/roles\/edit\/\d+$/);
    await page.getByLabel('Name').fill('Lager und Versand');
    await permissionBox(page, 'Dateien').getByRole('checkbox', { name: 'Bearbeiten' }).uncheck();
    await permissionBox(page, 'Projekte').getByRole('checkbox', { name: 'Alle' }).check();
    await page.getByRole('button', { name: 'Speichern' }).click();

    await expect(page.getByText('Die Rolle „Lager und Versand“ wurde gespeichert.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lager und Versand', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dateien' })).not.toContainText('Bearbeiten');
    await expect(page.getByRole('region', { name: 'Projekte' })).toContainText('Lesen');
    await expect(page.getByRole('region', { name: 'Projekte' })).toContainText('Bearbeiten');

    await page.getByRole('link', { name: 'Rollen', exact: true }).first().click();
    const row = page.getByRole('row', { name: /Lager und Versand/ });
    await expect(row).toContainText(/3 von \d+/);
    await row.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rolle „Lager und Versand“ löschen?' });
    await expect(dialog).toContainText('Das lässt sich nicht rückgängig machen.');
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();

    await expect(page.getByText('Die Rolle „Lager und Versand“ wurde gelöscht.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Lager und Versand/ })).toHaveCount(0);
  });

  test('die Rollenliste zeigt sofort, was jemand anderes anlegt', async ({ page, browser }) => {
    // Two people signed in at once: twice the sign-ins and page loads.
    test.slow();
    await signIn(page, 'demo@kontor.test');
    await page.goto('/roles');
    await expect(page.getByRole('row', { name: /Buchhaltung/ })).toBeVisible();

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, 'demo@kontor.test');
    await otherPage.goto('/roles/create');
    await otherPage.getByLabel('Name').fill('Werkstatt');
    await otherPage.getByRole('button', { name: 'Speichern' }).click();
    await expect(otherPage).toHaveURL(/\/roles\/show\/\d+$/);

    await expect(page.getByRole('row', { name: /Werkstatt/ })).toBeVisible();

    await otherPage.getByRole('button', { name: 'Löschen' }).click();
    await otherPage.getByRole('dialog').getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(otherPage).toHaveURL('/roles');
    await expect(page.getByRole('row', { name: /Werkstatt/ })).toHaveCount(0);
    await other.close();
  });

  test('die Rolle Administrator ist geschützt, eine Rolle mit Mitarbeitern bleibt', async ({ page }) => {
    await signIn(page, 'demo@kontor.test');
    await page.goto('/roles');

    const admin = page.getByRole('row', { name: /Administrator/ });
    await expect(admin).toContainText('Geschützt');
    await expect(admin.getByRole('button', { name: 'Löschen' })).toBeDisabled();
    await expect(admin.getByRole('link', { name: 'Bearbeiten' })).toHaveCount(0);

    await page
      .getByRole('row', { name: /^Mitarbeiter/ })
      .getByRole('button', { name: 'Löschen' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rolle „Mitarbeiter“ löschen?' });
    // Other specs invite people as Mitarbeiter too, so the number depends on what ran before.
    await expect(dialog).toContainText(/Die Rolle ist noch \d+ Mitarbeitern zugewiesen\./);
    await expect(dialog.getByRole('button', { name: 'Endgültig löschen' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Abbrechen' }).first().click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Rolle suchen').fill('buch');
    await expect(page).toHaveURL(/\?q=buch$/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Rolle suchen').fill('Gibt es nicht');
    await expect(page.getByText('Keine Rolle passt zu „Gibt es nicht“.')).toBeVisible();
  });

  test('eine unbekannte Ansicht einer Rolle zeigt „Page not found“', async ({ page }) => {
    await signIn(page, 'demo@kontor.test');

    await page.goto('/roles/unsinn/1');

    await expect(page.getByRole('heading', { name: 'Es gab ein Problem - 404' })).toBeVisible();
    await expect(page.getByText('Page not found').first()).toBeVisible();
  });
});
