import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { apiToken } from './support/api.ts';
import { signInAsDana, signInToStartPage, signOut } from './support/ui.ts';

const BERND = { email: 'vorstand@kontor.test', password: 'Demo-Passwort-1' };

/**
 * Eva already works for „Beispiel Beratung AG“: Bernd invited her there, her first sign-in with
 * the initial password accepted it, and she has set her own password.
 */
async function evaOfBeratung(request: APIRequestContext) {
  const suffix = randomUUID().slice(0, 8);
  const eva = {
    email: `eva-${suffix}@kontor.test`,
    lastName: `Einlad ${suffix}`,
    password: 'Evas-Passwort-22',
  };
  const headers = { authorization: `Bearer ${await apiToken(request, BERND)}` };
  const roles = (await (await request.get('/api/roles', { headers })).json()) as {
    items: { id: number; name: string }[];
  };
  const invited = await request.post('/api/profiles', {
    headers,
    data: {
      email: eva.email,
      first_name: 'Eva',
      last_name: eva.lastName,
      role_id: roles.items.find((r) => r.name === 'Mitarbeiter')!.id,
      initial_password: 'Start-Passwort-7',
    },
  });
  expect(invited.ok()).toBe(true);
  const token = await apiToken(request, { email: eva.email, password: 'Start-Passwort-7' });
  const changed = await request.post('/auth/password/change', {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: 'Start-Passwort-7', new_password: eva.password },
  });
  expect(changed.ok()).toBe(true);
  return eva;
}

test('Dana lädt ein bestehendes Konto ein; Eva nimmt nach der Anmeldung an und wechselt in den Mandanten', async ({
  page,
  request,
}) => {
  const eva = await evaOfBeratung(request);

  await signInAsDana(page);
  await page.goto('/profiles/create');
  await page.getByLabel('Vorname').fill('Eva');
  await page.getByLabel('Nachname').fill(eva.lastName);
  await page.getByLabel('E-Mail').fill(eva.email);
  await page.getByRole('combobox', { name: 'Rolle' }).click();
  await page.getByRole('option', { name: 'Buchhaltung' }).click();
  // Only used for a new account; Eva keeps hers. The answer does not say which case it was.
  await page.getByLabel('Startpasswort').fill('Wird-nicht-gebraucht-1');
  await page.getByRole('button', { name: 'Einladen' }).click();
  await expect(page).toHaveURL('/profiles');
  await expect(page.getByText(`Einladung an Eva ${eva.lastName} verschickt.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offene Einladungen' })).toContainText(eva.email);
  await expect(page.getByRole('row').filter({ hasText: eva.email })).toHaveCount(0);
  await signOut(page);

  // Eva signs in as usual (still only in her own company) and finds the invitation.
  await signInToStartPage(page, eva.email, eva.password, /^Guten Tag, Eva/);
  await expect(page.getByText('Aktiver Mandant: Beispiel Beratung AG')).toBeVisible();
  const notice = page.getByRole('region', { name: 'Einladung zu „Muster Handwerk GmbH“' });
  await expect(notice).toContainText('als Buchhaltung mitzuarbeiten');
  await notice.getByRole('button', { name: 'Annehmen' }).click();
  await expect(page.getByText('Sie gehören jetzt zu „Muster Handwerk GmbH“.')).toBeVisible();
  await expect(notice).toHaveCount(0);

  await page.getByRole('button', { name: 'Zum Mandanten wechseln' }).click();
  await expect(page.getByText('Aktiver Mandant: Muster Handwerk GmbH')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Mandant wechseln' })).toHaveValue('Muster Handwerk GmbH');
  await signOut(page);

  // Dana now sees Eva among her people, with the role she was invited for.
  await signInAsDana(page);
  await page.goto('/profiles');
  await expect(page.getByRole('row').filter({ hasText: eva.email })).toContainText('Buchhaltung');
  await expect(page.getByRole('region', { name: 'Offene Einladungen' }).getByText(eva.email)).toHaveCount(0);
});
