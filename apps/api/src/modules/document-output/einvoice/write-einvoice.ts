import type { En16931Invoice } from '@kontor/einvoice';
import type { EinvoiceKind, FormatValidation } from '../output-types.ts';
import { validateXml, writerFailure } from './einvoice-validation.ts';
import { writeCii, writeFacturX, writeUbl } from './einvoice-writers.ts';
import type { PdfMeta } from './facturx-metadata.ts';

const labels: Record<EinvoiceKind, string> = {
  zugferd: 'Die ZUGFeRD-Rechnung',
  xrechnungUbl: 'Die XRechnung (UBL)',
  xrechnungCii: 'Die XRechnung (CII)',
};

/** The PDF a ZUGFeRD invoice is built from (it becomes PDF/A-3 with the CII embedded). */
export interface FacturXBase {
  bytes: Uint8Array;
  filename: string;
  meta: PdfMeta;
}

export interface WrittenEinvoice {
  /** The file (XML, or the ZUGFeRD PDF) — null when validation found a fatal problem. */
  bytes: Uint8Array | null;
  /** The XML as written (for ZUGFeRD: the embedded CII); null when the writer failed. */
  xml: string | null;
  validation: FormatValidation;
}

const encode = (xml: string) => new TextEncoder().encode(xml);

async function write(kind: EinvoiceKind, model: En16931Invoice, pdf?: FacturXBase) {
  if (kind === 'xrechnungUbl') return { xml: await writeUbl(model) };
  if (kind === 'xrechnungCii') return { xml: await writeCii(model) };
  if (!pdf) throw new Error('ZUGFeRD braucht das PDF der Rechnung');
  const written = await writeFacturX(model, pdf);
  return { xml: written.xml, file: written.pdf };
}

/**
 * Writes one e-invoice from the EN 16931 model and validates what was written (EN 16931, and
 * XRechnung 3.0 for the XRechnung kinds). A writer error becomes a fatal finding, so the caller
 * can always say in German what is wrong.
 */
export async function writeEinvoice(
  kind: EinvoiceKind,
  model: En16931Invoice,
  pdf?: FacturXBase,
): Promise<WrittenEinvoice> {
  try {
    const { xml, file } = await write(kind, model, pdf);
    const validation = validateXml(xml, kind);
    return { bytes: validation.valid ? (file ?? encode(xml)) : null, xml, validation };
  } catch (error) {
    return { bytes: null, xml: null, validation: writerFailure(labels[kind], error) };
  }
}
