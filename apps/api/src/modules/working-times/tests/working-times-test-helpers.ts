import type { FastifyInstance } from 'fastify';
import { caller } from '../../../test/http-caller.ts';
import { signInAs, type TestUser } from '../../../test/test-tenant.ts';

export type Call = ReturnType<typeof caller>;

/** A signed-in person: their HTTP caller and their profile id in the tenant. */
export async function personOf(app: FastifyInstance, user: TestUser) {
  const call = caller(app, await signInAs(app, user));
  const me = (await call('GET', '/api/me')).json();
  return { call, profileId: me.profile.id as number };
}

/** Sets the working-time fields of a profile through `PUT /api/profiles/:id` (admin). */
export async function setWorkingTimeProfile(admin: Call, profileId: number, fields: Record<string, unknown>) {
  const profile = (await admin('GET', `/api/profiles/${profileId}`)).json();
  const response = await admin('PUT', `/api/profiles/${profileId}`, {
    first_name: profile.first_name,
    last_name: profile.last_name,
    role_id: profile.role?.id ?? null,
    version: profile.version,
    ...fields,
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

export const BAVARIA_FULL_TIME = {
  federal_state: 'BY',
  weekly_hours: 40,
  work_days: [1, 2, 3, 4, 5],
  vacation_days_per_year: 30,
};

export const record = (
  profileId: number,
  start: string,
  end: string,
  breaks: { start: string; end: string }[] = [],
) => ({ profile_id: profileId, start, end, breaks });
