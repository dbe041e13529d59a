import { randomUUID } from 'node:crypto';
import { ZDocumentCreate } from '@kontor/contracts';
import type { AppDeps } from '../../../app-deps.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { addUser, type TestTenant } from '../../../test/test-tenant.ts';
import { createDocumentDraft, finalizeDocument } from '../../documents/index.ts';
import { createEntity, systemWriter } from '../../entities/index.ts';
import { provisionTenant } from '../../tenancy/index.ts';

/** A tenant with the company data an invoice needs (§ 14 UStG) and an Administrator. */
export async function createInvoicingTenant(deps: AppDeps): Promise<TestTenant> {
  const { tenantId, roleIds } = await provisionTenant(deps.database.ownerDb, {
    name: `Mahnfirma ${randomUUID().slice(0, 6)} GmbH`,
    settings: {
      legalForm: 'GmbH',
      street: 'Werkstattweg 12',
      zip: '80331',
      city: 'München',
      email: 'info@mahnfirma.example',
      managingDirectors: 'Maria Muster',
      registerCourt: 'Amtsgericht München',
      registerNumber: 'HRB 123456',
      taxNumber: '143/123/45678',
      vatId: 'DE123456789',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      bankName: 'Deutsche Kreditbank Berlin',
    },
  });
  const admin = await addUser(deps, tenantId, roleIds['Administrator']!, 'admin');
  const employee = await addUser(deps, tenantId, roleIds['Mitarbeiter']!, 'employee');
  return { tenantId, roleIds, admin, employee };
}

export interface InvoiceSpec {
  customerKind: 'company' | 'person';
  documentDate: string;
  paymentTermDays: number;
  /** Net price of the one 19 % line. */
  net: string;
}

/** A customer and a finalized invoice for them, made by the documents services. */
export async function createFinalizedInvoice(deps: AppDeps, tenantId: number, spec: InvoiceSpec) {
  const actor = systemWriter(tenantId);
  return withTenant(deps.db, tenantId, async (tx) => {
    const name =
      spec.customerKind === 'company'
        ? { company_name: `Kunde ${randomUUID().slice(0, 6)} GmbH` }
        : { first_name: 'Petra', last_name: `Privat ${randomUUID().slice(0, 4)}` };
    const customer = await createEntity(tx, actor, 'customers', {
      number: null,
      data: {
        kind: spec.customerKind,
        ...name,
        street: 'Kundenstraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
        email: 'buchhaltung@kunde.example',
      },
    });
    const draft = await createDocumentDraft(
      deps,
      tx,
      actor,
      ZDocumentCreate.parse({
        type: 'invoice',
        customer_id: customer.id,
        document_date: spec.documentDate,
        service_date: spec.documentDate,
        payment_term_days: spec.paymentTermDays,
        lines: [
          {
            kind: 'item',
            key: 'l1',
            name: 'Wartung Heizungsanlage',
            quantity: '1',
            unit: 'C62',
            unit_price: spec.net,
            vat_category: 'S',
            vat_rate: '19',
          },
        ],
      }),
    );
    return finalizeDocument(deps, tx, actor, draft.id);
  });
}
