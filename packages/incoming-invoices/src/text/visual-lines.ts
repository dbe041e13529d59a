import type { Box, LineInput } from './text-document.ts';

/** A word or text run with its box (top-left origin) on the page. */
export interface TextPiece {
  text: string;
  box: Box;
  confidence: number;
}

/**
 * Groups pieces into visual lines: neither PDF content order nor OCR block order is reading order
 * (table columns, a total's label and amount in different blocks). Pieces whose vertical centres lie
 * within half a glyph height form one line, read left to right.
 */
export const toVisualLines = (pieces: TextPiece[]): LineInput[] => {
  const rows: { centre: number; height: number; pieces: TextPiece[] }[] = [];
  const sorted = pieces
    .filter((p) => p.text.trim())
    .sort((a, b) => a.box.y + a.box.height / 2 - (b.box.y + b.box.height / 2) || a.box.x - b.box.x);
  for (const piece of sorted) {
    const centre = piece.box.y + piece.box.height / 2;
    const row = rows.find(
      (r) => Math.abs(r.centre - centre) <= Math.min(r.height, piece.box.height || r.height) * 0.5,
    );
    if (row) row.pieces.push(piece);
    else rows.push({ centre, height: piece.box.height || 10, pieces: [piece] });
  }
  rows.sort((a, b) => a.centre - b.centre);
  return rows.map(({ height, pieces: row }) => {
    row.sort((a, b) => a.box.x - b.box.x);
    let text = '';
    let right = -Infinity;
    for (const piece of row) {
      // A gap wider than a sixth of the glyph height separates words; smaller gaps are kerning.
      const spaced = /\s$/.test(text) || /^\s/.test(piece.text);
      if (text && !spaced && piece.box.x - right > height / 6) text += ' ';
      text += piece.text;
      right = Math.max(right, piece.box.x + piece.box.width);
    }
    const left = Math.min(...row.map((p) => p.box.x));
    const top = Math.min(...row.map((p) => p.box.y));
    const bottom = Math.max(...row.map((p) => p.box.y + p.box.height));
    const weight = row.reduce((s, p) => s + p.text.length, 0);
    return {
      text,
      box: { x: left, y: top, width: right - left, height: bottom - top },
      confidence: row.reduce((s, p) => s + p.confidence * p.text.length, 0) / weight,
    };
  });
};
