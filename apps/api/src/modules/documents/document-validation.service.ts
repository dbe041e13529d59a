import { extractInvoiceFromPdf } from '@kontor/einvoice';
import type { AppDeps } from '../../app-deps.ts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { documentNotFound } from './document-errors.ts';
import { loadArchivedFile } from './document-files.service.ts';
import { findDocumentById, listArchive } from './documents.repository.ts';
import { validateEinvoiceXml, type EinvoiceXmlKind } from './output/index.ts';

const xmlKinds: readonly EinvoiceXmlKind[] = ['xrechnungUbl', 'xrechnungCii', 'zugferd'];

/** The e-invoice XML: the file itself, or the CII embedded in a ZUGFeRD / Factur-X PDF. */
async function xmlOf(file: { kind: EinvoiceXmlKind; bytes: Uint8Array }): Promise<string | null> {
  if (file.kind !== 'zugferd') return new TextDecoder().decode(file.bytes);
  const extracted = await extractInvoiceFromPdf(file.bytes);
  return extracted.ok ? extracted.xml : null;
}

/**
 * Validates the archived e-invoice of a finalized document again (EN 16931, XRechnung 3.0):
 * the file that was, or will be, sent — not a fresh rendering.
 */
export async function validateDocumentEinvoice(deps: AppDeps, tx: Tx, tenantId: number, id: number) {
  const row = await findDocumentById(tx, tenantId, id);
  if (!row) throw documentNotFound();
  const buyer = (row.snapshot as { buyer?: { einvoice_format?: string } } | null)?.buyer;
  const archived = (await listArchive(tx, tenantId, id)).map((a) => a.kind as EinvoiceXmlKind);
  const preferred = xmlKinds.find((k) => k === buyer?.einvoice_format && archived.includes(k));
  const kind = preferred ?? xmlKinds.find((k) => archived.includes(k));
  if (!kind)
    throw conflict(
      row.status === 'draft'
        ? 'Die E-Rechnung wird beim Festschreiben erzeugt und geprüft.'
        : 'Zu diesem Dokument gibt es keine E-Rechnung.',
    );
  const file = (await loadArchivedFile(deps, tx, id, kind))!;
  const xml = await xmlOf({ kind, bytes: file.bytes });
  if (xml === null) {
    const message = `In der Datei ${file.filename} wurde keine E-Rechnung gefunden.`;
    return {
      valid: false,
      format: kind,
      findings: [{ rule_id: 'KONTOR-XML', level: 'fatal' as const, message }],
    };
  }
  const report = await validateEinvoiceXml(xml, kind);
  return { valid: report.valid, format: kind, findings: report.findings };
}
