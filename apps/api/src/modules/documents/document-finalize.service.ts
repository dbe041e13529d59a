import {
  documentTypeDefinitions,
  einvoiceFormatLabels,
  isInvoiceLike,
  type Document,
  type DocumentType,
  type EinvoiceFormat,
} from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findEntityRecord } from '../entities/index.ts';
import { allocateNumber } from '../number-ranges/index.ts';
import { deductedAdvanceViews, loadDeductibleAdvances, prepaidOf } from './document-advances.ts';
import { missingForFinalize } from './document-completeness.ts';
import { documentSearchText, draftFieldsOf, draftValues } from './document-draft-values.ts';
import { DOCUMENT_ENTITY } from './document-draft.service.ts';
import {
  documentNotFound,
  einvoiceInvalid,
  guardImmutable,
  incompleteDocument,
  staleDocument,
} from './document-errors.ts';
import { loadLetterheadLogo, loadTenantSettings } from '../settings/index.ts';
import { cancelledInvoiceBuyer, precedingInvoiceOf } from './document-preceding-invoice.ts';
import {
  buyerOf,
  contactNameOfUser,
  findCustomer,
  resolveEinvoiceFormat,
  sellerOf,
} from './document-parties.ts';
import { loadDocument } from './document-read.service.ts';
import {
  findDocumentByIdForUpdate,
  insertArchiveFile,
  insertLink,
  storeFinalized,
} from './documents.repository.ts';
import { assertPrintableTexts, withPrintedTexts } from './document-printed-texts.ts';
import { bookFinalizedDocument } from './document-posting.ts';
import { buildDocumentOutputs } from './rendering/build-document-outputs.ts';
import { storeImmutable, type OutputFile } from '../document-output/index.ts';
import type { RenderableDocument } from './rendering/output-types.ts';

const alreadyFinal = () => conflict('Das Dokument ist bereits festgeschrieben.');

/** Formats that are a structured e-invoice (everything but a plain PDF). */
const isEinvoice = (format: EinvoiceFormat): format is Exclude<EinvoiceFormat, 'pdf'> => format !== 'pdf';

async function archiveFile(deps: AppDeps, tx: Tx, tenantId: number, documentId: number, file: OutputFile) {
  const stored = await storeImmutable(deps.blobStore, tenantId, file.bytes);
  await insertArchiveFile(tx, {
    tenantId,
    documentId,
    kind: file.kind,
    filename: file.filename,
    contentType: file.contentType,
    ...stored,
  });
}

/**
 * Finalizes a draft in the caller's transaction: completeness, gap-free number, frozen seller
 * and buyer, PDF and e-invoice files validated and archived. Any refusal throws, and since the
 * number was drawn in the same transaction, the rollback gives it back (GoBD: no gaps).
 */
export async function finalizeDocument(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  id: number,
  expectedVersion?: number,
): Promise<Document> {
  const tenantId = actor.tenantId;
  const row = await findDocumentByIdForUpdate(tx, tenantId, id);
  if (!row) throw documentNotFound();
  if (row.status !== 'draft') throw alreadyFinal();
  if (expectedVersion !== undefined && row.version !== expectedVersion) throw staleDocument();
  const type = row.type as DocumentType;

  const settings = await loadTenantSettings(tx);
  const customer = row.customerId === null ? undefined : await findCustomer(tx, row.customerId);
  // Recomputed with today's master data: a §19 switch or a new customer treatment counts now.
  const fields = draftFieldsOf(row);
  const advances = await loadDeductibleAdvances(
    tx,
    tenantId,
    { id, type, customerId: row.customerId },
    fields.deducted_advance_ids,
  );
  const values = draftValues(type, fields, {
    customerName: customer?.name ?? null,
    number: null,
    tenantIsSmallBusiness: settings.small_business,
    prepaid: prepaidOf(advances),
  });
  const missing = missingForFinalize({ ...row, lines: values.lines as unknown[] }, customer, settings);
  if (Object.keys(missing).length > 0 || !customer) throw incompleteDocument(missing);

  const number = await allocateNumber(tx, tenantId, documentTypeDefinitions[type].numberRange);
  const contact =
    fields.contact_id === null ? undefined : await findEntityRecord(tx, 'contacts', fields.contact_id);
  const format = resolveEinvoiceFormat(fields.einvoice_format, customer.data, settings);
  const seller = sellerOf(settings, await contactNameOfUser(tx, tenantId, actor.userId));
  const buyer =
    (await cancelledInvoiceBuyer(tx, tenantId, id, type)) ?? buyerOf(customer, contact?.name ?? null, format);
  const stored = await guardImmutable(() =>
    storeFinalized(tx, tenantId, id, {
      ...values,
      searchText: documentSearchText([number, customer.name, fields.subject]),
      number,
      snapshot: { seller, buyer },
      finalizedAt: new Date(),
      finalizedBy: actor.userId,
    }),
  );
  for (const advance of advances) {
    await insertLink(tx, { tenantId, sourceId: id, targetId: advance.id, kind: 'deducts' });
  }

  const loaded = (await loadDocument(tx, tenantId, stored)) as RenderableDocument;
  // Checked with the number and due date drawn: the rollback gives the number back.
  await assertPrintableTexts(tx, actor, loaded);
  const doc = await withPrintedTexts(tx, actor, loaded);
  const outputs = await buildDocumentOutputs(doc, {
    logo: await loadLetterheadLogo(deps, tx),
    deductedAdvances: deductedAdvanceViews(advances),
    precedingInvoice: await precedingInvoiceOf(tx, tenantId, id, type),
  });
  // The customer's format must be valid; the other formats are archived when they validate.
  const customerFormat = buyer.einvoice_format;
  if (isInvoiceLike(type) && isEinvoice(customerFormat)) {
    const report = outputs.validation[customerFormat];
    const fatal = report?.findings.filter((f) => f.level === 'fatal') ?? [];
    const produced = outputs.files.some((f) => f.kind === customerFormat);
    if (fatal.length > 0 || !produced)
      throw einvoiceInvalid(einvoiceFormatLabels[customerFormat], report?.findings ?? []);
  }
  for (const file of outputs.files) await archiveFile(deps, tx, tenantId, id, file);
  await bookFinalizedDocument(tx, actor, doc, customer, advances, settings.small_business);

  await recordHistory(tx, actor, {
    entity: DOCUMENT_ENTITY,
    entityId: id,
    action: 'finalized',
    changes: { status: { from: 'draft', to: 'finalized' }, number: { from: null, to: number } },
  });
  return loadDocument(tx, tenantId, stored);
}
