import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { documents, serialInvoiceRuns, serialInvoiceTemplates } from '../db/schema/index.ts';
import { withTenant } from '../db/with-tenant.ts';
import type { Call } from './document-test-helpers.ts';
import { item } from './document-test-helpers.ts';

export const template = (customerId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Hosting & Wartung',
  customer_id: customerId,
  interval: 'monthly',
  start_date: '2026-08-01',
  subject: 'Hosting {{dokument.zeitraum}}',
  lines: [item({ name: 'Webhosting Business', unit: 'MON', unit_price: '49.00' })],
  ...overrides,
});

export async function createTemplate(call: Call, body: Record<string, unknown>) {
  const response = await call('POST', '/api/serial-invoices', body);
  if (response.statusCode !== 201) throw new Error(`template: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; version: number; next_date: string };
}

/** The invoices a template wrote, read straight from the database (oldest period first). */
export const invoicesOf = (deps: AppDeps, tenantId: number, templateId: number) =>
  withTenant(deps.db, tenantId, (tx) =>
    tx
      .select({
        period: serialInvoiceRuns.periodStart,
        runStatus: serialInvoiceRuns.status,
        documentId: documents.id,
        status: documents.status,
        number: documents.number,
        documentDate: documents.documentDate,
        header: documents.header,
      })
      .from(serialInvoiceRuns)
      .leftJoin(documents, eq(documents.id, serialInvoiceRuns.documentId))
      .where(eq(serialInvoiceRuns.templateId, templateId))
      .orderBy(asc(serialInvoiceRuns.periodStart)),
  );

export const documentCount = (deps: AppDeps, tenantId: number) =>
  withTenant(deps.db, tenantId, async (tx) => (await tx.select({ id: documents.id }).from(documents)).length);

export const nextDateOf = (deps: AppDeps, tenantId: number, templateId: number) =>
  withTenant(
    deps.db,
    tenantId,
    async (tx) =>
      (
        await tx
          .select({ nextDate: serialInvoiceTemplates.nextDate })
          .from(serialInvoiceTemplates)
          .where(eq(serialInvoiceTemplates.id, templateId))
      )[0]!.nextDate,
  );
