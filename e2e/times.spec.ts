import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, DANA } from './support/api.ts';
import { expect, test, type Page } from './support/test.ts';
import { signIn } from './support/ui.ts';

/** Signs Dana in; argon2 on a busy machine may take longer than the default wait. */
async function signInAsDana(page: Page) {
  await signIn(page, DANA.email, DANA.password);
  await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible({ timeout: 60_000 });
}

/** A customer with a project of its own (hourly rate 95 €), unique per run. */
async function customerWithProject(request: APIRequestContext) {
  const suffix = randomUUID().slice(0, 6);
  const headers = { authorization: `Bearer ${await apiToken(request, DANA)}` };
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { headers, data });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: number };
  };
  const customer = await post('/api/entities/customers', {
    data: { kind: 'company', company_name: `Zeitkunde ${suffix} GmbH` },
  });
  await post('/api/entities/projects', {
    data: { name: `Relaunch ${suffix}`, customer: customer.id, status: 'active', hourly_rate: '95' },
  });
  return {
    customerId: customer.id,
    customerName: `Zeitkunde ${suffix} GmbH`,
    projectName: `Relaunch ${suffix}`,
  };
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

async function pickRecord(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  label: string,
  name: string,
) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(name);
  await page.getByRole('option', { name }).click();
}

test.describe('auf dem Telefon (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Dana stempelt auf dem Telefon ein und aus und stoppt einen Timer auf einem Projekt', async ({
    page,
    request,
  }) => {
    test.slow();
    const { projectName } = await customerWithProject(request);
    await signInAsDana(page);
    await page.goto('/mobile');
    const clock = page.getByRole('region', { name: 'Stempeluhr' });
    await expect(clock).toBeVisible();
    // A run before may have left Dana clocked in.
    if (await clock.getByRole('button', { name: 'Gehen' }).isVisible()) {
      await clock.getByRole('button', { name: 'Gehen' }).click();
    }
    await clock.getByRole('button', { name: 'Kommen' }).click();
    await expect(clock.getByText(/Eingestempelt seit \d\d:\d\d Uhr/)).toBeVisible();
    await expect(clock.getByRole('button', { name: 'Pause beginnen' })).toBeVisible();
    await expect(clock.getByTestId('today-net')).toContainText('Heute netto:');
    await expectNoHorizontalScroll(page);

    // The timer on a project, started on the phone; it keeps running over a reload.
    if (await page.getByRole('button', { name: 'Timer anhalten' }).isVisible()) {
      await page.getByRole('button', { name: 'Timer anhalten' }).click();
    }
    await pickRecord(page, page, 'Projekt', projectName);
    await page.getByLabel('Tätigkeit').fill('Aufmaß vor Ort');
    await page.getByRole('button', { name: 'Timer starten' }).click();
    await expect(page.getByTestId('timer-elapsed')).toBeVisible();
    await expect(page.getByText(projectName)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('timer-elapsed')).toBeVisible();
    await expect(page.getByText(`· ${projectName} · Aufmaß vor Ort`)).toBeVisible();
    await expectNoHorizontalScroll(page);

    // A stopped timer books whole minutes, at least one, whatever the second on the clock.
    await page.getByRole('button', { name: 'Timer anhalten' }).click();
    await expect(page.getByText(/Gebucht: 0:0[12] h/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Timer starten' })).toBeVisible();

    // Kommen and Gehen are wall-clock minutes: within the same minute nothing is booked (a
    // mis-tap), across a minute boundary the stretch is. Both are right; no waiting for the clock.
    await clock.getByRole('button', { name: 'Gehen' }).click();
    await expect(
      page.getByText(
        /Gehen gebucht: 0:0[1-3] h netto\.|Kommen und Gehen in derselben Minute – es wurde keine Arbeitszeit gebucht\./,
      ),
    ).toBeVisible();
    await expect(clock.getByText('Sie sind nicht eingestempelt.')).toBeVisible();
    await expect(clock.getByRole('button', { name: 'Kommen' })).toBeVisible();
  });
});

test.describe('am Schreibtisch (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Dana erfasst Zeiten, gibt sie frei und rechnet sie als Rechnungsentwurf ab', async ({
    page,
    request,
  }) => {
    test.slow();
    const { customerName, projectName } = await customerWithProject(request);
    await signInAsDana(page);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Zeiterfassung' })
      .click();
    await expect(page.getByRole('heading', { name: 'Zeiterfassung', level: 1 })).toBeVisible();

    // Quick entry on Monday of this week: 09:00–11:30 and 45 minutes on the project.
    const form = page.getByRole('form', { name: 'Zeit erfassen' });
    await pickRecord(page, form, 'Projekt', projectName);
    await form.getByLabel('Beginn').fill('09:00');
    await form.getByLabel('Ende').fill('11:30');
    await form.getByLabel('Tätigkeit').fill('Konzept');
    await form.getByRole('button', { name: 'Zeit speichern' }).click();
    await expect(page.getByText('Die Zeit ist gespeichert.').first()).toBeVisible();
    await form.getByLabel('Dauer (Minuten)').fill('45');
    await form.getByLabel('Tätigkeit').fill('Abstimmung');
    await form.getByRole('button', { name: 'Zeit speichern' }).click();
    await expect(page.getByText('Konzept')).toBeVisible();
    await expect(page.getByText('Abstimmung')).toBeVisible();

    await page.getByRole('button', { name: 'Alle offenen freigeben' }).click();
    await expect(page.getByText(/Einträge? freigegeben\./)).toBeVisible();

    await page.getByRole('button', { name: 'Zeiten abrechnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Freigegebene Zeiten abrechnen' });
    await pickRecord(page, dialog, 'Kunde', customerName);
    await dialog.getByRole('button', { name: 'Rechnungsentwurf erstellen' }).click();
    await expect(page.getByText('Rechnungsentwurf mit 2 Zeiteinträgen erstellt.')).toBeVisible();
    await expect(page).toHaveURL(/\/createDocument\/edit\/\d+$/);

    // The draft holds the line (3:15 h at 95 €) and links back to its time entries.
    const lines = page.getByRole('region', { name: 'Positionen' });
    await expect(lines.getByRole('textbox', { name: 'Bezeichnung, Pos. 1' })).toHaveValue(
      `Arbeitszeit – ${projectName}`,
    );
    await expect(lines.getByRole('textbox', { name: 'Beschreibung, Pos. 1' })).toHaveValue(
      /09:00–11:30: 2,5 h Konzept/,
    );
    await expect(lines.getByRole('textbox', { name: 'Menge, Pos. 1' })).toHaveValue('3,25');
    const back = page.getByRole('link', { name: 'Zeiteinträge dieser Rechnung (2)' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/times\?rechnung=\d+$/);
    await expect(page.getByText('Abgerechnet').first()).toBeVisible();
    await expect(page.getByText('Konzept')).toBeVisible();
  });
});
