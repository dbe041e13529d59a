import Big from 'big.js';
import { calculateDocumentTotals, roundMoney, type DocumentLine, type DocumentType } from '@kontor/contracts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findDocumentsByIds, findLinksToTargets, type DocumentRow } from './documents.repository.ts';
import type { DeductedAdvance } from './rendering/output-types.ts';

const deductibleStatuses = ['finalized', 'sent', 'partiallyPaid', 'paid'];

const refuse = (message: string) => badRequest(message, { deducted_advance_ids: message });

/**
 * The advance invoices a final invoice deducts, locked: finalized advance invoices of the same
 * customer that no other final invoice deducts yet. Anything else is refused with a German text.
 */
export async function loadDeductibleAdvances(
  tx: Tx,
  tenantId: number,
  finalInvoice: { id: number | null; type: DocumentType; customerId: number | null },
  ids: readonly number[],
): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  if (finalInvoice.type !== 'finalInvoice')
    throw refuse('Abschlagsrechnungen können nur in einer Schlussrechnung verrechnet werden.');
  const unique = [...new Set(ids)];
  const rows = await findDocumentsByIds(tx, tenantId, unique);
  for (const id of unique) {
    const row = rows.find((r) => r.id === id);
    if (!row || row.type !== 'advanceInvoice')
      throw refuse(`Das Dokument ${id} ist keine Abschlagsrechnung.`);
    if (!deductibleStatuses.includes(row.status))
      throw refuse(`Die Abschlagsrechnung ${row.number ?? id} ist nicht festgeschrieben oder storniert.`);
    if (row.customerId !== finalInvoice.customerId)
      throw refuse(`Die Abschlagsrechnung ${row.number} gehört zu einem anderen Kunden.`);
  }
  const elsewhere = (await findLinksToTargets(tx, tenantId, 'deducts', unique)).filter(
    (link) => link.sourceId !== finalInvoice.id,
  );
  if (elsewhere.length > 0) {
    const taken = rows.find((r) => r.id === elsewhere[0]!.targetId)!;
    throw refuse(`Die Abschlagsrechnung ${taken.number} ist bereits in einer Schlussrechnung verrechnet.`);
  }
  return rows;
}

/** Σ gross of the advances (BT-113 of the final invoice). */
export const prepaidOf = (advances: readonly DocumentRow[]) =>
  roundMoney(advances.reduce((sum, a) => sum.plus(a.grossTotal), new Big(0)));

/** What the final invoice states about each deducted advance (§14 (5) UStG). */
export const deductedAdvanceViews = (advances: readonly DocumentRow[]): DeductedAdvance[] =>
  advances.map((a) => ({
    id: a.id,
    number: a.number ?? '',
    documentDate: a.documentDate,
    net: a.netTotal,
    vat: a.vatTotal,
    gross: a.grossTotal,
    vatGroups: calculateDocumentTotals(a.lines as DocumentLine[]).vatGroups,
  }));
