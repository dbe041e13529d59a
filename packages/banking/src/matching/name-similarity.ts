import { foldText } from '../text/fold.ts';

// Legal forms and filler words say nothing about who paid.
const NOISE = new Set([
  'GMBH',
  'MBH',
  'AG',
  'KG',
  'CO',
  'UG',
  'EK',
  'OHG',
  'GBR',
  'SE',
  'EV',
  'LTD',
  'INC',
  'UND',
  'THE',
  'HAFTUNGSBESCHRAENKT',
]);

/** Upper-case name words without umlauts, accents and legal forms ("Müller GmbH & Co. KG" → ["MUELLER"]). */
export function nameWords(name: string | null | undefined): string[] {
  return foldText(name ?? '')
    .split(/[^A-Z0-9]+/)
    .filter((w) => w.length > 1 && !NOISE.has(w));
}

const bigrams = (text: string) => {
  const grams = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i++) {
    const g = text.slice(i, i + 2);
    grams.set(g, (grams.get(g) ?? 0) + 1);
  }
  return grams;
};

/** The part of a name that is compared: its words without legal forms, run together. */
export const nameKey = (name: string | null | undefined): string => nameWords(name).join('');

/**
 * 0 … 1: Dice coefficient of the letter pairs of both names (legal forms removed). Bank files cut
 * names (27 characters in MT940) and write them in capitals; pairs survive both.
 */
export const nameSimilarity = (a: string | null | undefined, b: string | null | undefined): number =>
  keySimilarity(nameKey(a), nameKey(b));

export function keySimilarity(x: string, y: string): number {
  if (x.length < 2 || y.length < 2) return 0;
  if (x === y) return 1;
  // A cut name is a prefix of the full one.
  if (x.length >= 8 && y.startsWith(x)) return 1;
  if (y.length >= 8 && x.startsWith(y)) return 1;
  const gx = bigrams(x);
  const gy = bigrams(y);
  let common = 0;
  for (const [g, n] of gx) common += Math.min(n, gy.get(g) ?? 0);
  return (2 * common) / (x.length - 1 + (y.length - 1));
}
