import type { AccountRole } from './account.ts';

/**
 * The tax cases Kontor books. Each names the tax account(s) and the Kennzahlen of the
 * Umsatzsteuer-Voranmeldung (USt 1 A) it feeds.
 *
 * Kennzahlen checked against the ELSTER help of the UStVA (Kz 41 innergemeinschaftliche
 * Lieferungen, Kz 43 weitere steuerfreie Umsätze mit Vorsteuerabzug incl. Ausfuhr), the BMF
 * letter of 29.12.2025 (III C 3 – S 7344/00039/007/036) introducing the 2026 form, and the
 * German tax report of Odoo's l10n_de (81/86 base+tax, 66 Vorsteuer, 46/47 and 84/85 with 67 for
 * §13b as recipient, 60 §13b as supplier, 21 §18b EU services, 45 other non-taxable, 48 tax-free
 * without input deduction). The Kennzahl numbers are stable across the 2023–2026 forms; only the
 * line numbers moved.
 */
export type VatFunctionId =
  | 'output19'
  | 'output7'
  | 'input19'
  | 'input7'
  | 'reverseChargeReceived19'
  | 'reverseChargeReceived7'
  | 'euServiceReceived19'
  | 'euServiceReceived7'
  | 'intraEuAcquisition19'
  | 'intraEuAcquisition7'
  | 'zeroRate'
  | 'taxFreeWithoutInputDeduction'
  | 'taxFreeWithInputDeduction'
  | 'export'
  | 'intraEuDelivery'
  | 'intraEuService'
  | 'reverseChargeSupplied'
  | 'notTaxable'
  | 'smallBusiness';

export type Side = 'debit' | 'credit';

export interface VatFunction {
  id: VatFunctionId;
  label: string;
  /** Percent, as a decimal string; "0" for tax-free and non-taxable cases. */
  rate: string;
  /**
   * included: the amount is gross, the tax is split off it (USt, VSt).
   * reverseCharge: the amount is net; input and output tax are added on top and cancel out.
   * none: no tax at all.
   */
  taxMode: 'included' | 'reverseCharge' | 'none';
  /** The side a turnover of this case normally stands on (revenue: credit, expense: debit). */
  normalSide: Side;
  /** Tax account booked on the same side as the turnover (USt for sales, VSt for purchases). */
  taxAccount?: AccountRole;
  /** Reverse charge: the output tax booked on the other side. */
  counterTaxAccount?: AccountRole;
  kennzahlBase?: string;
  kennzahlTax?: string;
  kennzahlInputTax?: string;
  /**
   * DATEV Steuerschlüssel when the account is not an automatic one: 3/2 Umsatzsteuer 19/7 %,
   * 9/8 Vorsteuer 19/7 % (the keys Odoo's l10n_de assigns to its domestic taxes). Cases without a
   * verified key are exported without one, their tax as explicit lines on the tax accounts.
   */
  datevKey: string | null;
}

const fn = (f: VatFunction) => f;

/**
 * The buyer's side of § 13b: Abs. 2 (e.g. construction services of a German contractor, Kz 84/85)
 * or Abs. 1 (services of a contractor in another EU state, Kz 46/47); input VAT in both cases Kz 67.
 */
function reverseCharge(id: VatFunctionId, rate: '19' | '7', paragraph: 'abs1' | 'abs2'): VatFunction {
  const abs1 = paragraph === 'abs1';
  return {
    id,
    label: abs1
      ? `Sonstige Leistung eines im übrigen Gemeinschaftsgebiet ansässigen Unternehmers (§ 13b Abs. 1 UStG) ${rate} %`
      : `Steuerschuldnerschaft des Leistungsempfängers (§ 13b Abs. 2 UStG) ${rate} %`,
    rate,
    taxMode: 'reverseCharge',
    normalSide: 'debit',
    taxAccount: 'inputVatReverseCharge',
    counterTaxAccount: 'outputVatReverseCharge',
    kennzahlBase: abs1 ? '46' : '84',
    kennzahlTax: abs1 ? '47' : '85',
    kennzahlInputTax: '67',
    datevKey: null,
  };
}

/**
 * Innergemeinschaftlicher Erwerb (§ 1a UStG): goods from a supplier in another EU state. The buyer
 * owes the acquisition VAT (Kz 89 at 19 %, Kz 93 at 7 %, base and tax) and deducts it again as
 * input VAT (Kz 61, § 15 Abs. 1 Satz 1 Nr. 3 UStG), on their own accounts (SKR03 1574/1774 and
 * 1572/1772, SKR04 1404/3804 and 1402/3802).
 */
function intraEuAcquisition(id: VatFunctionId, rate: '19' | '7'): VatFunction {
  return {
    id,
    label: `Innergemeinschaftlicher Erwerb (§ 1a UStG) ${rate} %`,
    rate,
    taxMode: 'reverseCharge',
    normalSide: 'debit',
    taxAccount: rate === '19' ? 'inputVatIntraEu19' : 'inputVatIntraEu7',
    counterTaxAccount: rate === '19' ? 'outputVatIntraEu19' : 'outputVatIntraEu7',
    kennzahlBase: rate === '19' ? '89' : '93',
    kennzahlTax: rate === '19' ? '89' : '93',
    kennzahlInputTax: '61',
    datevKey: null,
  };
}

