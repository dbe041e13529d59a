/**
 * VAT categories of EN 16931 (UNTDID 5305) Kontor writes, with the German wording the
 * invoice must carry and the VATEX code for exempt categories (BT-120 / BT-121).
 */
export const vatCategories = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
export type VatCategory = (typeof vatCategories)[number];

export const vatCategoryDefinitions: Record<
  VatCategory,
  { label: string; exemptionReason: string | null; exemptionCode: string | null }
> = {
  S: { label: 'Regelsteuersatz', exemptionReason: null, exemptionCode: null },
  Z: { label: 'Nullsatz', exemptionReason: null, exemptionCode: null },
  E: {
    label: 'Steuerbefreit',
    exemptionReason: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
    exemptionCode: null,
  },
  AE: {
    label: 'Steuerschuldnerschaft des Leistungsempfängers (§13b UStG)',
    exemptionReason: 'Steuerschuldnerschaft des Leistungsempfängers',
    exemptionCode: 'VATEX-EU-AE',
  },
  K: {
    label: 'Innergemeinschaftliche Lieferung/Leistung',
    exemptionReason: 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG)',
    exemptionCode: 'VATEX-EU-IC',
  },
  G: {
    label: 'Ausfuhr (Drittland)',
    exemptionReason: 'Steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a UStG)',
    exemptionCode: 'VATEX-EU-G',
  },
  O: {
    label: 'Nicht steuerbar',
    exemptionReason: 'Nicht im Inland steuerbare Leistung',
    exemptionCode: 'VATEX-EU-O',
  },
};

/** Categories whose rate must be 0 (BR-Z/E/AE/K/G-05); O carries no rate at all (BR-O-05). */
export const zeroRateCategories: readonly VatCategory[] = ['Z', 'E', 'AE', 'K', 'G', 'O'];

/** The customer's `vat_treatment` (master data) decides the category of every taxable line. */
export type VatTreatment = 'standard' | 'reverseCharge' | 'intraEu' | 'export' | 'smallBusiness';

/**
 * The category a line gets for a customer's treatment. A tenant that is a Kleinunternehmer
 * (§19 UStG) issues every line as E, whatever the customer.
 */
export function vatCategoryFor(
  treatment: VatTreatment,
  rate: string,
  tenantIsSmallBusiness: boolean,
): { category: VatCategory; rate: string } {
  if (tenantIsSmallBusiness) return { category: 'E', rate: '0' };
  switch (treatment) {
    case 'reverseCharge':
      return { category: 'AE', rate: '0' };
    case 'intraEu':
      return { category: 'K', rate: '0' };
    case 'export':
      return { category: 'G', rate: '0' };
    default:
      return Number(rate) === 0 ? { category: 'Z', rate: '0' } : { category: 'S', rate };
  }
}
