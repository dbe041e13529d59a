import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import {
  PEER_PASSWORD,
  PEER_USER,
  startAuthSmtpPeer,
  type AuthSmtpPeer,
} from '../apps/api/src/test/smtp-auth-peer.ts';
import { blockingViolations } from './support/axe.ts';
import { createFinalizedInvoice, danaApi } from './support/documents.ts';
import { signInAsDana } from './support/ui.ts';

// Writing a customer from their page: address suggestion, text template, the invoice PDF attached,
// sent through a real SMTP server started here, and then in the customer's history.

let peer: AuthSmtpPeer;
test.beforeAll(async () => {
  peer = await startAuthSmtpPeer();
});
test.afterAll(() => peer?.close());

test('Dana schreibt einem Kunden von seiner Seite aus mit Vorlage und Rechnung im Anhang', async ({
  page,
  request,
}) => {
  test.slow();
  const id = randomUUID().slice(0, 8);
  const accountName = `Büro ${id}`;
  const account = await danaApi<{ id: number }>(request, 'post', '/api/email-accounts', {
    name: accountName,
    from_name: 'Muster Handwerk GmbH',
    from_address: 'buero@muster-handwerk.de',
    host: peer.host,
    port: peer.port,
    security: 'none',
    username: PEER_USER,
    password: PEER_PASSWORD,
  });
  const customer = await danaApi<{ id: number }>(request, 'post', '/api/entities/customers', {
    data: {
      kind: 'company',
      company_name: `Gärtnerei ${id}`,
      street: 'Marienplatz 1',
      zip: '80331',
      city: 'München',
      country: 'DE',
      email: `info-${id}@example.org`,
      einvoice_format: 'pdf',
    },
  });
  await danaApi(request, 'post', '/api/entities/contacts', {
    data: {
      company: customer.id,
      first_name: 'Petra',
      last_name: `Sommer${id}`,
      email: `petra-${id}@example.org`,
    },
  });
  const invoice = await createFinalizedInvoice(request, customer.id);
  await danaApi(request, 'post', '/api/text-templates', {
    name: `Unterlagen ${id}`,
    usage: 'emailDocument',
    subject: 'Unterlagen für {{kunde.name}}',
    body: '{{kunde.anrede}}\n\nanbei die besprochenen Unterlagen.\n\nMit freundlichen Grüßen',
  });

  try {
    await signInAsDana(page);
    await page.goto(`/standardEntity/customers/show/${customer.id}`);
    await page.getByRole('link', { name: 'E-Mail schreiben' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mail schreiben' })).toBeVisible();
    // Proposed: the customer's address.
    await expect(page.getByText(`info-${id}@example.org`)).toBeVisible();

    await page.getByRole('combobox', { name: 'Von' }).click();
    await page.getByRole('option', { name: new RegExp(accountName) }).click();
    // The contact is found by name and picked from the suggestions.
    await page.getByRole('combobox', { name: 'Kopie (CC)' }).fill(`Sommer${id}`);
    await page.getByRole('option', { name: new RegExp(`petra-${id}@example.org`) }).click();
    await page.getByRole('combobox', { name: 'Textvorlage' }).click();
    await page.getByRole('option', { name: `Unterlagen ${id}` }).click();
    await expect(page.getByRole('textbox', { name: 'Betreff' })).toHaveValue(
      `Unterlagen für Gärtnerei ${id}`,
    );
    await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(
      /anbei die besprochenen Unterlagen/,
    );
    await page.getByRole('combobox', { name: 'PDF eines Dokuments anhängen' }).fill(invoice.number);
    await page.getByRole('option', { name: new RegExp(invoice.number) }).click();
    await expect(page.getByText(new RegExp(`${invoice.number}.*\\(PDF\\)`))).toBeVisible();

    // The picked option's list fades out; measured while still there, it widens the phone page.
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
    // The shell follows the window's size a moment later (phone class, bottom bar, navbar sliding
    // out); measured before that, the desktop layout squeezed into 375 px was measured.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.locator('html')).toHaveAttribute('data-viewport', /^mobile/);
    await expect(page.getByRole('navigation', { name: 'Schnellzugriff' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Senden' })).toBeVisible();
    await expect
      .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
      .toBeLessThanOrEqual(375);
    expect(await blockingViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByText(`E-Mail an info-${id}@example.org gesendet.`)).toBeVisible();
    // Back on the customer's page, in its history.
    await expect(page).toHaveURL(new RegExp(`/standardEntity/customers/show/${customer.id}\\?tab=history`));
    await expect(page.getByText(`Betreff „Unterlagen für Gärtnerei ${id}“`)).toBeVisible();

    const mail = peer.messages.find((m) => m.recipients.includes(`info-${id}@example.org`));
    expect(mail?.recipients).toContain(`petra-${id}@example.org`);
    expect(mail?.attachments.map((a) => a.filename)).toEqual([`Rechnung_${invoice.number}.pdf`]);
  } finally {
    await danaApi(request, 'delete', `/api/email-accounts/${account.id}`);
  }
});
