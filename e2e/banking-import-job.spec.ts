import { randomUUID } from 'node:crypto';
import { buildCamt053 } from '../packages/banking/src/testing/build-camt-053.ts';
import { expect, test } from './support/test.ts';
import { DANA } from './support/api.ts';
import { danaApi, today } from './support/documents.ts';
import { chooseTenant, signIn } from './support/ui.ts';
import { randomIban } from './support/identifiers.ts';

// Banking (#15 point 3): a statement file above 2 MB is imported as a background job; the import
// on /settings/banking shows the job and then the same result a small file shows at once.

// Dana's second tenant: 4,000 open transactions in the first one would crowd the /banking list
// that the other banking specs read.
const TENANT = 'Beispiel Beratung AG';

test('a big CAMT file is imported in the background and ends with its result', async ({ page, request }) => {
  test.slow();
  const id = randomUUID().slice(0, 8);
  const iban = randomIban();
  const name = `Großbank ${id}`;
  const camt = buildCamt053({
    iban,
    statementId: `GROSS-${id}`,
    openingBalance: '0.00',
    fromDate: today(),
    toDate: today(),
    entries: Array.from({ length: 4000 }, (_, i) => ({
      amount: (1 + (i % 50)).toFixed(2),
      bookingDate: today(),
      purpose: `Sammelzahlung ${id} Position ${i} mit einem langen Verwendungszweck`,
      counterpartyName: `Kunde ${i} GmbH & Co. KG`,
      counterpartyIban: 'DE89370400440532013000',
      reference: `${id}-${i}`,
    })),
  });
  expect(Buffer.byteLength(camt)).toBeGreaterThan(2 * 1024 * 1024);

  await signIn(page, DANA.email, DANA.password);
  await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible({ timeout: 30_000 });
  await chooseTenant(page, TENANT);
  await expect(page.getByText(`Aktiver Mandant: ${TENANT}`)).toBeVisible();
  try {
    // Signing in opens the tenant used last, so the API token is one for the second tenant too.
    await danaApi(request, 'post', '/api/bank-accounts', { name, iban });
    await page.goto('/settings/banking');
    const card = page.getByTestId('bank-account').filter({ hasText: name });
    await card.getByRole('button', { name: 'Kontoauszug importieren' }).click({ timeout: 30_000 });
    await card.locator('input[type="file"]').setInputFiles({
      name: 'gross.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(camt),
    });
    await expect(
      card.getByRole('status').filter({ hasText: '4000 neue Umsätze importiert, 0 bereits vorhanden.' }),
    ).toBeVisible({ timeout: 90_000 });
  } finally {
    // Leave Dana in her first tenant for the other specs.
    await page.goto('/');
    await chooseTenant(page, 'Muster Handwerk GmbH');
    await expect(page.getByText('Aktiver Mandant: Muster Handwerk GmbH')).toBeVisible();
  }
});
