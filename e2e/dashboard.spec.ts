import { expect, test, type Page } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The figure and the number of invoices a card shows, e.g. ['1.234,56 €', 3]. */
async function figureOf(page: Page, name: string) {
  const region = card(page, name);
  const amount = (await region.getByText(/€$/).first().textContent())!.trim();
  const count = Number(/(\d+) Rechnung/.exec((await region.textContent()) ?? '')?.[1]);
  return { amount, count };
}

const documentsCount = (count: number) => (count === 1 ? '1 Dokument' : `${count} Dokumente`);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`Startseite als Überblick (${colorScheme === 'light' ? 'hell' : 'dunkel'})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme });
    });

    test('zeigt Forderungen, Umsatz, Entwürfe, Aufgaben und Aktivität über den Bereichen', async ({
      page,
    }) => {
      await signInAsDana(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      for (const name of [
        'Offene Forderungen',
        'Überfällig',
        'Entwürfe',
        'Fällige Aufgaben',
        'Umsatz',
        'Letzte Aktivität',
      ])
        await expect(card(page, name)).toBeVisible();
      await expect(
        card(page, 'Umsatz').getByRole('img', { name: /Umsatz je Monat \d{4} im Vergleich zu \d{4}/ }),
      ).toBeVisible();
      await expect(card(page, 'Umsatz').getByText('Dieser Monat')).toBeVisible();
      // The figures come first, the area tiles after them.
      const figuresTop = (await card(page, 'Offene Forderungen').boundingBox())!.y;
      const areasTop = (await page.getByRole('heading', { name: 'Was Sie öffnen können' }).boundingBox())!.y;
      expect(figuresTop).toBeLessThan(areasTop);
      await expect(card(page, 'Letzte Aktivität').getByRole('listitem').first()).toBeVisible();
    });
  });
}

test.describe('Startseite: die Zahlen führen zur gefilterten Liste', () => {
  for (const [name, link] of [
    ['Offene Forderungen', 'Offene Rechnungen anzeigen'],
    ['Überfällig', 'Überfällige Rechnungen anzeigen'],
  ] as const) {
    test(`„${name}“ öffnet genau die gezählten Rechnungen`, async ({ page }) => {
      await signInAsDana(page);
      const { amount, count } = await figureOf(page, name);
      expect(count).toBeGreaterThan(0);
      await card(page, name).getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(/\/createDocument\?.*status=/);
      await expect(page.getByText(documentsCount(count), { exact: true })).toBeVisible();
      // The open sum over all matches is the card's figure.
      const sums = page.getByRole('table', { name: 'Summe aller Treffer' });
      await expect(sums.getByText(amount, { exact: true }).last()).toBeVisible();
    });
  }

  test('„Entwürfe fertigstellen“ zeigt die Entwürfe', async ({ page }) => {
    await signInAsDana(page);
    const drafts = Number((await card(page, 'Entwürfe').getByText(/^\d+$/).textContent())!.trim());
    await card(page, 'Entwürfe').getByRole('link', { name: 'Entwürfe fertigstellen' }).click();
    await expect(page).toHaveURL(/status=draft/);
    await expect(page.getByText(documentsCount(drafts), { exact: true })).toBeVisible();
  });
});

// Which parts a member gets is the server's decision (dashboard.integration.test.ts); the page
// shows no card for a part the answer leaves out.
test('ohne Leserecht für Dokumente keine Forderungen auf der Startseite', async ({ page }) => {
  await page.route('**/api/dashboard', async (route) => {
    const response = await route.fetch();
    const json = { ...(await response.json()), receivables: null, revenue: null, drafts: null };
    await route.fulfill({ response, json });
  });
  await signInAsDana(page);
  await expect(card(page, 'Letzte Aktivität')).toBeVisible();
  await expect(card(page, 'Offene Forderungen')).toHaveCount(0);
  await expect(card(page, 'Umsatz')).toHaveCount(0);
});
