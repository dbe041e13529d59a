/**
 * PDF/A requires the document information dictionary and the XMP metadata to say the same
 * (ISO 19005-3, 6.7.3). @e-invoice-eu/core 2.3.4 writes them differently (English title in Info,
 * invoice subject as dc:title, the company as pdf:Producer, keywords only in Info), which PDF/A
 * validators reject. We make both carry Kontor's German values.
 */

export interface PdfMeta {
  /** "Rechnung RE-2026-00001" */
  title: string;
  /** The seller. */
  author: string;
  /** "Rechnung RE-2026-00001 vom 02.03.2026 von Muster Handwerk GmbH" */
  subject: string;
}

/** The part of pdf-lib's PDFDocument the fix needs (the library brings its own copy of pdf-lib). */
export interface InfoWriter {
  setTitle(title: string): void;
  setAuthor(author: string): void;
  setSubject(subject: string): void;
  setKeywords(keywords: string[]): void;
  setCreator(creator: string): void;
  setProducer(producer: string): void;
}

export const PRODUCER = 'Kontor';
const KEYWORDS = ['Rechnung', 'Factur-X', 'ZUGFeRD'];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const replaceAltText = (xmp: string, element: string, text: string) =>
  xmp.replace(
    new RegExp(`(<${element}>\\s*<rdf:(?:Alt|Seq)>\\s*<rdf:li[^>]*>)[\\s\\S]*?(</rdf:li>)`),
    `$1${escapeXml(text)}$2`,
  );

/** The library's XMP with our title, author, subject, producer, creator tool and keywords. */
export function rewriteXmp(xmp: string, meta: PdfMeta): string {
  let result = replaceAltText(xmp, 'dc:title', meta.title);
  result = replaceAltText(result, 'dc:description', meta.subject);
  result = replaceAltText(result, 'dc:creator', meta.author);
  result = result.replace(
    /<pdf:Producer>[\s\S]*?<\/pdf:Producer>/,
    `<pdf:Producer>${PRODUCER}</pdf:Producer><pdf:Keywords>${escapeXml(KEYWORDS.join(' '))}</pdf:Keywords>`,
  );
  return result.replace(
    /<xmp:CreatorTool>[\s\S]*?<\/xmp:CreatorTool>/,
    `<xmp:CreatorTool>${PRODUCER}</xmp:CreatorTool>`,
  );
}

/** The information dictionary, equal to what `rewriteXmp` writes. */
export function writeInfo(pdf: InfoWriter, meta: PdfMeta): void {
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setSubject(meta.subject);
  pdf.setKeywords(KEYWORDS);
  pdf.setCreator(PRODUCER);
  pdf.setProducer(PRODUCER);
}
