import { expect, test } from './support/test.ts';
import { chooseTenant, signIn, signInAsDana } from './support/ui.ts';

// page.evaluate bodies run in the browser; the e2e project is compiled without DOM types.
interface InputLike {
  value: string;
  labels: ArrayLike<{ textContent: string | null }> | null;
}
declare const document: {
  querySelector(selector: string): InputLike | null;
  querySelectorAll(selector: string): ArrayLike<InputLike>;
};
declare function requestAnimationFrame(callback: () => void): number;

test.describe('Sitzung', () => {
  test('nach dem Mandantenwechsel zeigt kein einziges Bild mehr die Daten des alten Mandanten', async ({
    page,
  }) => {
    await signInAsDana(page);
    await page.goto('/settings/tenant');
    const companyName = page.getByLabel('Firmenname');
    await expect(companyName).toHaveValue('Muster Handwerk GmbH');

    // Every animation frame: which tenant the header shows, and which company the form shows.
    await page.evaluate(() => {
      const frames: [string, string][] = [];
      Object.assign(globalThis, { e2eFrames: frames });
      const record = () => {
        const switcher = document.querySelector('input[aria-label="Mandant wechseln"]');
        const name = Array.from(document.querySelectorAll('main input')).find((input) =>
          input.labels?.[0]?.textContent?.startsWith('Firmenname'),
        );
        frames.push([switcher?.value ?? '', name?.value ?? '']);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await chooseTenant(page, 'Beispiel Beratung AG');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Aktiver Mandant: Beispiel Beratung AG')).toBeVisible();
    // The switch navigates inside the app, so the frames recorded on the way are still there.
    const frames = await page.evaluate(
      () => (globalThis as unknown as { e2eFrames: [string, string][] }).e2eFrames,
    );
    expect(frames.some(([, company]) => company === 'Muster Handwerk GmbH')).toBe(true);
    const mixed = frames.filter(
      ([tenant, company]) => tenant === 'Beispiel Beratung AG' && company === 'Muster Handwerk GmbH',
    );
    expect(mixed).toEqual([]);

    await page.goto('/settings/tenant');
    await expect(page.getByLabel('Firmenname')).toHaveValue('Beispiel Beratung AG');

    // Sign-in opens the tenant used last: leave Dana in her first tenant for the other specs.
    await chooseTenant(page, 'Muster Handwerk GmbH');
    await expect(page.getByText('Aktiver Mandant: Muster Handwerk GmbH')).toBeVisible();
  });

  test('Englisch lässt sich wählen und bleibt für den Benutzer gespeichert', async ({ page, context }) => {
    await signIn(page, 'mitarbeiter@kontor.test', 'Demo-Passwort-1');
    await expect(page.getByRole('heading', { name: 'Guten Tag, Max Mitarbeiter' })).toBeVisible();

    await page.getByRole('button', { name: 'Benutzermenü' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Max Mitarbeiter' })).toBeVisible();

    // Another browser of the same user: the language comes from the server, not from this one.
    const other = await context.browser()!.newPage();
    await signIn(other, 'mitarbeiter@kontor.test', 'Demo-Passwort-1');
    await expect(other.getByRole('heading', { name: 'Hello, Max Mitarbeiter' })).toBeVisible();
    await other.close();

    await page.getByRole('button', { name: /User menu|Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Guten Tag, Max Mitarbeiter' })).toBeVisible();
  });
});
