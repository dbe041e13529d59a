import { calculateDocumentTotals, type Document, type DocumentLine } from '@kontor/contracts';
import type { Actor } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import { postFinalizedDocument } from '../accounting/index.ts';
import { findEntityRecord } from '../entities/index.ts';
import type { CustomerRecord } from './document-parties.ts';
import { precedingInvoiceRef } from './document-preceding-invoice.ts';
import type { DocumentRow } from './documents.repository.ts';

/**
 * Hands a document just finalized to bookkeeping, in the finalizing transaction: if the journal
 * refuses it, the document stays a draft and its number goes back (GoBD: books and documents agree).
 */
export async function bookFinalizedDocument(
  tx: Tx,
  actor: Actor,
  doc: Document,
  customer: CustomerRecord,
  advances: readonly DocumentRow[],
  smallBusiness: boolean,
) {
  const project = doc.project_id === null ? null : await findEntityRecord(tx, 'projects', doc.project_id);
  await postFinalizedDocument(tx, actor, {
    id: doc.id,
    type: doc.type,
    number: doc.number!,
    documentDate: doc.document_date,
    serviceDate: doc.service_date,
    customer: { id: customer.id, number: customer.number, name: customer.name },
    vatGroups: doc.totals.vat_groups,
    smallBusiness,
    refersTo: await precedingInvoiceRef(tx, actor.tenantId, doc.id, doc.type),
    deductedAdvances: advances.map((a) => ({
      number: a.number ?? '',
      vatGroups: calculateDocumentTotals(a.lines as DocumentLine[]).vatGroups,
    })),
    project: project && { id: project.id, number: project.number },
  });
}
