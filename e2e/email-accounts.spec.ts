import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import {
  PEER_PASSWORD,
  PEER_USER,
  startAuthSmtpPeer,
  type AuthSmtpPeer,
} from '../apps/api/src/test/smtp-auth-peer.ts';
import { apiToken, DANA } from './support/api.ts';
import { signInAsDana } from './support/ui.ts';

let peer: AuthSmtpPeer;
test.beforeAll(async () => {
  peer = await startAuthSmtpPeer();
});
test.afterAll(() => peer?.close());

test.describe('E-Mail-Konten', () => {
  test('Dana richtet ein SMTP-Konto ein und testet die Verbindung – mit richtigem und falschem Passwort', async ({
    page,
    request,
  }) => {
    const name = `Buchhaltung ${randomUUID().slice(0, 6)}`;
    await signInAsDana(page);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Einstellungen' })
      .click();
    await page.getByRole('link', { name: /E-Mail-Konten/ }).click();
    await expect(page).toHaveURL('/settings/emailaccounts');
    await expect(page.getByRole('heading', { name: 'E-Mail-Konten', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Neues Konto' }).first().click();
    await expect(page).toHaveURL('/settings/emailaccounts/create');
    // The form has an SMTP and an IMAP section with the same field names.
    const smtp = page.getByRole('region', { name: 'Server (SMTP)' });
    await page.getByLabel('Name des Kontos').fill(name);
    await page.getByLabel('Absendername').fill('Muster Handwerk GmbH');
    await page.getByLabel('Absenderadresse').fill('keine-adresse');
    await page.getByLabel('SMTP-Server').fill('127.0.0.1');
    await page.getByRole('button', { name: 'Speichern' }).click();
    // The server's rule, shown at the field before anything is sent.
    await expect(page.getByText('Bitte eine gültige Absenderadresse angeben.')).toBeVisible();

    await page.getByLabel('Absenderadresse').fill('rechnung@muster-handwerk.de');
    await smtp.getByRole('combobox', { name: 'Verschlüsselung' }).click();
    await page.getByRole('option', { name: /Keine/ }).click();
    await smtp.getByLabel('Port').fill(String(peer.port));
    await smtp.getByLabel('Benutzername').fill(PEER_USER);
    await smtp.getByLabel('Passwort', { exact: true }).fill(PEER_PASSWORD);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Das E-Mail-Konto „${name}“ wurde angelegt.`)).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/emailaccounts\/edit\/\d+$/);
    // The password is never shown again; the form says one is stored.
    await expect(smtp.getByLabel('Passwort', { exact: true })).toHaveValue('');
    await expect(
      page.getByText('Ein Passwort ist gespeichert. Leer lassen, um es zu behalten.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Verbindung testen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Verbindung und Anmeldung erfolgreich.' }),
    ).toBeVisible();

    await smtp.getByLabel('Passwort', { exact: true }).fill('falsches-Passwort');
    await expect(
      page.getByText('Speichern Sie Ihre Änderungen, bevor Sie die Verbindung testen.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Das E-Mail-Konto „${name}“ wurde gespeichert.`)).toBeVisible();
    await page.getByRole('button', { name: 'Verbindung testen' }).click();
    const failed = page.getByRole('status').filter({ hasText: 'Verbindung fehlgeschlagen' });
    await expect(failed).toContainText('Der Server hat die Anmeldung abgelehnt.');

    // Another server: the stored password is not kept for it, the form asks for it again.
    await page.getByLabel('SMTP-Server').fill('localhost');
    await expect(
      page.getByText('Server oder Anmeldung geändert: Bitte das Passwort erneut eingeben.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByText(
        'Server, Port, Verschlüsselung oder Benutzername wurden geändert: Bitte das Passwort erneut eingeben.',
      ),
    ).toBeVisible();
    // The earlier "gespeichert" toast has to go first, so the next one proves this save.
    await expect(page.getByText(`Das E-Mail-Konto „${name}“ wurde gespeichert.`)).toHaveCount(0);
    // Required now: the label reads "Passwort *", so find the field by its accessible name.
    await smtp.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PEER_PASSWORD);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Das E-Mail-Konto „${name}“ wurde gespeichert.`)).toBeVisible();
    await page.getByRole('button', { name: 'Verbindung testen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Verbindung und Anmeldung erfolgreich.' }),
    ).toBeVisible();

    // The list shows the account with its new server.
    await page.getByRole('link', { name: 'E-Mail-Konten' }).first().click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`localhost:${peer.port}`);

    // Clean up through the API so other specs see the demo data as before.
    const token = await apiToken(request, DANA);
    const headers = { authorization: `Bearer ${token}` };
    const accounts = (await (await request.get('/api/email-accounts', { headers })).json()) as {
      items: { id: number; name: string }[];
    };
    const mine = accounts.items.find((a) => a.name === name)!;
    expect((await request.delete(`/api/email-accounts/${mine.id}`, { headers })).ok()).toBe(true);
  });
});
