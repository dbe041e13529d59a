import { formatPercentDe, vatCategoryDefinitions, type VatCategory } from '@kontor/contracts';
import { parseGermanDecimal } from './document-lines-state.ts';

/** The VAT choices of a domestic line: category and rate in one select ("S|19"). */
const domestic: { category: VatCategory; rate: string; label: string }[] = [
  { category: 'S', rate: '19', label: '19 %' },
  { category: 'S', rate: '7', label: '7 %' },
  { category: 'Z', rate: '0', label: '0 % (Nullsatz)' },
  { category: 'E', rate: '0', label: 'steuerfrei' },
];

export const vatValue = (category: VatCategory, rate: string) =>
  `${category}|${parseGermanDecimal(rate) ?? rate}`;

export function parseVatValue(value: string): { category: VatCategory; rate: string } {
  const [category, rate = '0'] = value.split('|');
  return { category: category as VatCategory, rate };
}

/** Options for a line's VAT select; a stored choice outside the usual ones stays selectable. */
export function vatOptions(current: { category: VatCategory; rate: string }) {
  const options = domestic.map((o) => ({ value: vatValue(o.category, o.rate), label: o.label }));
  const value = vatValue(current.category, current.rate);
  if (!options.some((o) => o.value === value)) {
    const rate = parseGermanDecimal(current.rate);
    const label =
      current.category === 'S' && rate
        ? formatPercentDe(rate)
        : vatCategoryDefinitions[current.category].label;
    options.push({ value, label });
  }
  return options;
}
