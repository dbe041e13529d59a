import type { FastifyInstance } from 'fastify';
import { tenantSettings } from '../db/schema/index.ts';
import { withTenant } from '../db/with-tenant.ts';
import type { AppDeps } from '../app-deps.ts';
import { caller } from './http-caller.ts';
import { signInAs, type TestUser } from './test-tenant.ts';

export type Call = ReturnType<typeof caller>;

/** Company data complete enough to finalize (§14 UStG: address, tax number / VAT id). */
export const setSellerData = (
  deps: AppDeps,
  tenantId: number,
  values: Partial<typeof tenantSettings.$inferInsert> = {},
) =>
  withTenant(deps.db, tenantId, (tx) =>
    tx.update(tenantSettings).set({
      companyName: 'Muster Software GmbH',
      street: 'Hauptstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      email: 'rechnung@muster-software.de',
      phone: '+49 30 1234567',
      taxNumber: '30/123/45678',
      vatId: 'DE123456789',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      bankName: 'Deutsche Kreditbank',
      einvoiceFormat: 'pdf',
      ...values,
    }),
  );

export const signedInCaller = async (app: FastifyInstance, user: TestUser) =>
  caller(app, await signInAs(app, user));

export async function createCustomer(call: Call, data: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/entities/customers', {
    data: {
      kind: 'company',
      company_name: 'Beispiel AG',
      street: 'Marktplatz 5',
      zip: '80331',
      city: 'München',
      email: 'buchhaltung@beispiel.de',
      einvoice_format: 'pdf',
      ...data,
    },
  });
  if (response.statusCode !== 201) throw new Error(`customer: ${response.body}`);
  return response.json() as { id: number; name: string; number: string };
}

let lineCounter = 0;
export const item = (overrides: Record<string, unknown> = {}) => ({
  kind: 'item',
  key: `l${++lineCounter}`,
  name: 'Beratung',
  quantity: '1',
  unit: 'HUR',
  unit_price: '100.00',
  vat_category: 'S',
  vat_rate: '19',
  ...overrides,
});

export const draft = (customerId: number | null, overrides: Record<string, unknown> = {}) => ({
  type: 'invoice',
  customer_id: customerId,
  document_date: '2026-11-02',
  service_date: '2026-10-30',
  lines: [item()],
  ...overrides,
});

export async function createDraft(call: Call, body: Record<string, unknown>) {
  const response = await call('POST', '/api/documents', body);
  if (response.statusCode !== 201) throw new Error(`draft: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; version: number } & Record<string, unknown>;
}

export async function finalize(call: Call, doc: { id: number; version: number }) {
  return call('POST', `/api/documents/${doc.id}/finalize`, { version: doc.version });
}

export async function createFinalized(call: Call, body: Record<string, unknown>) {
  const created = await createDraft(call, body);
  const response = await finalize(call, created);
  if (response.statusCode !== 200) throw new Error(`finalize: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; number: string; version: number } & Record<string, unknown>;
}
