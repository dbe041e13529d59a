import { escapeXml } from './xml-text.ts';

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

// Replaced by a function: a `$&` or `$1` in a company name must not be read as a pattern.
const replaceAltText = (xmp: string, element: string, text: string) =>
  xmp.replace(
    new RegExp(`(<${element}>\\s*<rdf:(?:Alt|Seq)>\\s*<rdf:li[^>]*>)[\\s\\S]*?(</rdf:li>)`),
    (_match, open: string, close: string) => `${open}${escapeXml(text)}${close}`,
  );

/** The library writes the packet's byte order mark as the three bytes of its UTF-8 form. */
const latin1Bom = '\u00EF\u00BB\u00BF';

/**
 * The library's XMP with our title, author, subject, producer, creator tool and keywords, as a
 * real Unicode string (to be stored UTF-8 encoded, as XMP requires).
 */
export function rewriteXmp(xmp: string, meta: PdfMeta): string {
  let result = xmp.replace(`begin="${latin1Bom}"`, 'begin="\uFEFF"');
  result = replaceAltText(result, 'dc:title', meta.title);
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
