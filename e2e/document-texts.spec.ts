import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { apiToken, DANA } from './support/api.ts';
import { danaApi } from './support/documents.ts';
import { signInAsDana } from './support/ui.ts';

// Texts per document type: a quote reads like a quote, the invoice made from it asks for the
// amount due in one consistent payment sentence. The demo tenant's standard texts are used.

const unique = () => randomUUID().slice(0, 8);
const field = (page: Page, name: string, position: number) =>
  page.getByRole('textbox', { name: `${name}, Pos. ${position}`, exact: true });

/** The text of a document's PDF preview (a draft renders with today's data), on one line. */
async function previewText(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(`/api/documents/${id}/preview`, {
    headers: { authorization: `Bearer ${await apiToken(request, DANA)}` },
  });
  expect(response.status()).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('ein Angebot liest sich wie ein Angebot, die Rechnung daraus fordert den Zahlbetrag an', async ({
  page,
  request,
}) => {
  test.slow();
  const id = unique();
  const customer = await danaApi<{ id: number }>(request, 'post', '/api/entities/customers', {
    data: {
      kind: 'person',
      salutation: 'Frau',
      first_name: 'Erika',
      last_name: `Texter ${id}`,
      street: 'Lindenweg 3',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      email: 'erika@example.org',
      payment_term_days: 14,
      skonto_percent: '2',
      skonto_days: 7,
      einvoice_format: 'pdf',
    },
  });

  await signInAsDana(page);
  await page.goto(`/createDocument/edit?type=quote&customer=${customer.id}`);
  await expect(page.getByRole('heading', { name: 'Neues Dokument: Angebot' })).toBeVisible();
  await page.getByRole('button', { name: 'Freie Position' }).click();
  await field(page, 'Bezeichnung', 1).fill('Monteurstunde');
  await field(page, 'Menge', 1).fill('3');
  await field(page, 'Einzelpreis (netto)', 1).fill('65');
  await expect(page.getByTestId('autosave-status')).toHaveText('Gespeichert', { timeout: 10_000 });
  await expect(page).toHaveURL(/\/createDocument\/edit\/\d+$/);
  const quoteId = Number(/(\d+)$/.exec(page.url())![1]);

  // The quote's standard texts: an offer, no request for payment.
  await expect(page.getByRole('textbox', { name: 'Einleitungstext' })).toHaveValue(/bieten wir Ihnen an/);
  await expect(page.getByRole('textbox', { name: 'Schlusstext' })).not.toHaveValue(/überweisen/);
  const quotePdf = await previewText(request, quoteId);
  expect(quotePdf).toContain('Angebot');
  expect(quotePdf).toContain('Sehr geehrte Frau Texter');
  expect(quotePdf).toContain('Gern bieten wir Ihnen an');
  expect(quotePdf).not.toMatch(/überweisen|Zahlbar|berechnen wir/);

  // Finalized and continued as invoice: the invoice gets the invoice's texts.
  await page.getByRole('link', { name: 'Zur Ansicht' }).click();
  await expect(page.getByRole('heading', { name: 'Angebot (Entwurf)' })).toBeVisible();
  await page.getByRole('button', { name: 'Festschreiben' }).click();
  await page.getByRole('button', { name: 'Endgültig festschreiben' }).click();
  await expect(page.getByRole('heading', { name: /^Angebot [^\s(]+$/ })).toBeVisible({ timeout: 20_000 });
  expect(await previewText(request, quoteId)).not.toMatch(/überweisen|Zahlbar/);
  await page.getByRole('button', { name: 'Weiterführen als …' }).click();
  await page.getByRole('menuitem', { name: 'Rechnung', exact: true }).click();
  await expect(page.getByText('Rechnung als Entwurf angelegt.')).toBeVisible();
  await expect(page).toHaveURL(/\/createDocument\/(edit|show)\/\d+$/);
  const invoiceId = Number(/(\d+)$/.exec(page.url())![1]);
  expect(invoiceId).not.toBe(quoteId);

  // 3 × 65,00 € + 19 % = 232,05 €; 2 % Skonto = 4,64 €.
  const invoicePdf = await previewText(request, invoiceId);
  expect(invoicePdf).toContain('Rechnung');
  expect(invoicePdf).toContain('berechnen wir Ihnen');
  expect(invoicePdf).toContain('Bitte überweisen Sie den Zahlbetrag von 232,05 €');
  expect(invoicePdf).toMatch(
    /Zahlbar bis \d\d\.\d\d\.\d{4} ohne Abzug oder bis \d\d\.\d\d\.\d{4} mit 2 % Skonto \(4,64 €\)\./,
  );
  // One payment sentence: said once, never contradicted.
  expect(invoicePdf.match(/Zahlbar/g)).toHaveLength(1);
  expect(invoicePdf).not.toContain('Gern bieten wir');
});
