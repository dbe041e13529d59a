import { girocodePayload, renderDocumentPdf } from '../pdf/index.ts';
import type { DocumentPdfView } from '../pdf/document-pdf-view.ts';

/** The DIN 5008 PDF of a view (helper C's renderer; fonts load once per process). */
export const renderViewPdf = (view: DocumentPdfView): Promise<Uint8Array> => renderDocumentPdf(view);

/** The GiroCode text for a payment to the seller's account (null when no valid code can be made). */
export const girocodeFor =
  (seller: { name: string; iban: string; bic: string | null }) =>
  (payment: { amount: string; reference: string }): string | null =>
    girocodePayload({ ...seller, ...payment });
