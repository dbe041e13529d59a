import {
  extractInvoiceFromPdf,
  readInvoiceXml,
  validateInvoice,
  type En16931Invoice,
  type Finding,
} from '@kontor/einvoice';
import { toIncomingInvoiceDraft, type IncomingInvoiceDraft } from '../einvoice/incoming-invoice-draft.ts';
import { decodeXml, detectFileKind } from './detect-file-kind.ts';
import { checkXmlSafety } from './xml-guard.ts';

export type EInvoiceKind = 'ubl-invoice' | 'ubl-credit-note' | 'cii';
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'bmp';

export interface EInvoiceIntake {
  ok: true;
  kind: EInvoiceKind;
  /** A bare XML file, or the XML embedded in a ZUGFeRD / Factur-X PDF. */
  container: 'xml' | 'pdf';
  /** Name of the PDF attachment the XML came from. */
  embeddedFileName?: string;
  xml: string;
  /** The full EN 16931 model, for the readable view (`buildInvoiceView`). */
  invoice: En16931Invoice;
  draft: IncomingInvoiceDraft;
  /** No fatal finding (EN 16931, and XRechnung 3.0 when BT-24 names it). */
  valid: boolean;
  findings: Finding[];
}

/** A PDF without (readable) e-invoice: its text layer, else OCR of its pages, gives the data. */
export interface PlainPdfIntake {
  ok: true;
  kind: 'pdf';
  /** Set when the PDF carries an XML attachment that could not be read as an e-invoice. */
  embeddedInvoiceProblem?: string;
}

export interface ImageIntake {
  ok: true;
  kind: 'image';
  format: ImageFormat;
}

export type IntakeResult = EInvoiceIntake | PlainPdfIntake | ImageIntake | { ok: false; error: string };

const readEInvoiceXml = (
  xml: string,
  container: 'xml' | 'pdf',
  embeddedFileName?: string,
): EInvoiceIntake | { ok: false; error: string } => {
  const read = readInvoiceXml(xml);
  if (!read.ok) return read;
  const { valid, findings } = validateInvoice(xml);
  const inv = read.invoice;
  return {
    ok: true,
    kind: inv.syntax === 'cii' ? 'cii' : inv.rootKind === 'creditNote' ? 'ubl-credit-note' : 'ubl-invoice',
    container,
    ...(embeddedFileName ? { embeddedFileName } : {}),
    xml,
    invoice: inv,
    draft: toIncomingInvoiceDraft(inv),
    valid,
    findings,
  };
};

/**
 * First step for any uploaded receipt: decides by the bytes what it is and reads e-invoices
 * (XRechnung UBL/CII, ZUGFeRD/Factur-X) completely. PDFs without e-invoice and photos come back
 * as such; their data comes from `extractFromPdf` / OCR. Refusals carry a German message.
 */
export const readIncomingFile = async (bytes: Uint8Array): Promise<IntakeResult> => {
  const kind = detectFileKind(bytes);
  switch (kind) {
    case 'xml': {
      const decoded = decodeXml(bytes);
      if (!decoded.ok) return decoded;
      const safety = checkXmlSafety(decoded.xml, bytes.length);
      if (!safety.ok) return safety;
      return readEInvoiceXml(decoded.xml.replace(/^\uFEFF/, ''), 'xml');
    }
    case 'pdf': {
      const embedded = await extractInvoiceFromPdf(bytes);
      if (!embedded.ok) return { ok: true, kind: 'pdf' };
      // A hostile attachment refuses the whole file; an unreadable one leaves the PDF's text.
      const safety = checkXmlSafety(embedded.xml);
      if (!safety.ok) return safety;
      const read = readEInvoiceXml(embedded.xml, 'pdf', embedded.fileName);
      if (read.ok) return read;
      return {
        ok: true,
        kind: 'pdf',
        embeddedInvoiceProblem: `Die eingebettete Datei „${embedded.fileName}“ ist keine lesbare E-Rechnung: ${read.error}`,
      };
    }
    case 'png':
    case 'jpeg':
    case 'webp':
    case 'bmp':
      return { ok: true, kind: 'image', format: kind };
    case 'heic':
      return {
        ok: false,
        error:
          'HEIC-Fotos können nicht gelesen werden. Bitte das Foto als JPEG oder PNG hochladen (iPhone: Einstellungen → Kamera → Formate → „Maximale Kompatibilität“).',
      };
    case 'tiff':
      return {
        ok: false,
        error: 'TIFF-Dateien werden nicht unterstützt. Bitte als PDF, PNG oder JPEG hochladen.',
      };
    case 'unknown':
      return {
        ok: false,
        error:
          'Unbekanntes Dateiformat. Erlaubt sind E-Rechnungen (XRechnung-XML, ZUGFeRD/Factur-X-PDF), PDF-Dateien und Fotos (JPEG, PNG, WebP).',
      };
  }
};
