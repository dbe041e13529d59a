import { expect, test } from './support/test.ts';
import { apiToken, inviteNewPerson } from './support/api.ts';
import { chooseTenant, signIn, signInAsDana, signInToStartPage, signOut } from './support/ui.ts';

test.describe('Anmeldung', () => {
  test('Dana meldet sich an und sieht ihren Mandanten', async ({ page }) => {
    await signInToStartPage(page, 'demo@kontor.test', 'Demo-Passwort-1', 'Guten Tag, Dana Demo');

    await expect(page).toHaveURL('/');
    await expect(page.getByText('Aktiver Mandant: Muster Handwerk GmbH')).toBeVisible();
  });

  test('Dana wechselt den Mandanten und wieder zurück', async ({ page }) => {
    await signIn(page, 'demo@kontor.test', 'Demo-Passwort-1');
    await page.getByRole('combobox', { name: 'Mandant wechseln' }).click();
    await expect(page.getByRole('option')).toHaveText(['Muster Handwerk GmbH', 'Beispiel Beratung AG']);
    await page.getByRole('option', { name: 'Beispiel Beratung AG' }).click();
    await expect(page.getByText('Aktiver Mandant: Beispiel Beratung AG')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Aktiver Mandant: Beispiel Beratung AG')).toBeVisible();

    // Sign-in opens the tenant used last, so the next test starts where this one began.
    await chooseTenant(page, 'Muster Handwerk GmbH');
    await expect(page.getByText('Aktiver Mandant: Muster Handwerk GmbH')).toBeVisible();
  });

  test('Dana meldet sich ab und landet auf der Anmeldeseite', async ({ page }) => {
    await signInAsDana(page);

    await signOut(page);

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL('/login');
  });

  test('scheitert das Abmelden am Server, landet Dana trotzdem auf der Anmeldeseite', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await signInAsDana(page);
    await page.route('**/auth/logout', (route) => route.abort());

    await signOut(page);

    await expect(page).toHaveURL('/login');
    expect(consoleErrors.some((text) => text.startsWith('Logout fehlgeschlagen:'))).toBe(true);
  });

  test('die Anmeldeseite bleibt ruhig: keine scheiternden Anfragen, keine Fehler in der Konsole', async ({
    page,
  }) => {
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(failures).toEqual([]);

    // After signing out, too: the session's marker cookie left with it.
    await signInAsDana(page);
    await signOut(page);
    await expect(page).toHaveURL('/login');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(failures).toEqual([]);
  });

  test('wer angemeldet ist, ändert sein Passwort über das Benutzermenü', async ({ page, request }) => {
    const person = await inviteNewPerson(request);
    // The first sign-in's forced change is done through the API: here it is about the voluntary one.
    const token = await apiToken(request, person);
    const forced = await request.post('/auth/password/change', {
      headers: { authorization: `Bearer ${token}` },
      data: { current_password: person.password, new_password: 'Erstes-Passwort-8' },
    });
    expect(forced.ok()).toBe(true);
    const greeting = `Guten Tag, ${person.first_name} ${person.last_name}`;
    await signInToStartPage(page, person.email, 'Erstes-Passwort-8', greeting);

    await page.getByRole('button', { name: 'Benutzermenü' }).click();
    await page.getByRole('menuitem', { name: 'Passwort ändern' }).click();
    await expect(page).toHaveURL('/password-change');
    await expect(page.getByText('Auf Ihren anderen Geräten werden Sie dabei abgemeldet.')).toBeVisible();
    await page.getByLabel('Aktuelles Passwort').fill('Erstes-Passwort-8');
    await page.getByLabel('Neues Passwort').fill('Zweites-Passwort-9');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
    await expect(page.getByRole('heading', { name: greeting })).toBeVisible();

    await signOut(page);
    await signIn(page, person.email, 'Erstes-Passwort-8');
    await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
    await signInToStartPage(page, person.email, 'Zweites-Passwort-9', greeting);
  });

  test('ein falsches Passwort wird abgelehnt', async ({ page }) => {
    await signIn(page, 'demo@kontor.test', 'Falsches-Passwort-1');

    await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
    await expect(page).toHaveURL('/login');
  });

  test('wer nicht angemeldet ist, kommt von der Startseite zur Anmeldung', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  });

  test('Nina muss zuerst ihr Startpasswort ändern', async ({ page }) => {
    await signIn(page, 'neu@kontor.test', 'Start-Passwort-1');

    await expect(page).toHaveURL('/password-change');
    await expect(page.getByRole('heading', { name: 'Passwort ändern' })).toBeVisible();
    await expect(page.getByText('Bitte ändern Sie Ihr Passwort.')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL('/password-change');

    await page.getByLabel('Aktuelles Passwort').fill('Falsches-Passwort-1');
    await page.getByLabel('Neues Passwort').fill('Ninas-Passwort-2');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('alert')).toHaveText('Das aktuelle Passwort ist falsch.');

    await page.getByLabel('Aktuelles Passwort').fill('Start-Passwort-1');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Guten Tag, Nina Neu' })).toBeVisible();

    await signOut(page);
    await signIn(page, 'neu@kontor.test', 'Ninas-Passwort-2');
    await expect(page.getByRole('heading', { name: 'Guten Tag, Nina Neu' })).toBeVisible();
  });

  test('wer sein Passwort vergessen hat, kann einen Link anfordern', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();

    await expect(page).toHaveURL('/password-reset');
    // The sign-in form (with its own E-Mail field) stays until the reset page has loaded.
    await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
    await page.getByLabel('E-Mail').fill('mitarbeiter@kontor.test');
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(
      page.getByText('Wenn ein Konto zu dieser E-Mail-Adresse existiert, haben wir einen Link'),
    ).toBeVisible();
  });

  test('ein ungültiger Link zum Zurücksetzen wird abgelehnt', async ({ page }) => {
    await page.goto('/password-reset?token=ungueltig');
    await page.getByLabel('Neues Passwort').fill('Ein-Neues-Passwort-1');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    );
  });

  test('eine unbekannte Adresse zeigt „Page not found“', async ({ page }) => {
    await signInAsDana(page);

    await page.goto('/gibt-es-nicht');

    await expect(page.getByRole('heading', { name: 'Es gab ein Problem - 404' })).toBeVisible();
    await expect(page.getByText('Page not found').first()).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible();
  });
});
