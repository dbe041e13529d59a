import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { blockingViolations } from './support/axe.ts';
import { createFinalizedInvoice, danaApi, today } from './support/documents.ts';
import { signInAsDana } from './support/ui.ts';

// Outgoing documents: the editor, finalizing, the archived files, payments and Storno.
// Every test works with a customer and article of its own: the demo tenant is shared.

const unique = () => randomUUID().slice(0, 8);
const germanToday = () => today().split('-').reverse().join('.');

/** A customer who wants XRechnung (UBL), with a Leitweg-ID as public buyers have. */
const createCustomer = (request: APIRequestContext, name: string) =>
  danaApi<{ id: number }>(request, 'post', '/api/entities/customers', {
    data: {
      kind: 'company',
      company_name: name,
      street: 'Marienplatz 1',
      zip: '80331',
      city: 'München',
      country: 'DE',
      email: 'rechnung@example.org',
      leitweg_id: '04011000-12345-67',
      einvoice_format: 'xrechnungUbl',
    },
  });

const createArticle = (request: APIRequestContext, name: string) =>
  danaApi<{ id: number }>(request, 'post', '/api/entities/articles', {
    data: { kind: 'service', name, unit: 'HUR', net_price: '95.00', vat_rate: '19' },
  });

const line = (page: Page, position: number) => page.getByTestId('document-line').nth(position - 1);
const field = (page: Page, name: string, position: number) =>
  page.getByRole('textbox', { name: `${name}, Pos. ${position}`, exact: true });

async function downloadText(page: Page, menuItem: string) {
  await page.getByRole('button', { name: 'Herunterladen' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: menuItem, exact: true }).click(),
  ]);
  // The menu fades out after the click; wait until it is gone so later checks see the page itself.
  await expect(page.getByRole('menu')).toHaveCount(0);
  const path = await download.path();
  return readFileSync(path!);
}

