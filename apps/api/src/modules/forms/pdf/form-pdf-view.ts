/** What a signed form's PDF shows, already in words: the renderer only lays it out. */
export interface FormPdfView {
  title: string;
  /** Company name of the tenant, top left. */
  company: string;
  /** Lines under the title: Projekt, Kunde, Formular-Nr., Unterschrieben am … */
  info: { label: string; value: string }[];
  items: FormPdfItem[];
  createdAt: Date;
}

export interface FormPdfImage {
  bytes: Uint8Array;
  type: 'image/png' | 'image/jpeg';
}

export type FormPdfItem =
  | { kind: 'heading'; text: string }
  | { kind: 'value'; label: string; value: string }
  | { kind: 'photos'; label: string; images: FormPdfImage[] }
  | { kind: 'signature'; label: string; image: FormPdfImage | null };
