import { expect, test, type Browser, type Page } from './support/test.ts';
import { DANA } from './support/api.ts';
import { signIn, signInAsDana, signOut } from './support/ui.ts';

const PAULA = { email: 'paula.probe@kontor.test', password: 'Start-Passwort-9' };

async function danaIn(browser: Browser) {
  const page = await browser.newPage();
  await signInAsDana(page);
  return page;
}

const historyEntry = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

// Paula is invited in the first test and edited in the second.
test.describe.configure({ mode: 'serial' });

test.describe('Mitarbeiter und Historie', () => {
  test('Dana lädt Paula Probe ein; Paula muss bei der ersten Anmeldung ihr Passwort ändern', async ({
    page,
  }) => {
    await signIn(page, DANA.email, DANA.password);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Mitarbeiter' })
      .click();
    await expect(page).toHaveURL('/profiles');
    await expect(page.getByRole('heading', { name: 'Mitarbeiter', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Mitarbeiter einladen' }).click();
    await expect(page).toHaveURL('/profiles/create');
    // The form checks with the server's rules before sending anything.
    await page.getByRole('button', { name: 'Einladen' }).click();
    await expect(page.getByText('Bitte den Vornamen angeben.')).toBeVisible();
    await expect(page.getByText('Bitte eine Rolle wählen.')).toBeVisible();

    await page.getByLabel('Vorname').fill('Paula');
    await page.getByLabel('Nachname').fill('Probe');
    await page.getByLabel('E-Mail').fill(PAULA.email);
    await page.getByRole('combobox', { name: 'Rolle' }).click();
    await page.getByRole('option', { name: 'Mitarbeiter' }).click();
    await page.getByLabel('Startpasswort').fill(PAULA.password);
    await page.getByRole('button', { name: 'Einladen' }).click();

    // An invitation, not a member yet: Paula joins when she signs in with the initial password.
    await expect(page).toHaveURL('/profiles');
    await expect(page.getByText('Einladung an Paula Probe verschickt.')).toBeVisible();
    const invitations = page.getByRole('region', { name: 'Offene Einladungen' });
    await expect(invitations).toContainText('Paula Probe');
    await expect(invitations).toContainText(PAULA.email);
    await expect(page.getByRole('row').filter({ hasText: 'Paula Probe' })).toHaveCount(0);

    await signOut(page);
    await expect(page).toHaveURL('/login');
    await signIn(page, PAULA.email, PAULA.password);
    await expect(page).toHaveURL('/password-change');
    await expect(page.getByRole('heading', { name: 'Passwort ändern' })).toBeVisible();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL('/login');

    await signInAsDana(page);
    await page.goto('/profiles');
    const row = page.getByRole('row').filter({ hasText: 'Paula Probe' });
    await expect(row).toContainText(PAULA.email);
    await expect(row).toContainText('Mitarbeiter');
    await expect(row).toContainText('Passwortwechsel offen');
    await expect(page.getByRole('region', { name: 'Offene Einladungen' }).getByText(PAULA.email)).toHaveCount(
      0,
    );
    await page.getByRole('searchbox', { name: 'Suchen' }).fill('probe');
    await expect(page).toHaveURL('/profiles?search=probe');
    await expect(page.getByRole('row')).toHaveCount(2);
  });

  test('Dana ändert Paulas Position; die Liste eines zweiten Fensters folgt ohne Neuladen', async ({
    browser,
  }) => {
    const watcher = await danaIn(browser);
    await watcher.goto('/profiles');
    const paulaRow = watcher.getByRole('row').filter({ hasText: 'Paula Probe' });
    await expect(paulaRow).toBeVisible();
    await expect(paulaRow).not.toContainText('Bauleiterin');

    const page = await danaIn(browser);
    await page.goto('/profiles');
    await page.getByRole('link', { name: 'Paula Probe' }).click();
    await expect(page.getByRole('heading', { name: 'Paula Probe' })).toBeVisible();
    await page.getByLabel('Position').fill('Bauleiterin');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Änderungen gespeichert.')).toBeVisible();

    // The realtime feed refreshes the other window's list.
    await expect(paulaRow).toContainText('Bauleiterin');
    await watcher.close();
    await page.close();
  });

  test('die Historie zeigt Einladung und Änderung mit Dana als Person, filtert und prüft die Kette', async ({
    page,
  }) => {
    await signInAsDana(page);
    await page.goto('/historyitems');
    await expect(page.getByRole('heading', { name: 'Historie', level: 1 })).toBeVisible();

    const edit = historyEntry(page, 'Mitarbeiter geändert').first();
    await expect(edit).toContainText('von Dana Demo');
    await expect(edit.getByRole('row').filter({ hasText: 'Position' })).toContainText('Bauleiterin');
    const invite = historyEntry(page, 'Mitarbeiter eingeladen').first();
    await expect(invite).toContainText('von Dana Demo');
    await expect(invite).toContainText(PAULA.email);
    await expect(historyEntry(page, 'Angemeldet').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Bereich' }).click();
    await page.getByRole('option', { name: 'Mitarbeiter' }).click();
    await expect(page).toHaveURL(/entity=profile/);
    await expect(historyEntry(page, 'Angemeldet')).toHaveCount(0);
    await expect(historyEntry(page, 'Mitarbeiter geändert').first()).toBeVisible();
    await expect(historyEntry(page, 'Mitarbeiter beigetreten').first()).toContainText('von Paula Probe');

    await page.getByRole('button', { name: 'Kette prüfen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Die Kette ist intakt' })).toBeVisible();
  });

  test('ändern zwei Personen Paula gleichzeitig, wird niemandes Änderung still überschrieben', async ({
    browser,
  }) => {
    const openPaula = async () => {
      const page = await danaIn(browser);
      await page.goto('/profiles');
      await page.getByRole('link', { name: 'Paula Probe' }).click();
      await expect(page.getByLabel('Personalnummer')).toBeVisible();
      return page;
    };
    const first = await openPaula();
    const second = await openPaula();

    await second.getByLabel('Telefon').fill('0351 111111');
    await first.getByLabel('Personalnummer').fill('P-0007');
    await first.getByRole('button', { name: 'Speichern' }).click();
    await expect(first.getByText('Änderungen gespeichert.')).toBeVisible();

    // The second window hears of the save and keeps the typed phone number instead of losing it.
    await expect(
      second.getByText('Jemand anderes hat diesen Mitarbeiter inzwischen geändert.'),
    ).toBeVisible();
    await expect(second.getByLabel('Telefon')).toHaveValue('0351 111111');
    await second.getByRole('button', { name: 'Speichern' }).click();
    await expect(second.getByRole('alert')).toContainText('Der Mitarbeiter wurde inzwischen geändert.');

    await second.getByRole('button', { name: 'Neu laden' }).click();
    await expect(second.getByLabel('Personalnummer')).toHaveValue('P-0007');
    await second.getByLabel('Telefon').fill('0351 111111');
    await second.getByRole('button', { name: 'Speichern' }).click();
    await expect(second.getByText('Änderungen gespeichert.')).toBeVisible();
    await expect(first.getByLabel('Telefon')).toHaveValue('0351 111111');
    await first.close();
    await second.close();
  });

  test('die Statusseite zeigt Version, Datenbank, Echtzeit und E-Mail', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/test');

    await expect(page.getByRole('heading', { name: 'Systemstatus', level: 1 })).toBeVisible();
    // Every build carries an id; the package version stands beside it.
    const appVersion = page.getByRole('region', { name: 'App-Version' });
    await expect(appVersion).toContainText(/Build [\w.-]+/);
    await expect(appVersion).toContainText(/Version \d+\.\d+\.\d+/);
    await expect(page.getByRole('region', { name: 'API-Version' })).toContainText(/\d+\.\d+\.\d+/);
    await expect(page.getByRole('region', { name: 'Datenbank' })).toContainText('PGlite');
    await expect(page.getByRole('region', { name: 'Echtzeit' })).toContainText('Verbunden');
    await expect(page.getByRole('region', { name: 'E-Mail' })).toContainText('Nicht eingerichtet');
  });

  test('ein unbekannter Mitarbeiter zeigt eine verständliche Meldung', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/profiles/show/999999');

    await expect(page.getByRole('heading', { name: 'Mitarbeiter nicht gefunden' })).toBeVisible();
    await page.getByRole('link', { name: 'Zur Mitarbeiterliste' }).click();
    await expect(page).toHaveURL('/profiles');
  });
});
