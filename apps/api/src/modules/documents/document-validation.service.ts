import type { AppDeps } from '../../app-deps.ts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { validateArchivedEinvoice, type EinvoiceKind } from '../document-output/index.ts';
import { documentNotFound } from './document-errors.ts';
import { loadArchivedFile } from './document-files.service.ts';
import { findDocumentById, listArchive } from './documents.repository.ts';

const xmlKinds: readonly EinvoiceKind[] = ['xrechnungUbl', 'xrechnungCii', 'zugferd'];

/**
 * Validates the archived e-invoice of a finalized document again (EN 16931, XRechnung 3.0):
 * the file that was, or will be, sent — not a fresh rendering.
 */
export async function validateDocumentEinvoice(deps: AppDeps, tx: Tx, tenantId: number, id: number) {
  const row = await findDocumentById(tx, tenantId, id);
  if (!row) throw documentNotFound();
  const buyer = (row.snapshot as { buyer?: { einvoice_format?: string } } | null)?.buyer;
  const archived = (await listArchive(tx, tenantId, id)).map((a) => a.kind as EinvoiceKind);
  const preferred = xmlKinds.find((k) => k === buyer?.einvoice_format && archived.includes(k));
  const kind = preferred ?? xmlKinds.find((k) => archived.includes(k));
  if (!kind)
    throw conflict(
      row.status === 'draft'
        ? 'Die E-Rechnung wird beim Festschreiben erzeugt und geprüft.'
        : 'Zu diesem Dokument gibt es keine E-Rechnung.',
    );
  // Listed in the archive above, so the file is there (or its loss answers 404).
  const file = (await loadArchivedFile(deps, tx, id, kind))!;
  const findings = await validateArchivedEinvoice(file);
  return { valid: !findings.some((f) => f.level === 'fatal'), format: kind, findings };
}
