import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

export const DANA = { email: 'demo@kontor.test', password: 'Demo-Passwort-1' };

/** Signs in through the API and returns the bearer token (for setting up data, not for the UI). */
export async function apiToken(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/auth/login', { data: user });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Dana invites a fresh person into her active tenant (Muster Handwerk GmbH) with the given role.
 * The person's first sign-in with the initial password accepts the invitation.
 */
export async function inviteNewPerson(request: APIRequestContext, roleName = 'Mitarbeiter') {
  const token = await apiToken(request, DANA);
  const headers = { authorization: `Bearer ${token}` };
  const roles = (await (await request.get('/api/roles', { headers })).json()) as {
    items: { id: number; name: string }[];
  };
  const role = roles.items.find((r) => r.name === roleName);
  if (!role) throw new Error(`role ${roleName} not found`);
  const suffix = randomUUID().slice(0, 8);
  const person = {
    email: `e2e-${suffix}@kontor.test`,
    password: 'Start-Passwort-7',
    first_name: 'Erika',
    last_name: `Test ${suffix}`,
  };
  const response = await request.post('/api/profiles', {
    headers,
    data: {
      email: person.email,
      first_name: person.first_name,
      last_name: person.last_name,
      role_id: role.id,
      initial_password: person.password,
    },
  });
  if (!response.ok()) throw new Error(`invite failed: ${response.status()} ${await response.text()}`);
  return person;
}
