import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { apiToken, DANA } from './support/api.ts';
import {
  createCompanyCustomer,
  createFinalizedInvoice,
  danaApi,
  daysAgo,
  today,
} from './support/documents.ts';
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

/** The text of a dunning notice's archived PDF, on one line. */
async function noticeText(request: APIRequestContext, documentId: number, noticeId: number) {
  const response = await request.get(`/api/documents/${documentId}/dunning-notices/${noticeId}/pdf`, {
    headers: { authorization: `Bearer ${await apiToken(request, DANA)}` },
  });
  expect(response.status()).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('Dana passt den Standardtext der 1. Mahnung an und findet ihn auf der erstellten Mahnung', async ({
  page,
  request,
}) => {
  test.slow();
  const id = unique();
  // An invoice due four weeks ago, already reminded once: the next level is the 1. Mahnung.
  const customer = await createCompanyCustomer(request, `Mahnkunde ${id} GmbH`);
  const invoice = await createFinalizedInvoice(request, customer.id, {
    date: daysAgo(42),
    paymentTermDays: 14,
  });
  await danaApi(request, 'post', `/api/documents/${invoice.id}/dunning-notices`, {
    level: 1,
    notice_date: today(),
    payment_days: 7,
  });

  // Settings → Textvorlagen: the standard intro of the 1. Mahnung, rewritten with the fee.
  await signInAsDana(page);
  await page.goto('/settings/texttemplates');
  const dunningIntros = page.getByRole('region', { name: 'Einleitungstext Mahnung', exact: true });
  const standard = dunningIntros.getByRole('listitem', { name: 'Einleitung 1. Mahnung', exact: true });
  await expect(standard).toContainText('für 1. Mahnung');
  await standard.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Textvorlage bearbeiten' });
  await dialog
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill(
      `{{kunde.anrede}}\n\nunsere {{dokument.art}} {{dokument.nummer}} war am {{dokument.faellig_am}} fällig (Vorgang ${id}). ` +
        'Wir berechnen eine Mahngebühr von {{mahnung.gebuehr}} und bitten um {{mahnung.forderung}} bis {{mahnung.frist}}.',
    );
  await expect(dialog.getByTestId('template-preview')).toContainText(
    'Wir berechnen eine Mahngebühr von 2,50 €',
  );
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Textvorlage „Einleitung 1. Mahnung“ wurde gespeichert.')).toBeVisible();

  // Without a fee the text would print „eine Mahngebühr von “: refused, naming the placeholder.
  await page.goto(`/createDocument/show/${invoice.id}`);
  await page.getByRole('button', { name: '1. Mahnung erstellen' }).click();
  const create = page.getByRole('dialog', { name: '1. Mahnung erstellen' });
  await create.getByRole('textbox', { name: 'Mahngebühr (€)' }).fill('0');
  await create.getByRole('button', { name: 'Erstellen' }).click();
  // Refused in the dialog itself, next to the fee that caused it; the dialog stays open.
  await expect(create.getByRole('alert')).toContainText(/Der Platzhalter \{\{mahnung\.gebuehr\}\} ist leer/);

  await create.getByRole('textbox', { name: 'Mahngebühr (€)' }).fill('2,50');
  await create.getByRole('button', { name: 'Erstellen' }).click();
  await expect(page.getByText('1 Mahnung wurde erstellt.')).toBeVisible();
  await expect(create).toBeHidden();

  const notices = await (
    await request.get(`/api/documents/${invoice.id}/dunning-notices`, {
      headers: { authorization: `Bearer ${await apiToken(request, DANA)}` },
    })
  ).json();
  const notice = (notices as { items: { id: number; level: number }[] }).items.find((n) => n.level === 2)!;
  const text = await noticeText(request, invoice.id, notice.id);
  expect(text).toContain('1. Mahnung');
  expect(text).toContain(`unsere Rechnung ${invoice.number} war am`);
  expect(text).toContain(`fällig (Vorgang ${id}).`);
  expect(text).toMatch(
    /Wir berechnen eine Mahngebühr von 2,50 € und bitten um [\d.]+,\d\d € bis \d\d\.\d\d\.\d{4}\./,
  );
});
