import type { VatFunctionId } from './vat-functions.ts';

export type ChartId = 'SKR03' | 'SKR04';

/** The five kinds of account a balance sheet and a profit-and-loss statement know. */
export type AccountType = 'asset' | 'liability' | 'equity' | 'income' | 'expense';

/**
 * What the posting rules ask the chart for. The rules never name an account number: SKR03 and
 * SKR04 differ in every number, and a tenant may point a role at an own account.
 */
export const accountRoles = [
  'cash',
  'bank',
  'receivables',
  'payables',
  'revenue19',
  'revenue7',
  'revenueZeroRate',
  'revenueTaxFreeWithoutInputDeduction',
  'revenueTaxFreeWithInputDeduction',
  'revenueSmallBusiness',
  'revenueReverseCharge',
  'revenueIntraEuDelivery',
  'revenueIntraEuService',
  'revenueExport',
  'revenueNotTaxable',
  'advancesReceived',
  'advancesReceived19',
  'advancesReceived7',
  'outputVat19',
  'outputVat7',
  'outputVatReverseCharge',
  'outputVatIntraEu19',
  'outputVatIntraEu7',
  'inputVat19',
  'inputVat7',
  'inputVatReverseCharge',
  'inputVatIntraEu19',
  'inputVatIntraEu7',
  'skontoGiven',
  'skontoGiven19',
  'skontoGiven7',
  'salesDeductions',
  'salesDeductions19',
  'salesDeductions7',
  'skontoReceived',
  'skontoReceived19',
  'skontoReceived7',
  'purchases19',
  'purchases7',
  'purchasesIntraEu19',
  'purchasesIntraEu7',
  'thirdPartyServices',
  'rent',
  'insurance',
  'wages',
  'salaries',
  'fuel',
  'travelEmployees',
  'travelOwner',
  'advertising',
  'postage',
  'phone',
  'internet',
  'officeSupplies',
  'legalAndConsulting',
  'bookkeeping',
  'bankFees',
  'privateWithdrawals',
  'privateContributions',
  'openingBalanceLedger',
  'openingBalanceDebtors',
  'openingBalanceCreditors',
] as const;
export type AccountRole = (typeof accountRoles)[number];

export interface Account {
  /** Account number as DATEV writes it (digits, no leading zeros beyond the chart's length). */
  number: string;
  /** The German label of the DATEV Kontenrahmen. */
  name: string;
  type: AccountType;
  /**
   * DATEV automatic account ("AM"): DATEV splits the tax off by itself, so an export line on it
   * must never carry a BU-Schlüssel (import error REW00305).
   */
  automatic: boolean;
  /** The tax case of amounts on this account: automatic VAT, or the Kennzahl a tax-free turnover goes to. */
  vatFunction: VatFunctionId | null;
  role?: AccountRole;
}

export interface Chart {
  id: ChartId;
  /** "03" / "04" — header field 27 (Sachkontenrahmen) of the DATEV format. */
  datevCode: '03' | '04';
  accounts: readonly Account[];
}
