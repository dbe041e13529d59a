import {
  formatPercentDe,
  section4ExemptionReasons,
  vatCategoryDefinitions,
  vatExemptionReasons,
  type VatCategory,
  type VatExemptionReason,
} from '@kontor/contracts';
import { parseGermanDecimal } from './document-lines-state.ts';

/**
 * The VAT choices of a domestic line: category, rate and — for tax-free lines — the §4 UStG
 * reason in one select ("S|19", "E|0|ustg4nr14"). §19 is no choice: only a Kleinunternehmer
 * has it, and there the server sets it.
 */
const domestic: { category: VatCategory; rate: string; exemption?: VatExemptionReason; label: string }[] = [
  { category: 'S', rate: '19', label: '19 %' },
  { category: 'S', rate: '7', label: '7 %' },
  { category: 'Z', rate: '0', label: '0 % (Nullsatz)' },
  ...section4ExemptionReasons.map((exemption) => ({
    category: 'E' as const,
    rate: '0',
    exemption,
    label: `steuerfrei: ${vatExemptionReasons[exemption].label}`,
  })),
];

export const vatValue = (category: VatCategory, rate: string, exemption?: VatExemptionReason | null) =>
  [category, parseGermanDecimal(rate) ?? rate, ...(category === 'E' && exemption ? [exemption] : [])].join(
    '|',
  );

export function parseVatValue(value: string): {
  category: VatCategory;
  rate: string;
  vat_exemption: VatExemptionReason | null;
} {
  const [category, rate = '0', exemption] = value.split('|');
  return {
    category: category as VatCategory,
    rate,
    vat_exemption: (exemption as VatExemptionReason | undefined) ?? null,
  };
}

/** Options for a line's VAT select; a stored choice outside the usual ones stays selectable. */
export function vatOptions(current: {
  category: VatCategory;
  rate: string;
  exemption?: VatExemptionReason | null;
}) {
  const options = domestic.map((o) => ({ value: vatValue(o.category, o.rate, o.exemption), label: o.label }));
  const value = vatValue(current.category, current.rate, current.exemption);
  if (!options.some((o) => o.value === value)) {
    const rate = parseGermanDecimal(current.rate);
    const label =
      current.category === 'S' && rate
        ? formatPercentDe(rate)
        : current.category === 'E' && current.exemption
          ? `steuerfrei: ${vatExemptionReasons[current.exemption].label}`
          : current.category === 'E'
            ? 'steuerfrei: Grund wählen'
            : vatCategoryDefinitions[current.category].label;
    options.push({ value, label });
  }
  return options;
}
