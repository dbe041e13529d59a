import type { Page } from '@playwright/test';

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
}

export async function chooseTenant(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Mandant wechseln' }).click();
  await page.getByRole('option', { name }).click();
}
