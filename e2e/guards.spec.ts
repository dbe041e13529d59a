import { expect, test } from './support/test.ts';
import { DANA, inviteNewPerson } from './support/api.ts';
import { signIn, signInAsDana } from './support/ui.ts';

// SPEC §4 route guards, one rule at a time.
test.describe('Zugangsregeln', () => {
  test('ohne Anmeldung sind nur Anmeldung und Passwort-Zurücksetzen erreichbar', async ({ page }) => {
    for (const path of ['/login', '/password-reset']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
    await page.goto('/');
    await expect(page).toHaveURL('/login');
    // A deep link is kept for after the sign-in.
    for (const path of [
      '/settings',
      '/roles',
      '/password-change',
      '/mobile',
      '/mobile/menu',
      '/gibt-es-nicht',
    ]) {
      await page.goto(path);
      await expect(page, `${path} sollte zur Anmeldung führen`).toHaveURL(
        `/login?weiter=${encodeURIComponent(path)}`,
      );
    }
  });

  test('ein Link, der vor der Anmeldung geöffnet wurde, führt nach der Anmeldung dorthin', async ({
    page,
  }) => {
    await page.goto('/createDocument?status=draft');
    await expect(page).toHaveURL(/\/login\?weiter=/);
    await page.getByLabel('E-Mail').fill(DANA.email);
    await page.getByLabel('Passwort').fill(DANA.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    // Password hashing and the first load of the signed-in screens on two busy cores: may take
    // longer than an expectation waits.
    await expect(page).toHaveURL('/createDocument?status=draft', { timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible({ timeout: 30_000 });
  });

  test('wer angemeldet ist und /login öffnet, landet auf der Startseite', async ({ page }) => {
    await signInAsDana(page);
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await page.goto('/password-reset');
    await expect(page).toHaveURL('/password-reset');
  });

  test('wer sein Passwort ändern muss, kommt von überall nur zu /password-change', async ({
    page,
    request,
  }) => {
    const person = await inviteNewPerson(request);
    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL('/password-change');
    for (const path of [
      '/',
      '/login',
      '/password-reset',
      '/roles',
      '/settings/tenant',
      '/mobile',
      '/gibt-es-nicht',
    ]) {
      await page.goto(path);
      await expect(page, `${path} sollte zur Passwortänderung führen`).toHaveURL('/password-change');
    }
  });

  test('im Browser bleibt die Startseite die Startseite (mobile Startseite nur in der App)', async ({
    page,
  }) => {
    // Signed in first (the session cookie is set when the start page greets), then opened again.
    await signInAsDana(page);
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible();
  });
});
