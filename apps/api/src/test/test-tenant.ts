import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { addMember, provisionTenant } from '../modules/tenancy/index.ts';

export const TEST_PASSWORD = 'Test-Passwort-123';

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

export interface TestTenant {
  tenantId: number;
  roleIds: Record<string, number>;
  admin: TestUser;
  employee: TestUser;
}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@kontor.test`;

/** A fresh tenant with an Administrator and a Mitarbeiter, so tests never share state. */
export async function createTestTenant(
  deps: AppDeps,
  name = `Testfirma ${randomUUID().slice(0, 6)}`,
): Promise<TestTenant> {
  const { tenantId, roleIds } = await provisionTenant(deps.database.ownerDb, { name });
  const admin = await addUser(deps, tenantId, roleIds['Administrator']!, 'admin');
  const employee = await addUser(deps, tenantId, roleIds['Mitarbeiter']!, 'employee');
  return { tenantId, roleIds, admin, employee };
}

export async function addUser(
  deps: AppDeps,
  tenantId: number,
  roleId: number,
  label: string,
  options: { email?: string; mustChangePassword?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(label);
  const user = await addMember(
    deps.database.ownerDb,
    tenantId,
    roleId,
    { email, name: label, password: TEST_PASSWORD, mustChangePassword: options.mustChangePassword ?? false },
    { firstName: label, lastName: 'Test' },
  );
  return { id: user.id, email, password: TEST_PASSWORD };
}

/** Another Mitarbeiter of the tenant, for a test that needs a user of its own. */
export const addEmployee = (
  deps: AppDeps,
  tenant: TestTenant,
  label: string,
  options?: { email?: string; mustChangePassword?: boolean },
) => addUser(deps, tenant.tenantId, tenant.roleIds['Mitarbeiter']!, label, options);

/** Signs in through the real endpoint; returns the token. */
export async function signInAs(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/auth/login', payload: user });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Switches the session of a bearer token to another tenant (POST /api/tenant/switch). */
export const postTenantSwitch = (app: FastifyInstance, token: string, tenantId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/tenant/switch',
    headers: bearer(token),
    payload: { tenant_id: tenantId },
  });
