import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import * as OTPAuth from 'otpauth';
import { apiToken, inviteNewPerson } from './support/api.ts';
import { signIn, signInToStartPage, signOut } from './support/ui.ts';

const STEP_MS = 30_000;
const stepOf = (ms: number) => Math.floor(ms / STEP_MS);

/**
 * A dedicated administrator for each test: a second factor on Dana would put every other spec
 * behind the confirmation screen.
 */
async function newAdministrator(request: APIRequestContext) {
  const person = await inviteNewPerson(request, 'Administrator');
  const password = 'Mfa-Passwort-9';
  const token = await apiToken(request, person);
  const changed = await request.post('/auth/password/change', {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: person.password, new_password: password },
  });
  if (!changed.ok()) throw new Error(`password change failed: ${changed.status()} ${await changed.text()}`);
  return { ...person, password };
}

/**
 * The code an authenticator app would show. A code is accepted only once and the server allows
 * one step of clock drift, so after `lastStep` the next step's code is taken early if needed.
 */
function totpCode(secret: string, lastStep = -1) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  const timestamp = Math.max(Date.now(), (lastStep + 1) * STEP_MS);
  return { code: totp.generate({ timestamp }), step: stepOf(timestamp) };
}

/** Six digits that no step within the server's window accepts. */
function wrongCode(secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  const valid = [-1, 0, 1, 2].map((delta) => totp.generate({ timestamp: Date.now() + delta * STEP_MS }));
  return ['000000', '111111', '222222'].find((code) => !valid.includes(code))!;
}

/** Every invited person is an Erika (`inviteNewPerson`). */
const signInAsErika = (page: Page, person: { email: string; password: string }) =>
  signInToStartPage(page, person.email, person.password, /^Guten Tag, Erika/);

/** The fresh administrator, signed in on the start page. */
async function signInAsNewAdministrator(page: Page, request: APIRequestContext) {
  const person = await newAdministrator(request);
  await signInAsErika(page, person);
  return person;
}

async function openSecurityPanel(page: Page) {
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Anmeldung & Sicherheit' }).click();
  const panel = page.getByRole('dialog', { name: 'Anmeldung & Sicherheit' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('Anmeldung mit zweitem Faktor', () => {
  // Two sign-ins with a real code each and the setup in between take longer than a plain page.
  test.describe.configure({ timeout: 60_000 });

  test('Authenticator-App einrichten, bei der Anmeldung bestätigen und wieder entfernen', async ({
    page,
    request,
  }) => {
    const person = await signInAsNewAdministrator(page, request);

    // Set up: name, QR code with the key for manual entry, first code confirms.
    let panel = await openSecurityPanel(page);
    await expect(panel.getByText('Noch kein zweiter Faktor eingerichtet.')).toBeVisible();
    await panel.getByRole('button', { name: 'Authenticator-App einrichten' }).click();
    await panel.getByLabel('Name').fill('Diensthandy');
    await panel.getByRole('button', { name: 'Weiter' }).click();
    await expect(panel.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
    const secret = (await panel.getByLabel('Schlüssel', { exact: true }).inputValue()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const enrolled = totpCode(secret);
    await panel.getByLabel('Bestätigungscode').fill(enrolled.code);
    await panel.getByRole('button', { name: 'Bestätigen' }).click();

    await expect(panel.getByRole('status')).toContainText(
      'Die Authenticator-App „Diensthandy“ ist eingerichtet.',
    );
    const row = panel.getByRole('listitem', { name: 'Diensthandy' });
    await expect(row.getByText('bestätigt', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Schließen' }).click();
    await signOut(page);

    // Next sign-in: the code comes before anything else, on every path.
    await signIn(page, person.email, person.password);
    await expect(page.getByRole('heading', { name: 'Bestätigung erforderlich' })).toBeVisible();
    await expect(page.getByText('Authenticator-App „Diensthandy“')).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Bestätigung erforderlich' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.goto('/');

    await page.getByLabel('Bestätigungscode').fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Der Code ist ungültig.');

    await page.getByLabel('Bestätigungscode').fill(totpCode(secret, enrolled.step).code);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByRole('heading', { name: /^Guten Tag, Erika/ })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Bestätigung erforderlich' })).toHaveCount(0);

    // Removing a verified factor needs the confirmed (aal2) session just reached.
    panel = await openSecurityPanel(page);
    await panel
      .getByRole('listitem', { name: 'Diensthandy' })
      .getByRole('button', { name: /entfernen/i })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Faktor entfernen?' });
    await expect(dialog).toContainText('Danach genügt zur Anmeldung wieder das Passwort.');
    await dialog.getByRole('button', { name: 'Entfernen' }).click();
    await expect(panel.getByRole('status')).toHaveText('„Diensthandy“ wurde entfernt.');
    await expect(panel.getByText('Noch kein zweiter Faktor eingerichtet.')).toBeVisible();
    await panel.getByRole('button', { name: 'Schließen' }).click();
    await signOut(page);

    await signInAsErika(page, person);
    await expect(page.getByRole('heading', { name: 'Bestätigung erforderlich' })).toHaveCount(0);
  });

  test('Telefon einrichten: Nummer prüfen, Code anfordern, Abbrechen lässt nichts zurück', async ({
    page,
    request,
  }) => {
    await signInAsNewAdministrator(page, request);

    const panel = await openSecurityPanel(page);
    await panel.getByRole('button', { name: 'Telefon einrichten' }).click();
    // The screen does not send users to server internals such as a log.
    await expect(panel.getByText(/Server-Protokoll/)).toHaveCount(0);
    await panel.getByLabel('Mobilnummer').fill('0151 2345');
    await panel.getByRole('button', { name: 'Code senden' }).click();
    await expect(panel.getByText('Bitte die Telefonnummer im internationalen Format angeben')).toBeVisible();

    await panel.getByLabel('Mobilnummer').fill('+49 151 23456789');
    await panel.getByRole('button', { name: 'Code senden' }).click();
    await expect(panel.getByText('Wir haben einen Code an +4915123456789 gesendet.')).toBeVisible();
    await expect(panel.getByLabel('Bestätigungscode')).toBeVisible();

    await panel.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(panel.getByText('Noch kein zweiter Faktor eingerichtet.')).toBeVisible();
  });
});
