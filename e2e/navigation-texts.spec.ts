import { expect, test, type Page } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

/**
 * A text node that is nothing but a dotted identifier ("areaHint.createDocument", "list.sums") is
 * an i18n key on screen. Domains, e-mail addresses and file names are not.
 */
const keyPattern = /^[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+$/;
const notKey = /\.(de|com|org|net|eu|io|test|pdf|xml|csv|xlsx|png|jpe?g|zip)$/i;
const isRawKey = (text: string) => keyPattern.test(text.trim()) && !notKey.test(text.trim());

async function rawKeysOnScreen(page: Page): Promise<string[]> {
  const lines = (await page.locator('body').innerText()).split(/\n|\t/);
  type Labelled = { getAttribute(name: string): string | null };
  const attributes = await page
    .locator('[aria-label], [placeholder], [title]')
    .evaluateAll((elements) =>
      elements.flatMap((e) =>
        ['aria-label', 'placeholder', 'title'].map(
          (name) => (e as unknown as Labelled).getAttribute(name) ?? '',
        ),
      ),
    );
  return [...lines, ...attributes].filter(isRawKey);
}

test('jeder Bereich der Navigation zeigt deutsche Texte, keine Schlüssel', async ({ page }) => {
  test.setTimeout(600_000);
  await signInAsDana(page);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const links = nav.getByRole('link');
  const targets = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({ href: a.getAttribute('href')!, name: a.textContent!.trim() })),
  );
  // Dana is administrator: every area of the app is in her navigation.
  expect(targets.length).toBeGreaterThanOrEqual(17);
  for (const { href, name } of targets) {
    await test.step(`${name} (${href})`, async () => {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href === '/' ? '/$' : href.replace(/[/]/g, '\\/')}`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Let lazy parts and their data settle before reading the screen.
      await page.waitForLoadState('networkidle');
      expect(await rawKeysOnScreen(page), `raw keys on ${href}`).toEqual([]);
    });
  }
});
