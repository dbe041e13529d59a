import { extractInvoiceFromPdf } from '@kontor/einvoice';
import type { OutputFile, ValidationFindingView } from '../output-types.ts';
import { validateXml } from './einvoice-validation.ts';

/** The XML of an archived e-invoice: the file itself, or the CII embedded in a ZUGFeRD PDF. */
async function xmlOf(file: OutputFile): Promise<string | null> {
  if (file.kind === 'zugferd') {
    const extracted = await extractInvoiceFromPdf(file.bytes);
    return extracted.ok ? extracted.xml : null;
  }
  return new TextDecoder().decode(file.bytes);
}

/**
 * Validates an archived e-invoice again right before it leaves (ADR 8): the rules may have been
 * tightened since finalizing, and what the customer's portal refuses must not be sent.
 */
export async function validateArchivedEinvoice(file: OutputFile): Promise<ValidationFindingView[]> {
  if (file.kind === 'pdf') return [];
  const xml = await xmlOf(file);
  if (xml === null) {
    return [
      {
        rule_id: 'KONTOR-XML',
        level: 'fatal',
        message: `In der Datei ${file.filename} wurde keine E-Rechnung gefunden.`,
      },
    ];
  }
  return validateXml(xml, file.kind).findings;
}
