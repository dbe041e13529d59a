import { ZSerialInvoiceTemplateCreate, type SerialInvoiceTemplateInput } from '@kontor/contracts';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/history/record-history.ts';
import { createSerialInvoice } from '../../modules/serial-invoices/index.ts';
import type { AppDb, Tx } from '../database.ts';
import { entities } from '../schema/index.ts';
import { withTenant } from '../with-tenant.ts';

const customerId = async (tx: Tx, name: string) => {
  const [row] = await tx
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.type, 'customers'), eq(entities.name, name)));
  if (!row) throw new Error(`demo serial invoices: customer "${name}" is not in the demo data`);
  return row.id;
};

const iso = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

/**
 * The two serial invoices of "Muster Handwerk GmbH": a monthly maintenance contract that started
 * half a year ago and a quarterly service. Their next period starts after `now`, so a fresh demo
 * writes no invoices at start-up; "Jetzt ausführen" and the run log work from the next period on.
 */
export function demoSerialInvoices(
  now: Date,
): (Omit<SerialInvoiceTemplateInput, 'customer_id'> & { customer: string })[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const quarter = m - (m % 3);
  const base = { end_date: null, active: true, auto_send: false, contact_id: null, project_id: null };
  const line = (
    key: string,
    name: string,
    unit: string,
    price: string,
    description: string | null = null,
  ) => ({
    kind: 'item' as const,
    key,
    article_id: null,
    name,
    description,
    quantity: '1',
    unit,
    unit_price: price,
    discount_percent: null,
    vat_category: 'S' as const,
    vat_rate: '19',
  });
  return [
    {
      ...base,
      customer: 'Hausverwaltung Obermeier GmbH',
      name: 'Wartungsvertrag Heizung Leopoldstraße',
      interval: 'monthly',
      start_date: iso(y, m - 6),
      next_date: iso(y, m + 1),
      auto_finalize: true,
      subject: 'Wartungspauschale {{dokument.zeitraum}}',
      lines: [
        line(
          'w1',
          'Wartungspauschale Heizungsanlage',
          'MON',
          '149.00',
          'Leopoldstraße 112, Zeitraum {{dokument.zeitraum}}',
        ),
        line('w2', 'Fernüberwachung Störmeldungen', 'MON', '19.90'),
      ],
    },
    {
      ...base,
      customer: 'Gasthof Zur Post GbR',
      name: 'Quartalsservice Küchenlüftung',
      interval: 'quarterly',
      start_date: iso(y, quarter - 3),
      next_date: iso(y, quarter + 3),
      auto_finalize: false,
      subject: 'Quartalsservice Lüftung {{dokument.zeitraum}}',
      lines: [line('q1', 'Filterwechsel und Reinigung Abluftanlage', 'C62', '285.00')],
    },
  ].map((t) => ({
    ...ZSerialInvoiceTemplateCreate.parse({ ...t, customer_id: 1 }),
    customer: t.customer,
  }));
}

export async function seedDemoSerialInvoices(db: AppDb, tenantId: number, now = new Date()) {
  const actor: Actor = { tenantId, userId: null };
  await withTenant(db, tenantId, async (tx) => {
    for (const { customer, ...template } of demoSerialInvoices(now)) {
      await createSerialInvoice(tx, actor, { ...template, customer_id: await customerId(tx, customer) });
    }
  });
}
