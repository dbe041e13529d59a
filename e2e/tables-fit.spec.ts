import { expect, test, type Page } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

// The DOM as far as the check needs it (the e2e project compiles without the DOM library).
type Box = { parentElement: Box | null; scrollWidth: number; clientWidth: number };
type Dom = {
  getComputedStyle(box: Box): { overflowX: string };
  document: { documentElement: Box };
};

/** How far each table reaches beyond what its scroll container shows (0 = it fits). */
async function tableOverflow(page: Page) {
  return page.locator('table').evaluateAll((tables) =>
    tables.map((table) => {
      const dom = globalThis as unknown as Dom;
      let box = (table as unknown as Box).parentElement;
      while (box && !['auto', 'scroll'].includes(dom.getComputedStyle(box).overflowX))
        box = box.parentElement;
      const container = box ?? dom.document.documentElement;
      return Math.max(0, container.scrollWidth - container.clientWidth);
    }),
  );
}

test.describe('am Schreibtisch (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [name, path] of [
    ['Dokumente', '/createDocument'],
    ['Kunden', '/standardEntity/customers'],
  ] as const) {
    test(`die Liste „${name}“ zeigt jede Spalte ohne seitliches Blättern`, async ({ page }) => {
      await signInAsDana(page);
      await page.goto(path);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      // One pixel is the table's border rounding against its container, not a hidden column.
      for (const overflow of await tableOverflow(page)) expect(overflow).toBeLessThanOrEqual(1);
      // Every column header is on screen as a whole.
      for (const header of await page.getByRole('columnheader').all()) {
        const box = (await header.boundingBox())!;
        expect(box.x + box.width, await header.innerText()).toBeLessThanOrEqual(1280);
      }
    });
  }
});
