import { isInvoiceLike, type Document, type EinvoiceFormat } from '@kontor/contracts';
import type { OutputKind as ArchiveKind } from '../document-output/index.ts';

/** The format the customer gets, as frozen at finalizing. */
export const formatOf = (doc: Document): EinvoiceFormat =>
  doc.buyer?.einvoice_format ?? doc.einvoice_format ?? 'pdf';

export const hasArchived = (doc: Document, kind: ArchiveKind) => doc.archive.some((a) => a.kind === kind);

/** The PDF the customer reads: the ZUGFeRD hybrid for ZUGFeRD customers, else the plain PDF. */
export const pdfKindFor = (doc: Document): ArchiveKind =>
  isInvoiceLike(doc.type) && formatOf(doc) === 'zugferd' && hasArchived(doc, 'zugferd') ? 'zugferd' : 'pdf';

/**
 * The XML that goes along: XRechnung customers always get theirs (the XML is the invoice);
 * others only when asked, as XRechnung CII (the same data ZUGFeRD embeds).
 */
export function xmlKindFor(doc: Document, asked: boolean): ArchiveKind | null {
  if (!isInvoiceLike(doc.type)) return null;
  const format = formatOf(doc);
  if (format === 'xrechnungUbl' || format === 'xrechnungCii') return format;
  if (!asked) return null;
  if (hasArchived(doc, 'xrechnungCii')) return 'xrechnungCii';
  return hasArchived(doc, 'xrechnungUbl') ? 'xrechnungUbl' : null;
}

export const isXmlRequired = (doc: Document) => {
  const format = formatOf(doc);
  return isInvoiceLike(doc.type) && (format === 'xrechnungUbl' || format === 'xrechnungCii');
};
