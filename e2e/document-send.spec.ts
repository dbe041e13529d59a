import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test.ts';
import {
  PEER_PASSWORD,
  PEER_USER,
  startAuthSmtpPeer,
  type AuthSmtpPeer,
} from '../apps/api/src/test/smtp-auth-peer.ts';
import { createFinalizedInvoice, danaApi } from './support/documents.ts';
import { signInAsDana } from './support/ui.ts';

// Sending a finalized invoice from its show page through a real SMTP server started here.

const unique = () => randomUUID().slice(0, 8);

let peer: AuthSmtpPeer;
test.beforeAll(async () => {
  peer = await startAuthSmtpPeer();
});
test.afterAll(() => peer?.close());

/** A public buyer who gets XRechnung (UBL), and one finalized invoice for them. */
async function finalizedXrechnung(request: APIRequestContext, name: string) {
  const customer = await danaApi<{ id: number }>(request, 'post', '/api/entities/customers', {
    data: {
      kind: 'company',
      company_name: name,
      street: 'Rathausplatz 1',
      zip: '80331',
      city: 'München',
      country: 'DE',
      email: 'poststelle@example.org',
      invoice_email: 'eingangsrechnungen@example.org',
      leitweg_id: '04011000-12345-67',
      einvoice_format: 'xrechnungUbl',
    },
  });
  return createFinalizedInvoice(request, customer.id);
}

test.describe('Dokument per E-Mail senden', () => {
  test('Dana versendet eine XRechnung über ihr SMTP-Konto; eine Ablehnung des Servers wird angezeigt', async ({
    page,
    request,
  }) => {
    test.slow();
    const id = unique();
    const accountName = `Versand ${id}`;
    const account = await danaApi<{ id: number }>(request, 'post', '/api/email-accounts', {
      name: accountName,
      from_name: 'Muster Handwerk GmbH',
      from_address: 'rechnung@muster-handwerk.de',
      host: peer.host,
      port: peer.port,
      security: 'none',
      username: PEER_USER,
      password: PEER_PASSWORD,
    });
    const invoice = await finalizedXrechnung(request, `Stadtverwaltung ${id}`);
    peer.refuse.add('eingangsrechnungen@example.org');

    try {
      await signInAsDana(page);
      await page.goto(`/createDocument/show/${invoice.id}`);
      await page.getByRole('button', { name: 'Per E-Mail senden' }).click();
      const dialog = page.getByRole('dialog', { name: 'Per E-Mail senden' });
      // Proposed: the customer's address for invoices and the default e-mail template.
      await expect(dialog.getByText('eingangsrechnungen@example.org')).toBeVisible();
      await expect(dialog.getByLabel('Betreff')).toHaveValue(new RegExp(invoice.number));
      await expect(
        dialog.getByText('Die XRechnung (XML) wird immer angehängt – sie ist die Rechnung.'),
      ).toBeVisible();
      await dialog.getByRole('combobox', { name: 'Senden über' }).click();
      await page.getByRole('option', { name: new RegExp(accountName) }).click();

      // The server refuses the mailbox at first: that is shown (not its words), nothing is marked sent.
      await dialog.getByRole('button', { name: 'Senden' }).click();
      const failure = dialog.getByRole('alert').filter({ hasText: 'Der Versand ist fehlgeschlagen' });
      await expect(failure).toContainText('Der Server hat die E-Mail abgelehnt.');
      await expect(dialog).toBeVisible();

      // Once the mailbox exists, sending again goes through.
      peer.refuse.delete('eingangsrechnungen@example.org');
      await dialog.getByRole('button', { name: 'Senden' }).click();
      await expect(
        page.getByText('Die E-Mail an eingangsrechnungen@example.org wurde versendet.'),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Versendet').first()).toBeVisible();

      const mail = peer.messages.find((m) => m.recipients.includes('eingangsrechnungen@example.org'));
      expect(mail?.attachments.map((a) => a.contentType)).toEqual([
        'application/pdf',
        expect.stringMatching(/xml/),
      ]);
      expect(mail?.attachments[1]?.bytes.toString('utf8')).toContain('04011000-12345-67');
    } finally {
      await danaApi(request, 'delete', `/api/email-accounts/${account.id}`);
    }
  });
});
