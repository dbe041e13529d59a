import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { apiToken, DANA } from './support/api.ts';
import { danaApi } from './support/documents.ts';
import { signIn } from './support/ui.ts';
import { randomIban } from './support/identifiers.ts';

// Banking (#15), second part: a bank's CSV export without a saved mapping opens the mapping
// dialog with a preview; after saving, the file is imported. A rule for bank fees is created on
// /settings/banking and its suggestion books the fee with one click on /banking. 1280 and 375 px.

/** The bank-fee account of the demo tenant's chart (SKR03 4970, SKR04 6855). */
async function feeAccount(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, DANA)}` };
  const settings = (await (await request.get('/api/settings/tenant', { headers })).json()) as {
    chart_of_accounts: string;
  };
  return settings.chart_of_accounts === 'SKR04' ? '6855' : '4970';
}

const sparkasseCsv = (iban: string, id: string) =>
  [
    '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"',
    `"${iban}";"03.11.26";"03.11.26";"GUTSCHR. UEBERWEISUNG";"Zahlung ${id}";"";"";"";"";"";"";"Kunde ${id}";"DE89370400440532013000";"";"250,00";"EUR";"Umsatz gebucht"`,
    `"${iban}";"04.11.26";"04.11.26";"ENTGELTABSCHLUSS";"Entgelt Kontofuehrung ${id}";"";"";"";"";"";"";"";"";"";"-12,90";"EUR";"Umsatz gebucht"`,
  ].join('\r\n') + '\r\n';

async function csvAndRule(page: Page, request: APIRequestContext, width: number) {
  const id = randomUUID().slice(0, 8);
  const iban = randomIban();
  const account = await danaApi<{ id: number }>(request, 'post', '/api/bank-accounts', {
    name: `CSV-Bank ${id}`,
    iban,
  });
  const ledger = await feeAccount(request);
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, DANA.email, DANA.password);
  await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/settings/banking');
  const card = page.getByTestId('bank-account').filter({ hasText: `CSV-Bank ${id}` });
  await card.getByRole('button', { name: 'Kontoauszug importieren' }).click({ timeout: 30_000 });
  await card.locator('input[type="file"]').setInputFiles({
    name: 'umsaetze.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sparkasseCsv(iban, id)),
  });
  const dialog = page.getByRole('dialog', { name: 'CSV-Spalten zuordnen' });
  await expect(dialog.getByRole('table', { name: 'Erste Zeilen der Datei' })).toContainText(`Kunde ${id}`, {
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Speichern und importieren' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    card.getByRole('status').filter({ hasText: '2 neue Umsätze importiert, 0 bereits vorhanden.' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('CSV-Spalten zugeordnet');

  await page.getByRole('button', { name: 'Regel anlegen' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Neue Regel' });
  await ruleDialog.getByLabel('Name').fill(`Gebühren ${id}`);
  await ruleDialog.getByLabel('Verwendungszweck enthält').fill(`Kontoführung ${id}`);
  await ruleDialog.getByRole('textbox', { name: 'Sachkonto' }).fill(ledger);
  await ruleDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(ruleDialog).toBeHidden();
  await expect(page.getByTestId('bank-rule').filter({ hasText: `Gebühren ${id}` })).toContainText(
    `Konto ${ledger}`,
  );

  await page.goto(`/banking?konto=${account.id}`);
  const fee = page.getByTestId('bank-transaction').filter({ hasText: `Entgelt Kontofuehrung ${id}` });
  await expect(fee.getByTestId('rule-suggestion')).toContainText(
    `Verwendungszweck enthält „Kontoführung ${id}“`,
    { timeout: 30_000 },
  );
  await fee.getByRole('button', { name: `Nach Regel Gebühren ${id} buchen` }).click();
  await expect(page.getByText('Umsatz nach Regel gebucht.')).toBeVisible();
  await expect(
    page.getByTestId('bank-transaction').filter({ hasText: `Entgelt Kontofuehrung ${id}` }),
  ).toHaveCount(0);
}

test('a CSV export asks for its columns once, then imports; a rule books the bank fee (1280 px)', async ({
  page,
  request,
}) => {
  test.slow();
  await csvAndRule(page, request, 1280);
});

test('the same on a phone (375 px)', async ({ page, request }) => {
  test.slow();
  await csvAndRule(page, request, 375);
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(375);
});
