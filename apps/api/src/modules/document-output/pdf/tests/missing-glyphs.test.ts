import { describe, expect, it } from 'vitest';
import { findUnprintableTexts } from '../missing-glyphs.ts';

describe('characters the PDF fonts cannot draw', () => {
  it('German business text prints: umlauts, ß, €, dashes, quotes, §, ½, ×', async () => {
    expect(
      await findUnprintableTexts(['Bäckerei Größe – „Angebot“ § 13b UStG: ½ × 5,00 € · Fußbodenheizung\n']),
    ).toEqual([]);
  });

  it('emoji and symbols outside the font are found, each with the text it stands in', async () => {
    expect(await findUnprintableTexts(['Fliesen verlegen 😀', 'Beratung', 'Noten 𝄞 und 😀'])).toEqual([
      { text: 'Fliesen verlegen 😀', characters: ['😀'] },
      { text: 'Noten 𝄞 und 😀', characters: ['𝄞', '😀'] },
    ]);
  });
});
