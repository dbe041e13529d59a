import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import { entities } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { bearer } from '../../../test/test-tenant.ts';

/** The 20 customers as an old ERP exports them: Windows-1252, semicolons, CRLF, quoted notes. */
export const customersFixture = () =>
  readFileSync(join(import.meta.dirname, 'fixtures/kunden-windows1252.csv'));

/** The fixture as text (it holds only Latin-1 letters, so latin1 round-trips it). */
export const customersFixtureText = () => customersFixture().toString('latin1');

export const base64 = (content: Buffer | string, encoding: 'utf8' | 'latin1' = 'utf8') =>
  (typeof content === 'string' ? Buffer.from(content, encoding) : content).toString('base64');

/** `importer(app, token, 'customers')` → analyze / preview / run with a file and a mapping. */
export function importer(app: FastifyInstance, token: string, type: string) {
  const post = (path: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/entities/${type}/import${path}`,
      headers: bearer(token),
      payload,
    });
  const file = (content: string, name = 'import.csv') => ({ file_name: name, content_base64: content });
  return {
    analyze: (content: string, name?: string) => post('/analyze', file(content, name)),
    preview: (content: string, mapping: (string | null)[]) => post('/preview', { ...file(content), mapping }),
    run: (content: string, mapping: (string | null)[]) => post('', { ...file(content), mapping }),
  };
}

/** Records of a type in the tenant, counted in the database (archived ones too). */
export const countRecords = (deps: AppDeps, tenantId: number, type: string) =>
  withTenant(deps.db, tenantId, async (tx) => {
    const [row] = await tx
      .select({ value: count() })
      .from(entities)
      .where(and(eq(entities.tenantId, tenantId), eq(entities.type, type)));
    return row?.value ?? 0;
  });

/** The tenant's record of a type with this number. */
export const recordByNumber = (deps: AppDeps, tenantId: number, type: string, number: string) =>
  withTenant(deps.db, tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(entities)
      .where(and(eq(entities.type, type), eq(entities.number, number)));
    return row;
  });

/** The import summaries in the tenant's history, newest first. */
export const importHistory = async (app: FastifyInstance, token: string, type: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/historyitems?entity=${type}&action=imported`,
      headers: bearer(token),
    })
  ).json().items as { note: string; entity_id: string | null }[];
