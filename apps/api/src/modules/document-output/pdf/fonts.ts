import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { woffToSfnt } from './woff-to-sfnt.ts';

/** TrueType bytes of the fonts every document uses (read and unpacked once per process). */
export interface PdfAssets {
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const require = createRequire(import.meta.url);
const robotoFile = (name: string) => require.resolve(`roboto-fontface/fonts/roboto/${name}.woff`);

let assets: Promise<PdfAssets> | undefined;

/** Roboto Regular and Bold; all fonts are embedded because the PDF becomes PDF/A-3 (ZUGFeRD). */
export function loadPdfAssets(): Promise<PdfAssets> {
  assets ??= Promise.all(
    ['Roboto-Regular', 'Roboto-Bold'].map(async (name) => woffToSfnt(await readFile(robotoFile(name)))),
  ).then(([regular, bold]) => ({ regular: regular!, bold: bold! }));
  return assets;
}

type Subset = {
  encode: (stream?: unknown) => unknown;
  encodeStream: () => NodeJS.EventEmitter;
};

/**
 * @cantoo/pdf-lib calls `subset.encode()` without a stream (the @cantoo/fontkit API), while
 * @pdf-lib/fontkit's `encode` needs one and crashes. Let a stream-less call collect `encodeStream`.
 */
function patchSubsetting(font: ReturnType<typeof fontkit.create>): void {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as unknown as Subset;
    const encode = subset.encode.bind(subset);
    subset.encode = (stream?: unknown) =>
      stream
        ? encode(stream)
        : new Promise<Uint8Array>((resolve, reject) => {
            const parts: Buffer[] = [];
            subset
              .encodeStream()
              .on('data', (bytes: Buffer) => parts.push(bytes))
              .on('end', () => resolve(new Uint8Array(Buffer.concat(parts))))
              .on('error', reject);
          });
    return subset as never;
  };
}

const maxCachedLayouts = 20_000;

/**
 * Shaping a string is most of the render time, and pdf-lib shapes every string twice (width and
 * glyph ids). Only the glyphs of a run are read, never changed, so one run per string is enough.
 */
function memoizeLayout(font: ReturnType<typeof fontkit.create>): void {
  const layout = font.layout.bind(font);
  const runs = new Map<string, ReturnType<typeof layout>>();
  font.layout = ((text: string, features?: never) => {
    const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
    let run = runs.get(key);
    if (!run) {
      run = layout(text, features);
      if (runs.size >= maxCachedLayouts) runs.clear();
      runs.set(key, run);
    }
    return run;
  }) as typeof font.layout;
}

// fontkit decodes the shaping tables lazily and keeps them on the font object: parsing each font
// once per process (not once per document) makes text layout several times faster.
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();

const subsettingFontkit = {
  create(data: Uint8Array, postscriptName?: string) {
    let font = parsedFonts.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      patchSubsetting(font);
      memoizeLayout(font);
      parsedFonts.set(data, font);
    }
    return font;
  },
};

/** Embed the fonts as subsets (a 3-line invoice stays a few dozen KB). */
export async function embedFonts(doc: PDFDocument, fontAssets: PdfAssets): Promise<PdfFonts> {
  doc.registerFontkit(subsettingFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fontAssets.regular, { subset: true }),
    doc.embedFont(fontAssets.bold, { subset: true }),
  ]);
  return { regular, bold };
}