export const vatFunctions: Record<VatFunctionId, VatFunction> = {
  output19: fn({
    id: 'output19',
    label: 'Umsatzsteuer 19 %',
    rate: '19',
    taxMode: 'included',
    normalSide: 'credit',
    taxAccount: 'outputVat19',
    kennzahlBase: '81',
    kennzahlTax: '81',
    datevKey: '3',
  }),
  output7: fn({
    id: 'output7',
    label: 'Umsatzsteuer 7 %',
    rate: '7',
    taxMode: 'included',
    normalSide: 'credit',
    taxAccount: 'outputVat7',
    kennzahlBase: '86',
    kennzahlTax: '86',
    datevKey: '2',
  }),
  input19: fn({
    id: 'input19',
    label: 'Vorsteuer 19 %',
    rate: '19',
    taxMode: 'included',
    normalSide: 'debit',
    taxAccount: 'inputVat19',
    kennzahlInputTax: '66',
    datevKey: '9',
  }),
  input7: fn({
    id: 'input7',
    label: 'Vorsteuer 7 %',
    rate: '7',
    taxMode: 'included',
    normalSide: 'debit',
    taxAccount: 'inputVat7',
    kennzahlInputTax: '66',
    datevKey: '8',
  }),
  reverseChargeReceived19: reverseCharge('reverseChargeReceived19', '19', 'abs2'),
  reverseChargeReceived7: reverseCharge('reverseChargeReceived7', '7', 'abs2'),
  euServiceReceived19: reverseCharge('euServiceReceived19', '19', 'abs1'),
  euServiceReceived7: reverseCharge('euServiceReceived7', '7', 'abs1'),
  intraEuAcquisition19: intraEuAcquisition('intraEuAcquisition19', '19'),
  intraEuAcquisition7: intraEuAcquisition('intraEuAcquisition7', '7'),
  zeroRate: fn({
    id: 'zeroRate',
    label: 'Steuerpflichtig zum Nullsatz (§ 12 Abs. 3 UStG)',
    rate: '0',
    taxMode: 'none',
    normalSide: 'credit',
    kennzahlBase: '87',
    datevKey: null,
  }),
  taxFreeWithoutInputDeduction: fn({
    id: 'taxFreeWithoutInputDeduction',
    label: 'Steuerfrei ohne Vorsteuerabzug (§ 4 Nr. 8 ff. UStG)',
    rate: '0',
    taxMode: 'none',
    normalSide: 'credit',
    kennzahlBase: '48',
    datevKey: null,
  }),
  taxFreeWithInputDeduction: fn({
    id: 'taxFreeWithInputDeduction',
    label: 'Steuerfrei mit Vorsteuerabzug (§ 4 Nr. 2 bis 7 UStG)',
    rate: '0',
    taxMode: 'none',
    normalSide: 'credit',
    kennzahlBase: '43',
    datevKey: null,
  }),
  export: fn({
    id: 'export',
    label: 'Steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a UStG)',
    rate: '0',
    taxMode: 'none',
    normalSide: 'credit',
    kennzahlBase: '43',
    datevKey: null,
  }),
  intraEuDelivery: fn({
    id: 'intraEuDelivery',
    label: 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG)',
    rate: '0',
    taxMode: 'none',
    normalSide: 'credit',
    kennzahlBase: '41',
    datevKey: null,
  }),
  intraEuService: fn({
    id: 'intraEuService',
    label: 'Im übrigen Gemeinschaftsgebiet steuerpflichtige sonstige Leistung (§ 18b UStG)',
    rate: '0',
    taxMode: 'none',
    normalSide: 'credit',
    kennzahlBase: '21',
    datevKey: null,
  }),
  reverseChargeSupplied: fn({
    id: 'reverseChargeSupplied',
    label: 'Leistung, für die der Leistungsempfänger die Steuer schuldet (§ 13b Abs. 5 UStG)',
    rate: '0',
    taxMode: 'none',
    normalSide: 'credit',
    kennzahlBase: '60',
    datevKey: null,
  }),
  notTaxable: fn({
    id: 'notTaxable',
    label: 'Im Inland nicht steuerbare Leistung',
    rate: '0',
    taxMode: 'none',
    normalSide: 'credit',
    kennzahlBase: '45',
    datevKey: null,
  }),
  smallBusiness: fn({
    id: 'smallBusiness',
    label: 'Kleinunternehmer (§ 19 UStG)',
    rate: '0',
    taxMode: 'none',
    normalSide: 'credit',
    datevKey: null,
  }),
};

/** The case a DATEV BU-Schlüssel stands for (only the keys Kontor writes). */
export function vatFunctionOfDatevKey(key: string): VatFunction | undefined {
  return Object.values(vatFunctions).find((f) => f.datevKey === key);
}
