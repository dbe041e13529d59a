import { expect, test } from './support/test.ts';
import { inviteNewPerson } from './support/api.ts';
import { signIn, signInAsDana } from './support/ui.ts';

// SPEC §4 route guards, one rule at a time.
test.describe('Zugangsregeln', () => {
  test('ohne Anmeldung sind nur Anmeldung und Passwort-Zurücksetzen erreichbar', async ({ page }) => {
    for (const path of ['/login', '/password-reset']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
    for (const path of [
      '/',
      '/settings',
      '/roles',
      '/password-change',
      '/mobile',
      '/mobile/menu',
      '/gibt-es-nicht',
    ]) {
      await page.goto(path);
      await expect(page, `${path} sollte zur Anmeldung führen`).toHaveURL('/login');
    }
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
