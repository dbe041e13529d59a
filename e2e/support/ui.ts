import { expect, type Page } from '@playwright/test';
import { DANA } from './api.ts';

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Signs in and waits for the start page, whose heading greets the user ('Guten Tag, …'). */
export async function signInToStartPage(
  page: Page,
  email: string,
  password: string,
  greeting: string | RegExp,
) {
  await signIn(page, email, password);
  // Password hashing is slow by design (argon2id) and the start page loads its figures: on two
  // busy cores a sign-in can take longer than the 10 s an ordinary expectation waits.
  await expect(page.getByRole('heading', { name: greeting })).toBeVisible({ timeout: 30_000 });
}

/** Dana Demo, administrator of the demo tenants, on the start page. */
export const signInAsDana = (page: Page) =>
  signInToStartPage(page, DANA.email, DANA.password, 'Guten Tag, Dana Demo');

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  // Signed out only once the sign-in page shows: going on earlier raced the sign-out request, and
  // /login, still signed in, sent the next sign-in to the start page.
  await page.waitForURL(/\/login/);
}

export async function chooseTenant(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Mandant wechseln' }).click();
  await page.getByRole('option', { name }).click();
}
