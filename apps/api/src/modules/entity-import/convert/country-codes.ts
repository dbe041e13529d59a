import { countryCodes } from '@kontor/contracts';

const normalize = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s.\-_]+/g, '');

// Old vehicle-plate style codes and common names that Intl does not give.
const ALIASES: Record<string, string> = {
  d: 'DE',
  brd: 'DE',
  bundesrepublikdeutschland: 'DE',
  a: 'AT',
  usa: 'US',
  vereinigtestaaten: 'US',
  uk: 'GB',
  england: 'GB',
  grossbritannien: 'GB',
  großbritannien: 'GB',
  holland: 'NL',
};

let byName: Map<string, string> | undefined;

function namesToCodes(): Map<string, string> {
  const map = new Map<string, string>();
  for (const language of ['en', 'de']) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    for (const code of countryCodes) {
      const name = names.of(code);
      if (name && name !== code) map.set(normalize(name), code);
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) map.set(alias, code);
  return map;
}

/** ISO code from a code (`de`, `DE`), a German or English name or a common alias; null if unknown. */
export function countryCodeOf(raw: string): string | null {
  const upper = raw.trim().toUpperCase();
  if (upper.length === 2 && countryCodes.includes(upper)) return upper;
  byName ??= namesToCodes();
  return byName.get(normalize(raw)) ?? null;
}
