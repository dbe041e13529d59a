import type { archiveKinds } from '@kontor/contracts';

/** The files Kontor writes for a document: the PDF and the three e-invoice kinds. */
export type OutputKind = (typeof archiveKinds)[number];

/** The e-invoice kinds (ZUGFeRD carries CII inside its PDF/A-3). */
export type EinvoiceKind = Exclude<OutputKind, 'pdf'>;

/** One generated or archived file with its bytes. */
export interface OutputFile {
  kind: OutputKind;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface ValidationFindingView {
  rule_id: string;
  level: 'fatal' | 'warning' | 'information';
  message: string;
}

/** Valid means: no fatal finding. */
export interface FormatValidation {
  valid: boolean;
  findings: ValidationFindingView[];
}
