import { expect, test, type Page } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Schnellzugriff' });

test.describe('auf dem Telefon (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('zeigt die untere Leiste statt der Seitenleiste', async ({ page }) => {
    await signInAsDana(page);

    // One navigation only: the bottom bar with the three most used areas and the menu.
    await expect(bottomBar(page)).toHaveCount(1);
    await expect(navigation(page)).toHaveCount(0);
    await expect(bottomBar(page).getByRole('link')).toHaveText(['Start', 'Dokumente', 'Kunden', 'Menü']);
    const bar = await bottomBar(page).boundingBox();
    expect(bar!.y + bar!.height).toBeCloseTo(812, 0);
    await expect(page.getByRole('combobox', { name: 'Mandant wechseln' })).toBeHidden();

    await bottomBar(page).getByRole('link', { name: 'Kunden' }).click();
    await expect(page).toHaveURL('/standardEntity/customers');
    await expect(bottomBar(page).getByRole('link', { name: 'Kunden' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('die mobile Startseite begrüßt Dana und zeigt ihre Bereiche', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/mobile');

    await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible();
    await expect(page.getByText('Aktiver Mandant: Muster Handwerk GmbH')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Einstellungen/ })).toBeVisible();
    await expect(bottomBar(page).getByRole('link', { name: 'Menü' })).toBeVisible();
  });

  test('im Menü wechselt Dana den Mandanten und wieder zurück', async ({ page }) => {
    await signInAsDana(page);
    await bottomBar(page).getByRole('link', { name: 'Menü' }).click();
    await expect(page).toHaveURL('/mobile/menu');

    await page.getByRole('combobox', { name: 'Mandant wechseln' }).click();
    await page.getByRole('option', { name: 'Beispiel Beratung AG' }).click();
    // In the browser a tenant switch leads to the start page (the native app would go to /mobile).
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Aktiver Mandant: Beispiel Beratung AG')).toBeVisible();

    // Sign-in opens the tenant used last, so switch back for the specs that follow.
    await bottomBar(page).getByRole('link', { name: 'Menü' }).click();
    await page.getByRole('combobox', { name: 'Mandant wechseln' }).click();
    await page.getByRole('option', { name: 'Muster Handwerk GmbH' }).click();
    await expect(page.getByText('Aktiver Mandant: Muster Handwerk GmbH')).toBeVisible();
  });

  test('im Menü meldet sich Dana ab', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/mobile/menu');

    await page.getByRole('button', { name: 'Abmelden' }).click();

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await page.goto('/mobile/menu');
    await expect(page).toHaveURL(`/login?weiter=${encodeURIComponent('/mobile/menu')}`);
  });
});

test.describe('am Schreibtisch (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('zeigt die Seitenleiste und keine untere Leiste', async ({ page }) => {
    await signInAsDana(page);

    await expect(navigation(page)).toHaveCount(1);
    await expect(navigation(page).getByRole('link', { name: 'Einstellungen' })).toBeVisible();
    await expect(navigation(page).getByRole('link', { name: 'Menü' })).toHaveCount(0);
    await expect(bottomBar(page)).toHaveCount(0);
    const sidebar = await navigation(page).boundingBox();
    expect(sidebar!.x).toBeLessThan(20);
    expect(sidebar!.height).toBeGreaterThan(200);
    await expect(page.getByRole('combobox', { name: 'Mandant wechseln' })).toBeVisible();
  });
});
