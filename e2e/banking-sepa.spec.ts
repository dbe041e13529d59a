import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { apiToken, DANA } from './support/api.ts';
import { danaApi, today } from './support/documents.ts';
import { signInAsDana } from './support/ui.ts';
import { randomIban, randomVatId } from './support/identifiers.ts';

// Supplier payments (#15 with #14): an approved incoming invoice with 2 % Skonto is paid with a
// SEPA credit transfer file made on /banking; the downloaded pain.001 carries the supplier's
// invoice number as end-to-end id and the amount after Skonto. Once at 1280 px, once at 375 px.

const xrechnung = readFileSync(
  new URL(
    '../packages/einvoice/test-corpus/kosit-xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml',
    import.meta.url,
  ),
  'utf8',
);

/** Vendor, XRechnung over 336,90 € with 2 % Skonto for 14 days, uploaded, checked and approved. */
async function approvedIncomingInvoice(request: APIRequestContext, id: string) {
  const vatId = randomVatId();
  const vendorName = `Lieferant ${id} GmbH`;
  await danaApi(request, 'post', '/api/entities/vendors', {
    data: {
      kind: 'company',
      company_name: vendorName,
      country: 'DE',
      vat_id: vatId,
      iban: randomIban('50010517'),
      street: 'Hafenstraße 3',
      zip: '20457',
      city: 'Hamburg',
    },
  });
  const number = `ER-${id}`;
  const xml = xrechnung
    .replace('<cbc:ID>123456XX</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`)
    .replace('<cbc:IssueDate>2016-04-04</cbc:IssueDate>', `<cbc:IssueDate>${today()}</cbc:IssueDate>`)
    .replace('DE 123456789', vatId)
    .replace(
      '<cbc:Note>Zahlbar sofort ohne Abzug.</cbc:Note>',
      '<cbc:Note>#SKONTO#TAGE=14#PROZENT=2.00#\n</cbc:Note>',
    );
  const headers = { authorization: `Bearer ${await apiToken(request, DANA)}` };
  const upload = await request.post('/api/incoming-invoices', {
    headers,
    multipart: { file: { name: `${number}.xml`, mimeType: 'application/xml', buffer: Buffer.from(xml) } },
  });
  if (!upload.ok()) throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
  const invoice = (await upload.json()) as { id: number };
  for (const status of ['review', 'approved'])
    await danaApi(request, 'post', `/api/incoming-invoices/${invoice.id}/status`, { status });
  return { id: invoice.id, number, vendorName };
}

async function payBySepaFile(
  page: Page,
  request: APIRequestContext,
  width: number,
  from: 'banking' | 'invoice',
) {
  const id = randomUUID().slice(0, 8);
  const invoice = await approvedIncomingInvoice(request, id);
  const accountName = `Zahlkonto ${id}`;
  await danaApi(request, 'post', '/api/bank-accounts', { name: accountName, iban: randomIban() });

  await page.setViewportSize({ width, height: 900 });
  await signInAsDana(page);
  const dialog = page.getByRole('dialog', { name: 'SEPA-Überweisung erstellen' });
  if (from === 'banking') {
    await page.goto('/banking');
    await expect(page.getByRole('heading', { name: 'Bank', level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Überweisung erstellen …' }).click();
    await dialog.getByRole('combobox', { name: 'Eingangsrechnungen' }).fill(invoice.number);
    await page.getByRole('option', { name: new RegExp(invoice.number) }).click();
  } else {
    // From the approved invoice's page: the dialog opens with the invoice chosen.
    await page.goto(`/incomingInvoices/show/${invoice.id}`);
    await page.getByRole('link', { name: 'Überweisung erstellen …' }).click({ timeout: 30_000 });
    await expect(dialog).toContainText(invoice.number, { timeout: 30_000 });
  }
  await dialog.getByRole('combobox', { name: 'Bankkonto' }).click();
  await page.getByRole('option', { name: new RegExp(accountName) }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Datei erstellen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^UE-\d+-\d+\.xml$/);
  const xml = readFileSync(await download.path(), 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
  expect(xml).toContain(`<EndToEndId>${invoice.number}</EndToEndId>`);
  // 336,90 € less 2 % Skonto (6,74 €), executed on the last Skonto day.
  expect(xml).toContain('<InstdAmt Ccy="EUR">330.16</InstdAmt>');
  expect(xml).toMatch(/<CtrlSum>330\.16<\/CtrlSum>/);
  expect(xml).toContain(`<Nm>Lieferant ${id} GmbH</Nm>`);
  expect(xml).toContain('<TwnNm>Hamburg</TwnNm>');
  await expect(page.getByText('Überweisungsdatei erstellt.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a SEPA credit transfer file pays an approved incoming invoice with Skonto (1280 px)', async ({
  page,
  request,
}) => {
  test.slow();
  await payBySepaFile(page, request, 1280, 'banking');
});

test('the same on a phone (375 px), starting from the invoice', async ({ page, request }) => {
  test.slow();
  await payBySepaFile(page, request, 375, 'invoice');
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(375);
});