test.describe('Dokumente', () => {
  test('Rechnung mit drei Positionen schreiben, festschreiben, herunterladen und bezahlen', async ({
    page,
    request,
  }) => {
    test.slow();
    const id = unique();
    const customerName = `Stadtwerke ${id}`;
    const articleName = `Beratung ${id}`;
    const customer = await createCustomer(request, customerName);
    await createArticle(request, articleName);

    await signInAsDana(page);
    await page.goto(`/createDocument/edit?type=invoice&customer=${customer.id}`);
    await expect(page.getByRole('heading', { name: 'Neues Dokument: Rechnung' })).toBeVisible();

    // 1: from the article, via type-ahead and Enter.
    const articleSearch = page.getByRole('combobox', { name: 'Artikel suchen und hinzufügen' });
    await articleSearch.fill(articleName);
    await expect(page.getByRole('option', { name: new RegExp(articleName) })).toBeVisible();
    await articleSearch.press('Enter');
    await expect(field(page, 'Bezeichnung', 1)).toHaveValue(articleName);
    await field(page, 'Menge', 1).fill('2');

    // 2: a free line.
    await page.getByRole('button', { name: 'Freie Position' }).click();
    await field(page, 'Bezeichnung', 2).fill('Anfahrt');
    await field(page, 'Menge', 2).fill('1');
    await field(page, 'Einzelpreis (netto)', 2).fill('45,50');

    // 3: Enter in the last field of a line adds the next one; this one has a discount.
    await line(page, 2).getByRole('combobox', { name: 'USt., Pos. 2' }).press('Enter');
    await expect(page.getByTestId('document-line')).toHaveCount(3);
    await expect(field(page, 'Bezeichnung', 3)).toBeFocused();
    await field(page, 'Bezeichnung', 3).fill('Material');
    await field(page, 'Menge', 3).fill('4');
    await field(page, 'Einzelpreis (netto)', 3).fill('25');
    await field(page, 'Rabatt %', 3).fill('10');

    // Alt+↑ moves the line with the cursor in it; Alt+↓ moves it back.
    await field(page, 'Bezeichnung', 3).press('Alt+ArrowUp');
    await expect(field(page, 'Bezeichnung', 2)).toHaveValue('Material');
    await expect(field(page, 'Bezeichnung', 2)).toBeFocused();
    await field(page, 'Bezeichnung', 2).press('Alt+ArrowDown');
    await expect(field(page, 'Bezeichnung', 3)).toHaveValue('Material');

    // Live totals: 190.00 + 45.50 + 90.00 = 325.50 net, 19 % = 61.85, gross 387.35.
    await expect(page.getByTestId('total-Nettobetrag')).toHaveText('325,50 €');
    await expect(page.getByTestId('total-Gesamtbetrag')).toHaveText('387,35 €');

    await page.getByRole('textbox', { name: 'Leistungsdatum' }).fill(germanToday());
    await page.getByRole('textbox', { name: 'Betreff' }).fill(`Beratung ${id}`);
    await expect(page.getByTestId('autosave-status')).toHaveText('Gespeichert', { timeout: 10_000 });
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Zur Ansicht' }).click();
    await expect(page.getByRole('heading', { name: 'Rechnung (Entwurf)' })).toBeVisible();
    await page.getByRole('button', { name: 'Festschreiben' }).click();
    await expect(page.getByRole('dialog', { name: 'Dokument festschreiben?' })).toContainText('GoBD');
    await page.getByRole('button', { name: 'Endgültig festschreiben' }).click();
    const heading = page.getByRole('heading', { name: /^Rechnung [^\s(]+$/ });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    const number = (await heading.textContent())!.replace('Rechnung ', '');
    await expect(page.getByText('Festgeschrieben', { exact: true }).first()).toBeVisible();

    const pdf = await downloadText(page, 'PDF');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const xml = (await downloadText(page, 'XRechnung (UBL)')).toString('utf8');
    expect(xml).toContain(number);
    expect(xml).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Zahlung erfassen' }).click();
    await expect(page.getByRole('textbox', { name: 'Betrag (€)' })).toHaveValue('387,35');
    await page.getByRole('button', { name: 'Zahlung speichern' }).click();
    await expect(page.getByText('Bezahlt', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zahlung erfassen' })).toHaveCount(0);

    // The list finds it by status and search.
    await page.goto(`/createDocument?status=paid&q=${encodeURIComponent(number)}`);
    await expect(page.getByRole('row').filter({ hasText: number })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Bezahlt');
  });

  test('Rechnung stornieren und nach Status filtern', async ({ page, request }) => {
    const id = unique();
    const customer = await createCustomer(request, `Storno-Kunde ${id}`);
    const invoice = await createFinalizedInvoice(request, customer.id, { subject: `Storno ${id}` });

    await signInAsDana(page);
    await page.goto(`/createDocument/show/${invoice.id}`);
    await expect(page.getByRole('heading', { name: `Rechnung ${invoice.number}` })).toBeVisible();
    await page.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await page.getByRole('menuitem', { name: 'Stornieren' }).click();
    await page.getByRole('button', { name: 'Stornorechnung erstellen' }).click();
    await expect(page.getByRole('heading', { name: /^Stornorechnung [^\s(]+$/ })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('tab', { name: 'Verknüpfte Dokumente' }).click();
    await expect(page.getByText('Storniert', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: `Rechnung ${invoice.number}` })).toBeVisible();
    await page.getByRole('tab', { name: 'Prüfbericht' }).click();
    await expect(page.getByText(/^Gültig nach EN 16931 und XRechnung 3.0/)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Historie' }).click();
    await expect(page.getByRole('list', { name: 'Historie' }).getByRole('listitem').first()).toBeVisible();

    // The status filter in the URL: the cancelled invoice is found as "Storniert", not as open.
    await page.goto(`/createDocument?q=${encodeURIComponent(`Storno ${id}`)}`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Storniert' }).click();
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(page.getByRole('row').filter({ hasText: invoice.number })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto(`/createDocument?status=overdue&q=${encodeURIComponent(`Storno ${id}`)}`);
    await expect(page.getByText('Keine Treffer')).toBeVisible();
  });

  test('Rechnung duplizieren: ein neuer Entwurf mit Kunde, Betreff und Positionen', async ({
    page,
    request,
  }) => {
    const id = unique();
    const customer = await createCustomer(request, `Dupli-Kunde ${id}`);
    const invoice = await createFinalizedInvoice(request, customer.id, { subject: `Wartung ${id}` });

    await signInAsDana(page);
    await page.goto(`/createDocument/show/${invoice.id}`);
    await expect(page.getByRole('heading', { name: `Rechnung ${invoice.number}` })).toBeVisible();
    await page.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await page.getByRole('menuitem', { name: 'Duplizieren' }).click();
    await expect(page.getByText('Kopie als Entwurf angelegt.')).toBeVisible();
    await expect(page).toHaveURL(/\/createDocument\/edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Betreff' })).toHaveValue(`Wartung ${id}`);
    await expect(field(page, 'Bezeichnung', 1)).toHaveValue('Wartung');
    await expect(page.getByTestId('total-Gesamtbetrag')).toHaveText('190,40 €');
    // The service date belonged to the original job; the copy asks for its own.
    await expect(page.getByRole('textbox', { name: 'Leistungsdatum' })).toHaveValue('');
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('ein neues Dokument beginnt im Kundenfeld; Enter nimmt den einzigen Treffer', async ({
    page,
    request,
  }) => {
    const id = unique();
    await createCustomer(request, `Eindeutig ${id}`);
    await signInAsDana(page);
    await page.goto('/createDocument/edit?type=quote');
    const customerField = page.getByRole('combobox', { name: 'Kunde', exact: true });
    await expect(customerField).toBeFocused();
    // Enter right after typing, before the search answered: the match is taken when it arrives.
    await page.keyboard.type(`Eindeutig ${id}`);
    await page.keyboard.press('Enter');
    await expect(customerField).toHaveValue(`Eindeutig ${id}`);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page.getByTestId('autosave-status')).toHaveText('Gespeichert', { timeout: 10_000 });
    await expect(page).toHaveURL(/\/createDocument\/edit\/\d+$/);
  });

  test('Telefon: Liste als Karten, Dokument mit Vorschau-Link', async ({ page, request }) => {
    const id = unique();
    const customer = await createCustomer(request, `Mobil ${id}`);
    const invoice = await createFinalizedInvoice(request, customer.id, { subject: `Mobil ${id}` });
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsDana(page);
    await page.goto(`/createDocument?q=${encodeURIComponent(`Mobil ${id}`)}`);
    const card = page.getByRole('link', { name: new RegExp(`Rechnung ${invoice.number}`) });
    await expect(card).toBeVisible();
    // The first document is on screen at once: the filters wait behind their button.
    await expect(card).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('textbox', { name: 'Datum bis' })).toBeHidden();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Datum bis' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await card.click();
    await expect(page.getByRole('heading', { name: `Rechnung ${invoice.number}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'PDF-Vorschau öffnen' })).toBeVisible({ timeout: 20_000 });
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(375);

    // The line editor wraps each line into a card whose fields say what they are.
    await page.goto(`/createDocument/edit?type=invoice&customer=${customer.id}`);
    await page.getByRole('button', { name: 'Freie Position' }).click();
    const firstLine = page.getByTestId('document-line').first();
    for (const label of ['Bezeichnung', 'Menge', 'Einheit', 'Einzelpreis (netto)', 'Rabatt %', 'USt.'])
      await expect(firstLine.getByText(label, { exact: true })).toBeVisible();
  });

  test('dunkler Modus: Liste, Editor und Ansicht ohne ernste Mängel', async ({ page, request }) => {
    const id = unique();
    const customer = await createCustomer(request, `Dunkel ${id}`);
    const invoice = await createFinalizedInvoice(request, customer.id, { subject: `Dunkel ${id}` });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await signInAsDana(page);

    await page.goto(`/createDocument?q=${encodeURIComponent(`Dunkel ${id}`)}`);
    await expect(page.getByRole('row').filter({ hasText: invoice.number })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page.goto(`/createDocument/show/${invoice.id}`);
    await expect(page.getByRole('heading', { name: `Rechnung ${invoice.number}` })).toBeVisible();
    await expect(page.getByTitle('PDF-Vorschau')).toBeVisible({ timeout: 20_000 });
    expect(await blockingViolations(page)).toEqual([]);

    await page.goto(`/createDocument/edit?type=quote&customer=${customer.id}`);
    await page.getByRole('button', { name: 'Freie Position' }).click();
    await field(page, 'Bezeichnung', 1).fill('Angebotsposition');
    await field(page, 'Einzelpreis (netto)', 1).fill('10');
    await expect(page.getByTestId('autosave-status')).toHaveText('Gespeichert', { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Angebot bearbeiten (Entwurf)' })).toBeVisible();
    await expect(page).toHaveURL(/\/createDocument\/edit\/\d+$/);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('unbekannte Unterseiten sind 404', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/createDocument/show/abc');
    await expect(page.getByText('Page not found').first()).toBeVisible();
    await page.goto('/createDocument/nothing');
    await expect(page.getByText('Page not found').first()).toBeVisible();
  });
});
