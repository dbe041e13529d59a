import {
  readIncomingFile,
  readPdfReceipt,
  type IncomingInvoiceDraft,
  type ReceiptFields,
} from '@kontor/incoming-invoices';
import { badRequest } from '../../core/http/errors.ts';

/** What one uploaded file gave, before anything is stored. */
export interface ReadUpload {
  sourceKind: 'ubl-invoice' | 'ubl-credit-note' | 'cii' | 'pdf' | 'image';
  /** Stored type and extension of the original. */
  contentType: string;
  extension: string;
  /** Complete data of an e-invoice. */
  draft: IncomingInvoiceDraft | null;
  /** Fields read from a PDF's text layer (with confidence), when it has no e-invoice. */
  receipt: ReceiptFields | null;
  findings: { rule: string; severity: string; message: string }[];
  /** A scan or photo: its data needs OCR. */
  needsOcr: boolean;
}

const imageTypes = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  bmp: 'image/bmp',
} as const;

/**
 * Reads an uploaded file with @kontor/incoming-invoices: e-invoices (XRechnung UBL/CII, ZUGFeRD)
 * completely, PDFs without XML from their text layer, photos and scans are marked for OCR.
 * A refused file (DOCTYPE, entities, nesting, unknown type) is a German 400; nothing is stored.
 */
export async function readUpload(bytes: Uint8Array): Promise<ReadUpload> {
  const intake = await readIncomingFile(bytes);
  if (!intake.ok) throw badRequest(intake.error, { file: intake.error });
  if (intake.kind === 'image') {
    if (intake.format === 'bmp') {
      const message = 'Bitte das Foto als JPEG, PNG oder WebP hochladen.';
      throw badRequest(message, { file: message });
    }
    return {
      sourceKind: 'image',
      contentType: imageTypes[intake.format],
      extension: intake.format === 'jpeg' ? 'jpg' : intake.format,
      draft: null,
      receipt: null,
      findings: [],
      needsOcr: true,
    };
  }
  if (intake.kind === 'pdf') {
    const pdf = await readPdfReceipt(bytes);
    const findings = intake.embeddedInvoiceProblem
      ? [{ rule: 'embedded-xml', severity: 'warning', message: intake.embeddedInvoiceProblem }]
      : [];
    return {
      sourceKind: 'pdf',
      contentType: 'application/pdf',
      extension: 'pdf',
      draft: null,
      receipt: pdf.ok ? pdf.reading.fields : null,
      findings,
      needsOcr: !pdf.ok && 'needsOcr' in pdf,
    };
  }
  return {
    sourceKind: intake.kind,
    contentType: intake.container === 'pdf' ? 'application/pdf' : 'application/xml',
    extension: intake.container === 'pdf' ? 'pdf' : 'xml',
    draft: intake.draft,
    receipt: null,
    findings: intake.findings.map((f) => ({ rule: f.ruleId, severity: f.level, message: f.message })),
    needsOcr: false,
  };
}
