import { randomUUID } from 'node:crypto';
import { apiToken, DANA } from './support/api.ts';
import { blockingViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Wednesday of next week: a day with a neighbour in the same week, whatever today is. */
const nextWednesday = () => {
  const today = berlinToday();
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 7 - weekday + 2);
};

test.describe('am Schreibtisch (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('Dana legt in der Woche einen Termin an, zieht ihn auf den nächsten Tag und sieht ihn in der Liste', async ({
    page,
  }) => {
    test.slow();
    const title = `Abnahme ${randomUUID().slice(0, 6)}`;
    const wednesday = nextWednesday();
    const thursday = addDays(wednesday, 1);
    await signInAsDana(page);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Kalender' })
      .click();
    await expect(page).toHaveURL(/\/calendar\/week/);
    await page.goto(`/calendar/week?datum=${wednesday}`);

    await page.getByRole('button', { name: 'Neuer Termin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Termin' });
    await dialog.getByLabel('Titel').fill(title);
    await dialog.getByLabel('Ort').fill('Baustelle Süd');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();

    const event = page.locator('.fc-timegrid-event', { hasText: title });
    await expect(page.locator(`.fc-timegrid-col[data-date="${wednesday}"]`).getByText(title)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // Drag it one day to the right, same time.
    const from = (await event.boundingBox())!;
    const target = (await page.locator(`.fc-timegrid-col[data-date="${thursday}"]`).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 8);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 10, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, from.y + 8, { steps: 10 });
    await page.mouse.up();
    await expect(page.getByText('Termin verschoben.')).toBeVisible();

    await page.reload();
    await expect(page.locator(`.fc-timegrid-col[data-date="${thursday}"]`).getByText(title)).toBeVisible();
    await expect(page.locator(`.fc-timegrid-col[data-date="${wednesday}"]`).getByText(title)).toHaveCount(0);

    await page.getByText('Liste', { exact: true }).click();
    await expect(page).toHaveURL(/\/calendar\/list/);
    const row = page.locator('.fc-list-event', { hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('09:00');
    // The day heading right above the appointment is Thursday.
    await expect(page.locator(`.fc-list-day[data-date="${thursday}"]`)).toBeVisible();
  });
});

test.describe('auf dem Telefon (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Dana sieht den heutigen Termin in der Tagesansicht', async ({ page, request }) => {
    const title = `Kundentermin ${randomUUID().slice(0, 6)}`;
    const today = berlinToday();
    const response = await request.post('/api/calendar/appointments', {
      headers: { authorization: `Bearer ${await apiToken(request, DANA)}` },
      data: { title, start: `${today}T12:00`, end: `${today}T13:00`, location: 'Büro' },
    });
    expect(response.status(), await response.text()).toBe(201);

    await signInAsDana(page);
    await page.goto('/calendar');
    await expect(page).toHaveURL(/\/calendar\/day/);
    await expect(page.locator('.fc-timegrid-event', { hasText: title })).toBeVisible();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator('.fc-timegrid-event', { hasText: title }).click();
    await expect(page.getByRole('dialog', { name: 'Termin bearbeiten' }).getByLabel('Titel')).toHaveValue(
      title,
    );
    expect(await blockingViolations(page)).toEqual([]);
  });
});
