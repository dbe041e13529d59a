import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { apiToken, DANA } from './support/api.ts';
import { signInAsDana } from './support/ui.ts';

// A custom field end to end: defined under Einstellungen › Eigene Felder, then asked for in the
// customer form (required), shown on the record, as a list column, as a filter and in the export.

const listRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Removes the customer fields this spec defined: a required field left behind would block every later customer form. */
async function removeFields(request: APIRequestContext, labelPrefix: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, DANA)}` };
  const answer = await request.get('/api/custom-fields?entity_type=customers', { headers });
  const { items } = (await answer.json()) as {
    items: { id: number; label: string; deleted_at: string | null }[];
  };
  for (const field of items.filter((f) => f.label.startsWith(labelPrefix) && !f.deleted_at))
    expect((await request.delete(`/api/custom-fields/${field.id}`, { headers })).ok()).toBe(true);
}

test.afterEach(async ({ request }) => removeFields(request, 'Werkstoff '));

test('ein eigenes Pflichtfeld erscheint in Formular, Datensatz, Liste, Filter und Export', async ({
  page,
  request,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const label = `Werkstoff ${suffix}`;
  const customer = `Eigenfeld ${suffix} GmbH`;
  const other = `Andersfeld ${suffix} GmbH`;
  await signInAsDana(page);

  await page.goto('/settings/ownfields');
  await page.getByRole('button', { name: 'Feld hinzufügen' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Bezeichnung').fill(label);
  await dialog.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: 'Auswahl', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Option 1' }).fill('Holz');
  await dialog.getByRole('button', { name: 'Option hinzufügen' }).click();
  await dialog.getByRole('textbox', { name: 'Option 2' }).fill('Metall');
  await dialog.getByRole('checkbox', { name: 'Pflichtfeld' }).check();
  await dialog.getByRole('checkbox', { name: 'In der Liste anzeigen' }).check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`Das Feld „${label}“ wurde angelegt.`)).toBeVisible();
  const key = `werkstoff_${suffix}`;

  // The create form asks for it in its own section and will not save without it.
  await page.goto('/standardEntity/customers/create');
  const section = page.getByRole('group', { name: 'Weitere Felder' });
  await expect(section.getByRole('combobox', { name: label })).toBeVisible();
  await page.getByLabel('Firmenname').fill(customer);
  await page.getByLabel('PLZ').fill('80331');
  await page.getByLabel('Ort', { exact: true }).fill('München');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(section.getByRole('combobox', { name: label })).toHaveAccessibleDescription(
    `Bitte ${label} angeben.`,
  );
  await expect(section.getByRole('combobox', { name: label })).toBeFocused();
  await section.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: 'Metall' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByRole('heading', { name: customer, level: 1 })).toBeVisible();
  const shown = page.getByRole('group', { name: 'Weitere Felder' });
  await expect(shown.getByText(label)).toBeVisible();
  await expect(shown.getByText('Metall')).toBeVisible();

  // Another customer with the other option, created through the API with the derived key.
  const token = await apiToken(request, DANA);
  const created = await request.post('/api/entities/customers', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      data: { kind: 'company', company_name: other, zip: '80331', city: 'München', country: 'DE' },
      custom: { [key]: 'holz' },
    },
  });
  expect(created.ok()).toBe(true);

  // A list column (shown in the list by its definition) …
  await page.goto('/standardEntity/customers');
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(suffix);
  await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
  await expect(listRow(page, customer)).toContainText('Metall');
  await expect(listRow(page, other)).toContainText('Holz');

  // … a filter …
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('region', { name: 'Filter' }).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: 'Metall' }).click();
  await expect(page).toHaveURL(new RegExp(`custom\\.${key}`));
  await expect(listRow(page, customer)).toBeVisible();
  await expect(listRow(page, other)).toHaveCount(0);

  // … and a column of the CSV export, which follows search and filter.
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kunden-.*\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toContain(label);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(customer);
  expect(rows[0]).toContain('Metall');
});
