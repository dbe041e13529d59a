import type { TextDocument } from '../text-document.ts';

/** Where in `TextDocument.text` a value was read, so the user can see and confirm it. */
export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

export interface ExtractedField<T = string> {
  value: T;
  /** 0–1: label found, format/checksum valid, totals consistent, OCR certainty. */
  confidence: number;
  span: TextSpan;
  /** German hint for the user when something about the value is doubtful. */
  note?: string;
}

/** A line of the document with its offset, for label-then-value searches. */
export interface DocLine {
  index: number;
  text: string;
  start: number;
  /** OCR confidence of the line (1 for text layers). */
  certainty: number;
}

export const docLines = (doc: TextDocument): DocLine[] =>
  doc.lines.map((l, index) => ({
    index,
    text: doc.text.slice(l.start, l.end),
    start: l.start,
    certainty: l.confidence,
  }));

export const spanOf = (line: DocLine, from: number, text: string): TextSpan => ({
  start: line.start + from,
  end: line.start + from + text.length,
  text,
});

/** Confidence from evidence, scaled by how sure OCR was of the line; kept within 0–1. */
export const confidence = (evidence: number, line: DocLine): number =>
  Math.round(Math.min(1, Math.max(0, evidence)) * (0.5 + 0.5 * line.certainty) * 100) / 100;

/** Best candidate by confidence; earlier text wins ties (headers come before footers). */
export const best = <T>(candidates: ExtractedField<T>[]): ExtractedField<T> | undefined =>
  candidates.reduce<ExtractedField<T> | undefined>(
    (top, c) => (!top || c.confidence > top.confidence ? c : top),
    undefined,
  );
