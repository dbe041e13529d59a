import { expect, test, type Page } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

async function chooseColorMode(page: Page, mode: 'Hell' | 'Dunkel' | 'System') {
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: mode }).click();
}

/** Answers the app's version check with a build made an hour after this one. */
async function publishNewerBuild(page: Page) {
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { id: 'e2e-neuere-version', timestamp: Date.now() + 3_600_000 } }),
  );
}

/** The version check runs every 10 minutes; jump there instead of waiting. */
async function waitForVersionCheck(page: Page) {
  const checked = page.waitForRequest('**/builds/latest.json');
  await page.clock.fastForward('10:00');
  await checked;
}

const progressOf = async (page: Page) =>
  Number(
    await page.getByRole('progressbar', { name: 'Verbleibende Anzeigedauer' }).getAttribute('aria-valuenow'),
  );

test.describe('Fehlerseite', () => {
  test('eine unbekannte Adresse zeigt die Fehlerseite mit zugeklappter Beschreibung', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/gibt-es-nicht-mehr');

    await expect(page.getByRole('heading', { name: 'Es gab ein Problem - 404' })).toBeVisible();
    // Light and dark logo are both there; the colour mode shows exactly one of them.
    await expect(page.locator('main img[alt="Kontor"]')).toHaveCount(2);
    await expect(page.getByRole('img', { name: 'Kontor' })).toHaveCount(1);
    const details = page.getByRole('button', { name: 'Fehlerbeschreibung' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('/gibt-es-nicht-mehr')).toBeHidden();

    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('/gibt-es-nicht-mehr')).toBeVisible();

    const home = page.getByRole('link', { name: 'Zurück zur Startseite' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
  });

  test('das Logo folgt dem Farbmodus', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/gibt-es-nicht-mehr');
    const [lightLogo, darkLogo] = [
      page.locator('main img[alt="Kontor"]').first(),
      page.locator('main img[alt="Kontor"]').last(),
    ];
    await expect(lightLogo).toBeVisible();
    await expect(darkLogo).toBeHidden();

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(darkLogo).toBeVisible();
    await expect(lightLogo).toBeHidden();
  });

  test('ein Programmteil, der nicht lädt, lädt die Seite einmal neu und zeigt dann den Fehler', async ({
    page,
  }) => {
    const loadedAtStart = new Set<string>();
    page.on('requestfinished', (request) => loadedAtStart.add(request.url()));
    await signInAsDana(page);
    // From now on every script that was not needed so far "went missing with the last deploy".
    await page.route('**/assets/*.js', (route) =>
      loadedAtStart.has(route.request().url()) ? route.continue() : route.abort(),
    );
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Rollen' })
      .click();

    await expect(page.getByRole('heading', { name: 'Es gab ein Problem - 500' })).toBeVisible();
    expect(loads).toBe(1);
    await expect(page).toHaveURL('/roles');
    await page.getByRole('button', { name: 'Fehlerbeschreibung' }).click();
    await expect(page.getByText('Failed to fetch dynamically imported module').first()).toBeVisible();
  });
});

test.describe('Fehlerseite für Suchmaschinen', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('ein Bot bekommt nur den Status als Text', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/gibt-es-nicht-mehr');

    await expect(page.getByText('404 Page not found')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Es gab ein Problem/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Fehlerbeschreibung' })).toHaveCount(0);
  });
});

test.describe('Neue Version', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await signInAsDana(page);
    await page.mouse.move(10, 10);
    await publishNewerBuild(page);
  });

  test('der Hinweis bleibt stehen, solange die Maus darauf ist, und schließt sich dann selbst', async ({
    page,
  }) => {
    await waitForVersionCheck(page);
    const notice = page.getByRole('status', { name: 'Neue Version verfügbar' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Beim nächsten Seitenwechsel wird die neue Version geladen.');

    await notice.hover();
    const paused = await progressOf(page);
    expect(paused).toBeGreaterThan(0);
    expect(paused).toBeLessThanOrEqual(100);
    // The page's clock is Playwright's: 1.5 s pass at once, and the bar must not move.
    await page.clock.runFor(1500);
    expect(await progressOf(page)).toBe(paused);
    await expect(notice).toBeVisible();

    await page.mouse.move(10, 10);
    await expect.poll(() => progressOf(page)).toBeLessThan(paused);
    await expect(notice).toBeHidden({ timeout: 7000 });
  });

  test('der Hinweis lässt sich schließen', async ({ page }) => {
    await waitForVersionCheck(page);
    const notice = page.getByRole('status', { name: 'Neue Version verfügbar' });
    await notice.getByRole('button', { name: 'Benachrichtigung schließen' }).click();
    await expect(notice).toBeHidden();
  });

  test('beim nächsten Seitenwechsel lädt die neue Version', async ({ page }) => {
    await waitForVersionCheck(page);
    await page.evaluate(() => Object.assign(globalThis, { e2eOldVersion: true }));

    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Rollen' })
      .click();
    await reloaded;

    await expect(page).toHaveURL('/roles');
    expect(await page.evaluate(() => 'e2eOldVersion' in globalThis)).toBe(false);
  });

  test('„Jetzt laden“ lädt die neue Version sofort', async ({ page }) => {
    await waitForVersionCheck(page);
    await page.evaluate(() => Object.assign(globalThis, { e2eOldVersion: true }));

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Jetzt laden' }).click();
    await reloaded;

    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => 'e2eOldVersion' in globalThis)).toBe(false);
  });

  test('ohne neuere Version bleibt alles, wie es ist', async ({ page }) => {
    await page.unroute('**/builds/latest.json');
    await waitForVersionCheck(page);
    await page.evaluate(() => Object.assign(globalThis, { e2eOldVersion: true }));

    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Rollen' })
      .click();

    await expect(page).toHaveURL('/roles');
    expect(await page.evaluate(() => 'e2eOldVersion' in globalThis)).toBe(true);
    await expect(page.getByRole('status', { name: 'Neue Version verfügbar' })).toHaveCount(0);
  });
});

test.describe('Telefon', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Hinweise stehen über der unteren Navigation', async ({ page }) => {
    await page.clock.install();
    await signInAsDana(page);
    await publishNewerBuild(page);
    await waitForVersionCheck(page);

    const notice = page.getByRole('status', { name: 'Neue Version verfügbar' });
    await expect(notice).toBeVisible();
    const toastBox = (await notice.boundingBox())!;
    const barBox = (await page.getByRole('navigation', { name: 'Schnellzugriff' }).boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y);
    expect(toastBox.width).toBeGreaterThan(300);
  });
});

test.describe('Geräteklasse', () => {
  test('wird 365 Tage als strenges, sicheres Cookie gemerkt und folgt der Fenstergröße', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');

    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value)
      .toBe('mobileMedium');
    const cookie = (await context.cookies()).find((c) => c.name === 'viewport')!;
    expect(cookie).toMatchObject({ sameSite: 'Strict', secure: true, path: '/' });
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value)
      .toBe('desktopMedium');
    await expect(page.locator('html')).toHaveAttribute('data-viewport', 'desktopMedium');
  });
});

test.describe('Farbmodus', () => {
  test('Hell, Dunkel und System werden gemerkt', async ({ page }) => {
    const html = page.locator('html');
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAsDana(page);

    await chooseColorMode(page, 'Dunkel');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await chooseColorMode(page, 'Hell');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

    await chooseColorMode(page, 'System');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('der gemerkte dunkle Modus gilt schon vor dem ersten Bild', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('kontor-color-scheme', 'dark'));
    // Without any of the app's scripts only the page itself can have chosen the mode.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
