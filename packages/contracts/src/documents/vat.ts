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

/** Whether a line supplies goods or a service (from the article's kind); decides K or AE. */
export const supplyKinds = ['goods', 'service'] as const;
export type SupplyKind = (typeof supplyKinds)[number];

/** The article kind of master data ("product" / "service") as the supply kind of a line. */
export const supplyKindOfArticle = (kind: unknown): SupplyKind | null =>
  kind === 'service' ? 'service' : kind === 'product' ? 'goods' : null;

/**
 * Why a line of category E is exempt (BT-120): the §4 UStG cases a small business may really
 * have, and §19 UStG, which only a Kleinunternehmer may use (the server sets it, never a choice).
 */
export const vatExemptionReasons = {
  ustg19: {
    label: 'Kleinunternehmer (§ 19 UStG)',
    text: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
  },
  ustg4nr8: {
    label: 'Geld- und Kapitalverkehr (§ 4 Nr. 8 UStG)',
    text: 'Steuerfreier Umsatz im Geld- und Kapitalverkehr gemäß § 4 Nr. 8 UStG.',
  },
  ustg4nr11: {
    label: 'Versicherungsvermittlung (§ 4 Nr. 11 UStG)',
    text: 'Steuerfreie Leistung als Versicherungsvertreter bzw. -makler gemäß § 4 Nr. 11 UStG.',
  },
  ustg4nr12: {
    label: 'Vermietung von Grundstücken (§ 4 Nr. 12 UStG)',
    text: 'Steuerfreie Vermietung und Verpachtung von Grundstücken gemäß § 4 Nr. 12 UStG.',
  },
  ustg4nr14: {
    label: 'Heilbehandlung (§ 4 Nr. 14 UStG)',
    text: 'Steuerfreie Heilbehandlung im Bereich der Humanmedizin gemäß § 4 Nr. 14 UStG.',
  },
  ustg4nr16: {
    label: 'Betreuung und Pflege (§ 4 Nr. 16 UStG)',
    text: 'Steuerfreie Betreuungs- oder Pflegeleistung gemäß § 4 Nr. 16 UStG.',
  },
  ustg4nr20: {
    label: 'Kulturelle Einrichtungen (§ 4 Nr. 20 UStG)',
    text: 'Steuerfreie Leistung einer kulturellen Einrichtung gemäß § 4 Nr. 20 UStG.',
  },
  ustg4nr21: {
    label: 'Unterricht und Ausbildung (§ 4 Nr. 21 UStG)',
    text: 'Steuerfreie Unterrichtsleistung gemäß § 4 Nr. 21 UStG.',
  },
  ustg4nr22: {
    label: 'Vorträge und Kurse (§ 4 Nr. 22 UStG)',
    text: 'Steuerfreie Vorträge, Kurse und Veranstaltungen gemäß § 4 Nr. 22 UStG.',
  },
} as const satisfies Record<string, { label: string; text: string }>;
export type VatExemptionReason = keyof typeof vatExemptionReasons;
export const vatExemptionReasonKeys = Object.keys(vatExemptionReasons) as VatExemptionReason[];
/** The reasons a regular (not §19) company chooses from. */
export const section4ExemptionReasons = vatExemptionReasonKeys.filter((key) => key !== 'ustg19');

/** The customer's `vat_treatment` (master data) decides the category of every taxable line. */
export type VatTreatment = 'standard' | 'reverseCharge' | 'intraEu' | 'export' | 'smallBusiness';

/**
 * The category a line gets for a customer's treatment. A tenant that is a Kleinunternehmer
 * (§19 UStG) issues every line as E, whatever the customer. To a business in another EU
 * country, goods are a tax-free intra-Community supply (K, § 4 Nr. 1b UStG) while services are
 * taxed where the customer is: reverse charge (AE, § 3a Abs. 2 UStG) — the line's kind decides.
 */
export function vatCategoryFor(
  treatment: VatTreatment,
  rate: string,
  tenantIsSmallBusiness: boolean,
  supplyKind: SupplyKind | null = null,
): { category: VatCategory; rate: string } {
  if (tenantIsSmallBusiness) return { category: 'E', rate: '0' };
  switch (treatment) {
    case 'reverseCharge':
      return { category: 'AE', rate: '0' };
    case 'intraEu':
      return { category: supplyKind === 'service' ? 'AE' : 'K', rate: '0' };
    case 'export':
      return { category: 'G', rate: '0' };
    default:
      return Number(rate) === 0 ? { category: 'Z', rate: '0' } : { category: 'S', rate };
  }
}
