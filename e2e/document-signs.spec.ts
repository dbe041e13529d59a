import { expect, test } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

const minusAmount = /^\u2212\d{1,3}(\.\d{3})*,\d{2} €$/;

test.describe('Storno und Gutschrift in der Dokumentliste', () => {
  test('lesen sich negativ, ohne „Offen“ beim Storno', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/createDocument?type=cancellation');
    const table = page.getByRole('table', { name: 'Dokumente' });
    const row = table.getByRole('row').filter({ hasText: 'Stornorechnung' }).first();
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').filter({ hasText: minusAmount }).first()).toBeVisible();
    const sums = page.getByRole('table', { name: 'Summe aller Treffer' });
    await expect(sums.getByRole('rowheader', { name: /^Summe Stornorechnungen \(\d+\)$/ })).toBeVisible();
    await expect(sums.getByText(minusAmount).last()).toBeVisible();

    await page.goto('/createDocument?type=creditNote');
    const credit = table.getByRole('row').filter({ hasText: 'Gutschrift' }).first();
    await expect(credit.getByRole('cell').filter({ hasText: minusAmount }).first()).toBeVisible();
  });

  test('Summen stehen je Dokumenttyp, Angebote ohne „Offen“', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/createDocument');
    const table = page.getByRole('table', { name: 'Dokumente' });
    // One row per type, never one sum over quotes and invoices together.
    const sums = page.getByRole('table', { name: 'Summe aller Treffer' });
    await expect(sums.getByRole('rowheader', { name: /^Summe Rechnungen \(\d+\)$/ })).toBeVisible();
    await expect(sums.getByRole('rowheader', { name: /^Summe Angebote \(\d+\)$/ })).toBeVisible();
    await expect(sums.getByRole('rowheader', { name: /^Summe [^(]+ \(\d+\)$/ })).toHaveCount(
      await sums
        .getByRole('row')
        .count()
        .then((rows) => rows - 1),
    );

    await page.goto('/createDocument?type=quote');
    const quote = table.getByRole('row').filter({ hasText: 'Angebot' }).first();
    await expect(quote).toBeVisible();
    // "Offen" comes right after the gross amount: a quote claims nothing, so it shows a dash
    // (the later "Fällig" cell of a quote is empty too).
    const gross = quote.getByRole('cell', { name: /^\d{1,3}(\.\d{3})*,\d{2} €$/ });
    await expect(gross.locator('xpath=following-sibling::td[1]')).toHaveText('–');
  });
});
