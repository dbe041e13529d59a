import type { OcrEngine } from '../ocr/ocr-engine.ts';
import { scannedPageImages } from '../ocr/pdf-page-images.ts';
import { extractReceiptFields, type ReceiptFields } from '../text/extract-fields.ts';
import { readPdfTextLayer } from '../text/pdf-text-layer.ts';
import type { TextDocument } from '../text/text-document.ts';

export interface ReceiptReading {
  document: TextDocument;
  fields: ReceiptFields;
}

/** Fewer characters per page than a receipt's shortest line block: treat the page as a scan. */
const MIN_TEXT_PER_PAGE = 40;

export const hasUsableTextLayer = (doc: TextDocument): boolean =>
  doc.text.replace(/\s/g, '').length >= MIN_TEXT_PER_PAGE * Math.max(1, doc.pages.length) * 0.5;

/**
 * Reads a PDF without e-invoice: its text layer when it has one (fast, exact), else OCR of its
 * scanned page images. Without an OCR engine a scan comes back as `needsOcr` so the caller can
 * queue the slow part as a background job.
 */
export const readPdfReceipt = async (
  bytes: Uint8Array,
  ocr?: OcrEngine,
  onProgress?: (done: number, total: number) => void,
): Promise<
  { ok: true; reading: ReceiptReading } | { ok: false; needsOcr: true } | { ok: false; error: string }
> => {
  let textLayer: TextDocument;
  try {
    textLayer = await readPdfTextLayer(bytes);
  } catch {
    return {
      ok: false,
      error: 'Die PDF-Datei ist beschädigt oder verschlüsselt und kann nicht gelesen werden.',
    };
  }
  if (hasUsableTextLayer(textLayer)) {
    return { ok: true, reading: { document: textLayer, fields: extractReceiptFields(textLayer) } };
  }
  if (!ocr) return { ok: false, needsOcr: true };
  const pages = await scannedPageImages(bytes);
  if (pages.length === 0)
    return { ok: false, error: 'Die PDF-Datei enthält weder Text noch gescannte Seiten.' };
  const document = await ocr.recognize(pages, onProgress);
  return { ok: true, reading: { document, fields: extractReceiptFields(document) } };
};

/** OCR of a photo or scan image (JPEG, PNG, WebP, BMP). */
export const readImageReceipt = async (image: Uint8Array, ocr: OcrEngine): Promise<ReceiptReading> => {
  const document = await ocr.recognize([image]);
  return { document, fields: extractReceiptFields(document) };
};
