import { randomUUID } from 'node:crypto';
import { blockingViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

test('Dana sets up a project type with two phases and a default task; a new project of it starts in the first phase with the task', async ({
  page,
}) => {
  test.slow();
  const suffix = randomUUID().slice(0, 6);
  const typeName = `Webprojekt ${suffix}`;
  const projectName = `Relaunch ${suffix}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsDana(page);

  await page.getByRole('link', { name: 'Projekttypen' }).first().click();
  await expect(page).toHaveURL(/\/projecttypes\/list$/);
  await page.getByRole('link', { name: 'Neuer Projekttyp' }).click();
  await expect(page.getByRole('heading', { name: 'Neuer Projekttyp', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(typeName);
  await page.getByRole('button', { name: 'Phase hinzufügen' }).click();
  await page.getByRole('textbox', { name: 'Phase 1', exact: true }).fill('Konzept');
  await page.getByRole('button', { name: 'Phase hinzufügen' }).click();
  await page.getByRole('textbox', { name: 'Phase 2', exact: true }).fill('Umsetzung');
  await page.getByRole('button', { name: 'Aufgabe hinzufügen' }).click();
  await page.getByRole('textbox', { name: 'Aufgabe 1', exact: true }).fill('Kick-off vorbereiten');
  await page.getByRole('combobox', { name: 'Phase', exact: true }).click();
  await page.getByRole('option', { name: 'Konzept' }).click();
  await page.getByLabel('Fällig nach (Tagen)').fill('3');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page).toHaveURL(/\/projecttypes\/show\/\d+$/);
  await expect(page.getByRole('heading', { name: typeName, level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Kick-off vorbereiten' })).toContainText(
    'Phase Konzept',
  );

  await page.getByRole('link', { name: 'Projekt dieses Typs anlegen' }).click();
  await expect(page.getByRole('heading', { name: 'Neues Projekt', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Projekttyp' })).toHaveValue(typeName);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(projectName);
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByRole('heading', { name: projectName, level: 1 })).toBeVisible();
  const status = page.getByRole('group', { name: 'Projektstand' });
  await expect(status.getByText('Phase: Konzept')).toBeVisible();
  await expect(status.getByRole('link', { name: 'Kick-off vorbereiten' })).toBeVisible();
  await expect(status.getByText('0,00 € verbraucht (kein Budget festgelegt)')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // The phase moves on right on the project page.
  await status.getByText('Umsetzung', { exact: true }).click();
  await expect(page.getByText('Phase „Umsetzung“ eingestellt.')).toBeVisible();
  await expect(status.getByText('Phase: Umsetzung')).toBeVisible();

  // The phone: the same page in one column.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('heading', { name: projectName, level: 1 })).toBeVisible();
  await expect(status.getByRole('link', { name: 'Kick-off vorbereiten' })).toBeVisible();
  await expect(status.getByText('Phase: Umsetzung')).toBeVisible();
  expect(
    await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
  ).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);
});
