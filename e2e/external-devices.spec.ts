import { randomUUID } from 'node:crypto';
import { apiToken, DANA, inviteNewPerson } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

test('Dana sets up a time clock, sees its key once, and a clock-in from the terminal lands in the working times', async ({
  page,
  request,
}) => {
  test.slow();
  const person = await inviteNewPerson(request);
  // The first sign-in accepts the invitation: from then on the person has a profile in the tenant.
  const personToken = await apiToken(request, person);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${personToken}` } });
  const profileId = ((await me.json()) as { profile: { id: number } }).profile.id;
  const personName = `${person.first_name} ${person.last_name}`;
  const badge = `B-${randomUUID().slice(0, 6)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DANA.email, DANA.password);
  await expect(page.getByRole('heading', { name: 'Guten Tag, Dana Demo' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/settings');
  await page
    .getByRole('link', { name: /Stempeluhren/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/settings\/externalDevices$/);
  await expect(page.getByRole('heading', { name: 'Stempeluhren', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Stempeluhr anlegen' }).first().click();
  const form = page.getByRole('dialog', { name: 'Stempeluhr anlegen' });
  await form.getByLabel('Name').fill('Terminal Halle 1');
  await form.getByLabel('Standort').fill('Eingang Werkstatt');
  await form.getByRole('button', { name: 'Anlegen' }).click();

  // The key, shown once with the warning and a copy button.
  const keyDialog = page.getByRole('dialog', { name: 'API-Schlüssel für „Terminal Halle 1“' });
  await expect(keyDialog.getByText('Nur jetzt sichtbar')).toBeVisible();
  await expect(keyDialog.getByRole('button', { name: 'Kopieren' })).toBeVisible();
  const key = (await keyDialog.getByTestId('device-key').innerText()).trim();
  expect(key).toMatch(/^kd_[A-Za-z0-9_-]{40,}$/);
  await keyDialog.getByRole('button', { name: 'Ich habe den Schlüssel gespeichert' }).click();
  await expect(keyDialog).toBeHidden();
  // Once closed, the page shows only the key's beginning.
  await expect(page.getByText(key)).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'Terminal Halle 1' });
  await expect(row).toContainText(`${key.slice(0, 10)}…`);
  await expect(row).toContainText('noch nie');

  // The new person gets a badge number.
  await page.getByRole('button', { name: `Bearbeiten: ${personName}` }).click();
  const credential = page.getByRole('dialog', { name: `Ausweis und PIN von ${personName}` });
  await credential.getByLabel('Ausweisnummer').fill(badge);
  await credential.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`Ausweis und PIN von ${personName} gespeichert.`)).toBeVisible();

  // The terminal sends its buffered Kommen and Gehen with its own time stamps.
  const sent = await request.post('/api/device/clock-events', {
    headers: { authorization: `Device ${key}` },
    data: {
      events: [
        { idempotency_key: 'e2e-1', badge, kind: 'kommen', at: '2026-11-20T07:45:00+01:00' },
        { idempotency_key: 'e2e-2', badge, kind: 'gehen', at: '2026-11-20T12:15:00+01:00' },
      ],
    },
  });
  expect(sent.status()).toBe(200);
  expect((await sent.json()).results.map((r: { status: string }) => r.status)).toEqual([
    'applied',
    'applied',
  ]);

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Terminal Halle 1' })).toContainText(
    'zuletzt gesehen gerade eben',
  );

  await page.goto(`/workingtimes/list/${profileId}?monat=2026-11`);
  const record = page.getByTestId('working-time-row').filter({ hasText: '20.11.2026' });
  await expect(record).toContainText('07:45');
  await expect(record).toContainText('12:15');
});
