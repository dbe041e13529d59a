import type { Document, DocumentType, ZDocumentCreate, ZDocumentUpdate } from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { loadDeductibleAdvances, prepaidOf } from './document-advances.ts';
import { withCustomerDefaults } from './document-customer-defaults.ts';
import { checkDraftReferences } from './document-references.ts';
import { draftValues, type DraftFields } from './document-draft-values.ts';
import { documentNotFound, guardImmutable, notADraft, staleDocument } from './document-errors.ts';
import { loadTenantSettings } from '../settings/index.ts';
import { findCustomer } from './document-parties.ts';
import { loadDocument } from './document-read.service.ts';
import {
  deleteDraft,
  deleteLinksOfDraft,
  findDocumentByIdForUpdate,
  insertDocument,
  updateDraftIfVersion,
  type DocumentRow,
  type DraftValues,
} from './documents.repository.ts';

/** History and realtime name of outgoing documents. */
export const DOCUMENT_ENTITY = 'document';

const customerMissing = () => {
  const message = 'Der Kunde wurde nicht gefunden.';
  return badRequest(message, { customer_id: message });
};

/** What history compares: the header fields, the lines and the totals, under API names. */
// The customer by name as well: the history shows "Kunde: Bäckerei Huber", never a bare id.
const tracked = (v: DraftValues) => ({
  customer_id: v.customerId ?? null,
  customer_name: v.customerName ?? null,
  document_date: v.documentDate,
  due_date: v.dueDate ?? null,
  ...(v.header as Record<string, unknown>),
  lines: v.lines,
  net: v.netTotal,
  gross: v.grossTotal,
});

/** Stored values of `fields` for a document of `type` (customer name, enforced VAT, totals). */
export async function computeDraft(
  tx: Tx,
  tenantId: number,
  type: DocumentType,
  fields: DraftFields,
  existing: { id: number | null; number: string | null },
): Promise<DraftValues> {
  const customer = fields.customer_id === null ? undefined : await findCustomer(tx, fields.customer_id);
  if (fields.customer_id !== null && !customer) throw customerMissing();
  const settings = await loadTenantSettings(tx);
  const advances = await loadDeductibleAdvances(
    tx,
    tenantId,
    { id: existing.id, type, customerId: fields.customer_id },
    fields.deducted_advance_ids,
  );
  return draftValues(type, fields, {
    customerName: customer?.name ?? null,
    number: existing.number,
    tenantIsSmallBusiness: settings.small_business,
    prepaid: prepaidOf(advances),
  });
}

/** Inserts a draft as it is (conversions, credit notes, Storno use this with copied fields). */
export async function insertDraft(
  tx: Tx,
  actor: Actor,
  type: DocumentType,
  fields: DraftFields,
  action = 'created',
): Promise<DocumentRow> {
  const values = await computeDraft(tx, actor.tenantId, type, fields, { id: null, number: null });
  const row = await insertDocument(tx, {
    ...values,
    tenantId: actor.tenantId,
    type,
    createdBy: actor.userId,
  });
  await recordHistory(tx, actor, {
    entity: DOCUMENT_ENTITY,
    entityId: row.id,
    action,
    // The name as well as the id: the history reads "Kunde: Bäckerei Huber" even after a rename.
    changes: {
      type: { from: null, to: type },
      customer_id: { from: null, to: row.customerId },
      customer_name: { from: null, to: row.customerName },
    },
  });
  return row;
}

/** A new draft; fields left empty take the customer's defaults and the default texts. */
export async function createDocumentDraft(
  _deps: AppDeps,
  tx: Tx,
  actor: Actor,
  input: z.output<typeof ZDocumentCreate>,
): Promise<Document> {
  const { type, ...rest } = input;
  await checkDraftReferences(tx, actor.tenantId, rest);
  const customer = rest.customer_id === null ? undefined : await findCustomer(tx, rest.customer_id);
  const fields = await withCustomerDefaults(tx, type, rest, customer);
  const row = await insertDraft(tx, actor, type, fields);
  return loadDocument(tx, actor.tenantId, row, actor.userId);
}

/** Autosave of a draft at `version` (else 409, nothing written). Finalized documents: 409. */
export async function updateDocumentDraft(
  tx: Tx,
  actor: Actor,
  id: number,
  input: z.output<typeof ZDocumentUpdate>,
): Promise<Document> {
  const before = await findDocumentByIdForUpdate(tx, actor.tenantId, id);
  if (!before) throw documentNotFound();
  if (before.status !== 'draft') throw notADraft();
  const { version, ...fields } = input;
  if (before.version !== version) throw staleDocument();
  await checkDraftReferences(tx, actor.tenantId, fields);
  const values = await computeDraft(tx, actor.tenantId, before.type as DocumentType, fields, {
    id,
    number: null,
  });
  const changes = diffFields(tracked(before), tracked(values));
  if (Object.keys(changes).length === 0) return loadDocument(tx, actor.tenantId, before, actor.userId);
  const row = await guardImmutable(() => updateDraftIfVersion(tx, actor.tenantId, id, version, values));
  if (!row) throw staleDocument();
  await recordHistory(tx, actor, { entity: DOCUMENT_ENTITY, entityId: id, action: 'updated', changes });
  return loadDocument(tx, actor.tenantId, row, actor.userId);
}

/** Deletes a draft; finalized documents are never deleted (GoBD) → 409. */
export async function deleteDocumentDraft(tx: Tx, actor: Actor, id: number) {
  const before = await findDocumentByIdForUpdate(tx, actor.tenantId, id);
  if (!before) throw documentNotFound();
  if (before.status !== 'draft') throw notADraft();
  // A draft made from another document carries its origin link (convertedFrom, creditFor).
  await deleteLinksOfDraft(tx, actor.tenantId, id);
  await guardImmutable(() => deleteDraft(tx, actor.tenantId, id));
  await recordHistory(tx, actor, {
    entity: DOCUMENT_ENTITY,
    entityId: id,
    action: 'deleted',
    changes: { type: { from: before.type, to: null }, customer_id: { from: before.customerId, to: null } },
  });
  return { ok: true as const };
}
