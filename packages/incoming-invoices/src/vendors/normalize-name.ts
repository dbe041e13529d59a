import { toSnakeCaseKey } from '@kontor/contracts';

/**
 * Comparable form of a company name: lower case, umlauts and accents folded, legal forms
 * (GmbH, AG, UG, e.K., GbR, KG …) and punctuation removed, so "Müller GmbH & Co. KG" and
 * "Mueller" compare equal.
 */
const LEGAL_FORMS = [
  'gmbh & co. kgaa',
  'gmbh & co. kg',
  'gmbh & co kg',
  'ug (haftungsbeschränkt)',
  'ug (haftungsbeschraenkt)',
  'ggmbh',
  'gmbh',
  'mbh',
  'kgaa',
  'ag',
  'ug',
  'e.k.',
  'e. k.',
  'e.kfm.',
  'e.kfr.',
  'kg',
  'ohg',
  'gbr',
  'partg mbb',
  'partg',
  'e.v.',
  'e. v.',
  'eg',
  'se',
  'a.g.',
  'ltd.',
  'ltd',
  'limited',
  'inc.',
  'inc',
  'llc',
  'corp.',
  'corporation',
  'sarl',
  's.a.r.l.',
  'sas',
  's.a.',
  'sa',
  'bv',
  'b.v.',
  'nv',
  'n.v.',
  'spa',
  's.p.a.',
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LEGAL_FORM = new RegExp(
  `(^|[\\s,])(${LEGAL_FORMS.sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?=$|[\\s,])`,
  'g',
);

export const normalizeVendorName = (name: string): string => {
  let text = name.toLowerCase().replace(/\s+/g, ' ').trim();
  let previous;
  do {
    previous = text;
    text = text.replace(LEGAL_FORM, '$1').trim();
  } while (text !== previous);
  // The same folding as custom-field keys: umlauts to ae/oe/ue/ss, accents dropped, ASCII words.
  return toSnakeCaseKey(text.replace(/&/g, ' und ')).replace(/_/g, ' ');
};
