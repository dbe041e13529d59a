import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

/** `DD.MM.YYYY` of the first day of the month `offset` months from now (Berlin is close enough). */
const firstOfMonth = (offset: number) => {
  const now = new Date();
  const day = new Date(Date.UTC(now.getFullYear(), now.getMonth() + offset, 1));
  return `01.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
};

test.describe('Serienrechnungen', () => {
  test('Dana legt eine monatliche Serienrechnung an und holt zwei verpasste Monate mit „Jetzt ausführen“ nach', async ({
    page,
  }) => {
    const name = `Backofen-Wartung ${randomUUID().slice(0, 6)}`;
    await signInAsDana(page);
    await page.goto('/createDocument');
    await page.getByRole('link', { name: 'Serienrechnungen' }).click();
    await expect(page).toHaveURL('/createDocument/serialInvoice');
    await expect(page.getByRole('heading', { name: 'Serienrechnungen', level: 1 })).toBeVisible();
    // The demo tenant's two templates.
    await expect(page.getByRole('link', { name: 'Wartungsvertrag Heizung Leopoldstraße' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quartalsservice Küchenlüftung' })).toBeVisible();

    await page.getByRole('link', { name: 'Neue Serienrechnung' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('combobox', { name: 'Kunde' }).fill('Bäckerei');
    await page.getByRole('option', { name: 'Bäckerei Huber e.K.' }).click();
    const start = page.getByRole('textbox', { name: 'Beginn' });
    await start.fill(firstOfMonth(-1));
    await start.blur();
    await page.getByRole('textbox', { name: 'Betreff' }).fill('Wartung {{dokument.zeitraum}}');
    await page.getByRole('textbox', { name: 'Bezeichnung, Pos. 1' }).fill('Wartungspauschale Backofen');
    await page.getByRole('textbox', { name: 'Einzelpreis (netto), Pos. 1' }).fill('120');
    await page.getByRole('button', { name: 'Speichern' }).click();

    await expect(page.getByText('Die Serienrechnung wurde gespeichert.')).toBeVisible();
    await expect(page).toHaveURL(/\/createDocument\/serialInvoice\/edit\/\d+$/);
    await expect(page.getByText('Noch keine Rechnung geschrieben.')).toBeVisible();

    await page.getByRole('button', { name: 'Jetzt ausführen' }).click();
    await expect(page.getByText('2 Rechnungen geschrieben.')).toBeVisible();
    const log = page.getByRole('table').filter({ hasText: 'Zeitraum' });
    await expect(log.getByRole('link', { name: 'Entwurf' })).toHaveCount(2);
    await expect(log.getByText('Von Hand')).toHaveCount(2);

    // A second run writes nothing twice.
    await page.getByRole('button', { name: 'Jetzt ausführen' }).click();
    await expect(page.getByText('Heute ist kein Zeitraum fällig.')).toBeVisible();
    await expect(log.getByRole('link', { name: 'Entwurf' })).toHaveCount(2);

    await page.getByRole('link', { name: 'Serienrechnungen' }).first().click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Bäckerei Huber e.K.');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('142,80 €');
  });
});
