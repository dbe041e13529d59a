import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { apiToken, DANA } from './support/api.ts';
import { blockingViolations } from './support/axe.ts';
import { signInAsDana } from './support/ui.ts';

interface Customer {
  id: number;
  version: number;
  data: Record<string, unknown>;
}

async function danaHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, DANA)}` };
}

const timelineEntry = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Historie' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

test.describe('Historie eines Datensatzes', () => {
  test('zeigt Anlage und Änderungen mit Feldnamen, folgt live und nimmt Notizen auf', async ({
    page,
    request,
  }) => {
    const name = `Historie Haustechnik ${randomUUID().slice(0, 6)} GmbH`;
    const headers = await danaHeaders(request);
    const created = await request.post('/api/entities/customers', {
      headers,
      data: { data: { kind: 'company', company_name: name, city: 'Leipzig' } },
    });
    expect(created.status()).toBe(201);
    const customer = (await created.json()) as Customer;

    await signInAsDana(page);
    await page.goto(`/standardEntity/customers/show/${customer.id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Historie' }).click();

    const creation = timelineEntry(page, 'Kunde angelegt');
    await expect(creation).toContainText('von Dana Demo');
    await expect(creation.getByRole('row').filter({ hasText: 'Firmenname' })).toContainText(name);
    await expect(creation.getByRole('row').filter({ hasText: 'Umsatzsteuer' })).toContainText(
      'Inland (Regelbesteuerung)',
    );

    // Someone else changes the customer: the open timeline shows it without reloading.
    const changed = await request.put(`/api/entities/customers/${customer.id}`, {
      headers,
      data: {
        data: { ...customer.data, city: 'Dresden', skonto_percent: '2.5', skonto_days: 7 },
        version: customer.version,
      },
    });
    expect(changed.status()).toBe(200);
    const change = timelineEntry(page, 'Kunde geändert');
    await expect(change.getByRole('row').filter({ hasText: 'Ort' })).toContainText(/Leipzig\s*Dresden/);
    await expect(change.getByRole('row').filter({ hasText: 'Skonto (%)' })).toContainText('2,5 %');
    await expect(change).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);

    const note = 'Telefonat: Herr Korn möchte Rechnungen künftig per E-Mail.';
    const noteInput = page.getByRole('textbox', { name: 'Notiz' });
    await noteInput.fill(note);
    await page.getByRole('button', { name: 'Notiz hinzufügen' }).click();
    await expect(page.getByText('Die Notiz wurde gespeichert.')).toBeVisible();
    await expect(noteInput).toHaveValue('');
    const noteEntry = timelineEntry(page, 'Notiz');
    await expect(noteEntry).toContainText(note);
    await expect(noteEntry).toContainText('von Dana Demo');
    // Newest first: the note above the change above the creation.
    const order = await page
      .getByRole('list', { name: 'Historie' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(order).toEqual(['Notiz', 'Kunde geändert', 'Kunde angelegt']);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      expect(await blockingViolations(page), colorScheme).toEqual([]);
    }

    // An empty note is explained, not sent.
    await page.getByRole('button', { name: 'Notiz hinzufügen' }).click();
    await expect(page.getByText('Bitte eine Notiz eingeben.')).toBeVisible();
  });

  test('die Statusseite zeigt das Ergebnis der Kettenprüfung', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/test');
    const chain = page.getByRole('region', { name: 'Historie' });
    await expect(chain).toContainText('Kette intakt');
    await expect(chain).toContainText(/[\d.]+ Einträge geprüft: alle vollständig und unverändert\./);
    await expect(chain).toContainText('Geprüft');
  });
});
