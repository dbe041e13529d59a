import { readFileSync } from 'node:fs';
import { apiToken, DANA } from './support/api.ts';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { signIn } from './support/ui.ts';

/** Dana's own profile id (the evaluation's `/workingtimes/evaluate/{id}`), via a separate API context. */
async function danaProfileId(request: APIRequestContext) {
  const token = await apiToken(request, DANA);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { profile: { id: number } }).profile.id;
}

/** No sideways scrolling: the page fits the viewport. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

test('Dana records a long day, sees the ArbZG findings of the month and downloads its PDF', async ({
  page,
  request,
}) => {
  // Profile, record, overlap, evaluation, PDF and the phone layout: one story, longer than most.
  test.slow();
  const profileId = await danaProfileId(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DANA.email, DANA.password);
  // argon2 on a shared CI machine can take longer than the default wait.
  await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible({ timeout: 20_000 });

  // The evaluation needs the workplace's Bundesland and the weekly hours: Dana's demo profile has
  // them (Bayern, 40 h, 30 vacation days), so no editing comes first.
  await page.goto(`/profiles/show/${profileId}`);
  await expect(page.getByRole('combobox', { name: 'Bundesland (Arbeitsort)' })).toHaveValue('Bayern');
  await expect(page.getByLabel('Wochenstunden')).toHaveValue(/^40([,.]0+)?$/);

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Arbeitszeiten' })
    .click();
  await expect(page.getByRole('heading', { name: 'Arbeitszeiten', level: 1 })).toBeVisible();
  await page.goto('/workingtimes?monat=2026-03');
  await expect(page.getByTestId('month-label')).toHaveText('März 2026');
  await page.getByRole('link', { name: 'Arbeitszeit erfassen' }).click();

  // Tuesday 3 March 2026: 08:00–19:00 with only 30 minutes of break.
  await page.getByLabel('Kommen').fill('2026-03-03T08:00');
  await page.getByLabel('Gehen').fill('2026-03-03T19:00');
  await page.getByLabel('Pause von').fill('2026-03-03T12:00');
  await page.getByLabel('Pause bis').fill('2026-03-03T12:30');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Arbeitszeit ist gespeichert.')).toBeVisible();
  const row = page.getByTestId('working-time-row').filter({ hasText: '03.03.2026' });
  await expect(row).toContainText('10:30 h');

  // The same time again overlaps: refused with the server's German message, nothing saved.
  await page.getByRole('link', { name: 'Arbeitszeit erfassen' }).click();
  await page.getByLabel('Kommen').fill('2026-03-03T18:00');
  await page.getByLabel('Gehen').fill('2026-03-03T20:00');
  await page.getByRole('button', { name: 'Pause entfernen' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'überschneidet sich' })).toBeVisible();
  await page.getByRole('button', { name: 'Abbrechen' }).click();

  await page.getByRole('link', { name: 'Auswertung' }).click();
  await expect(page).toHaveURL(new RegExp(`/workingtimes/evaluate/${profileId}\\?monat=2026-03$`));
  await expect(page.getByRole('heading', { name: 'Auswertung März 2026' })).toBeVisible();
  const findings = page.getByTestId('findings');
  await expect(findings).toContainText('§ 3 Höchstarbeitszeit');
  await expect(findings).toContainText('§ 4 Ruhepausen');
  await expect(findings).toContainText('Di., 03.03.2026');
  await expectNoHorizontalScroll(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Arbeitszeit-2026-03-.+\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // On the phone the figures, findings and records stay readable without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId('findings')).toContainText('§ 3 Höchstarbeitszeit');
  await expectNoHorizontalScroll(page);
  await page.goto('/workingtimes/list?monat=2026-03');
  await expect(page.getByTestId('working-time-row').filter({ hasText: '03.03.2026' })).toContainText(
    '10:30 h',
  );
  await expectNoHorizontalScroll(page);
});
