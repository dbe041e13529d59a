import { expect, test } from './support/test.ts';
import { blockingViolations } from './support/axe.ts';
import { signInAsDana } from './support/ui.ts';

// Moderate and minor findings (e.g. the viewport that SPEC §2 forbids to scale) are reported by the
// Lighthouse bench instead.
for (const colorScheme of ['light', 'dark'] as const) {
  const mode = colorScheme === 'light' ? 'hellen' : 'dunklen';

  test.describe(`Barrierefreiheit im ${mode} Farbmodus`, () => {
    // The app follows the system setting by default ('auto'), so the emulated preference decides.
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    });

    test('die Anmeldeseite hat keine ernsten Mängel', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);

      expect(await blockingViolations(page)).toEqual([]);
    });

    test('die Startseite hat keine ernsten Mängel', async ({ page }) => {
      await signInAsDana(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);

      expect(await blockingViolations(page)).toEqual([]);
    });

    test('die Startseite auf dem Telefon hat keine ernsten Mängel', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await signInAsDana(page);
      await expect(page.getByRole('link', { name: 'Menü' })).toBeVisible();

      expect(await blockingViolations(page)).toEqual([]);
    });

    test('die Einstellungen haben keine ernsten Mängel', async ({ page }) => {
      await signInAsDana(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Einstellungen' }).click();
      await expect(page).toHaveURL('/settings');
      await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();

      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
