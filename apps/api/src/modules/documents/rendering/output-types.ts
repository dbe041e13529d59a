import type { Document, DocumentParty, DocumentSeller } from '@kontor/contracts';
import type { FormatValidation, OutputFile, OutputKind } from '../../document-output/index.ts';

export type ArchiveKind = OutputKind;

/** An advance invoice a final invoice deducts (§14 (5) UStG: amounts and the VAT they contained). */
export interface DeductedAdvance {
  id: number;
  number: string;
  documentDate: string;
  net: string;
  vat: string;
  gross: string;
  vatGroups: { category: string; rate: string; taxable: string; tax: string }[];
}

/** A document with seller and buyer filled in (snapshot, or current data for a draft preview). */
export type RenderableDocument = Document & { seller: DocumentSeller; buyer: DocumentParty | null };

export interface OutputOptions {
  /** Letterhead logo (PNG or JPEG). */
  logo?: { bytes: Uint8Array; contentType: string } | null;
  /** Draft preview: watermark "ENTWURF", no e-invoice. */
  draft?: boolean;
  deductedAdvances?: DeductedAdvance[];
  /** The invoice this one corrects or cancels (BG-3). */
  precedingInvoice?: { number: string; documentDate: string } | null;
}

export interface DocumentOutputs {
  /** pdf always; for invoice-like types also zugferd, xrechnungUbl, xrechnungCii (only formats that validated without fatal findings). */
  files: OutputFile[];
  /** Validation report per e-invoice kind (also for the ones left out because of fatal findings). */
  validation: Partial<Record<OutputKind, FormatValidation>>;
}
