import fontkit from '@pdf-lib/fontkit';
import { loadPdfAssets } from './fonts.ts';

/** A printed text holding characters the fonts cannot draw. */
export interface UnprintableText {
  text: string;
  characters: string[];
}

type Font = ReturnType<typeof fontkit.create>;
let fonts: Promise<Font[]> | undefined;
const parsedFonts = () =>
  (fonts ??= loadPdfAssets().then(({ regular, bold }) => [fontkit.create(regular), fontkit.create(bold)]));

// Control characters and line breaks are removed or laid out before drawing; they need no glyph.
const needsGlyph = (character: string) => !/^[\p{Cc}\p{Zl}\p{Zp}]$/u.test(character);

/**
 * The texts whose characters Roboto cannot draw (emoji, rare symbols). Drawn anyway they would be
 * empty boxes (.notdef) — unreadable and not allowed in PDF/A-3 — so the caller refuses them.
 */
export async function findUnprintableTexts(texts: Iterable<string>): Promise<UnprintableText[]> {
  const [regular, bold] = await parsedFonts();
  const drawable = (codePoint: number) =>
    regular!.hasGlyphForCodePoint(codePoint) && bold!.hasGlyphForCodePoint(codePoint);
  const found: UnprintableText[] = [];
  for (const text of new Set(texts)) {
    const characters = [...new Set(text)].filter((c) => needsGlyph(c) && !drawable(c.codePointAt(0)!));
    if (characters.length > 0) found.push({ text, characters });
  }
  return found;
}
