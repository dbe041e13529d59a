import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import type { TestTenant } from '../../../test/test-tenant.ts';
import {
  createCustomer,
  createFinalized,
  draft,
  setSellerData,
} from '../../../test/document-test-helpers.ts';
import { caller } from '../../../test/entity-test-helpers.ts';
import { uploadOne } from '../../../test/files-test-helpers.ts';
import { samplePng } from '../../../test/sample-files.ts';

const created = async (response: { statusCode: number; body: string; json(): unknown }) => {
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as { id: number; version: number };
};

/**
 * One of every kind of record a request body can name, made through the API by the tenant's
 * admin: what an attacker in another tenant would try to point at.
 */
export async function createNamedRecords(
  app: FastifyInstance,
  deps: AppDeps,
  tenant: TestTenant,
  token: string,
) {
  const call = caller(app, token);
  await setSellerData(deps, tenant.tenantId);
  const customer = await createCustomer(call);
  const contact = await created(
    await call('POST', '/api/entities/contacts', {
      data: { company: customer.id, first_name: 'Eva', last_name: 'Kontakt' },
    }),
  );
  const project = await created(await call('POST', '/api/entities/projects', { data: { name: 'Umbau' } }));
  const article = await created(
    await call('POST', '/api/entities/articles', { data: { name: 'Beratung', net_price: '95' } }),
  );
  const folder = await created(await call('POST', '/api/files/folders', { name: 'Ablage', parent_id: null }));
  const file = await uploadOne(
    app,
    token,
    { name: 'logo.png', type: 'image/png', content: samplePng() },
    `folder_id=${folder.id}`,
  );
  const account = await created(
    await call('POST', '/api/email-accounts', {
      name: 'Büro',
      from_address: 'buero@example.com',
      host: 'smtp.example.com',
      port: 587,
      security: 'starttls',
    }),
  );
  const invoice = await createFinalized(call, draft(customer.id));
  const options = (await call('GET', '/api/profiles/options')).json().items as { id: number }[];
  return {
    customer,
    contact,
    project,
    article,
    folder,
    file,
    account,
    invoice,
    profileId: options[0]!.id,
    roleId: tenant.roleIds['Buchhaltung']!,
  };
}

export type NamedRecords = Awaited<ReturnType<typeof createNamedRecords>>;
