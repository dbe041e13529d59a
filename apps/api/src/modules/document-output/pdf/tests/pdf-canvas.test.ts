import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedFonts, loadPdfAssets } from '../fonts.ts';
import { PdfCanvas } from '../pdf-canvas.ts';

async function canvas() {
  const doc = await PDFDocument.create();
  const assets = await loadPdfAssets();
  return new PdfCanvas(doc, await embedFonts(doc, assets));
}

describe('PdfCanvas.wrap', () => {
  it('never separates an amount from € or a rate from %', async () => {
    const pen = await canvas();
    const text = 'Bei Zahlung bis 09.03.2026 gewähren wir 2 % Skonto (3,85 €), Zahlbetrag 188,64 €.';
    // From 30 mm on no word of this text is wider than a line, so wrapping only breaks at spaces.
    for (let width = 30; width <= 120; width += 1) {
      const lines = pen.wrap(text, width, { size: 10 });
      expect(lines.join(' ')).toBe(text);
      for (const line of lines) expect(line, `width ${width}`).not.toMatch(/^[€%]/);
    }
  });

  it('keeps every line within the width, cutting words longer than a line', async () => {
    const pen = await canvas();
    const text = 'Donaudampfschifffahrtsgesellschaftskapitänsmützenhersteller liefert\nzweite Zeile';
    const lines = pen.wrap(text, 30, { size: 10 });
    expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/[\n ]/g, ''));
    expect(lines).toContain('zweite Zeile');
    for (const line of lines) expect(pen.width(line, { size: 10 })).toBeLessThanOrEqual(30);
  });
});
