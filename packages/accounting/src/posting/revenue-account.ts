import Big from 'big.js';
import type { VatCategory } from '@kontor/contracts';
import { AccountingError } from '../accounting-error.ts';
import type { AccountRole } from '../chart/account.ts';

/** What decides the account of a tax-free or non-taxable group beyond its EN 16931 category. */
export interface RevenueOptions {
  /** The tenant is a Kleinunternehmer (§ 19 UStG): every E group is §19 turnover. */
  smallBusiness?: boolean;
  /**
   * K and G: goods (innergemeinschaftliche Lieferung Kz 41 / Ausfuhr Kz 43) or services (EU
   * service under § 18b Kz 21 / third-country service, not taxable Kz 45). Default goods.
   */
  supply?: 'goods' | 'services';
  /** E without § 19: the § 4 exemption — Nr. 8 ff. (no input deduction, Kz 48, default) or Nr. 2–7 (Kz 43). */
  exemption?: 'withoutInputDeduction' | 'withInputDeduction';
}

/** The revenue account role of a VAT group (category + rate) of an outgoing document. */
export function revenueRoleFor(category: VatCategory, rate: string, options: RevenueOptions): AccountRole {
  const services = options.supply === 'services';
  switch (category) {
    case 'S': {
      if (options.smallBusiness)
        throw new AccountingError(
          'Als Kleinunternehmer (§ 19 UStG) darf keine Umsatzsteuer berechnet werden.',
        );
      const percent = new Big(rate);
      if (percent.eq(19)) return 'revenue19';
      if (percent.eq(7)) return 'revenue7';
      throw new AccountingError(`Der Steuersatz ${rate} % hat kein Erlöskonto; gebucht werden 19 % und 7 %.`);
    }
    case 'Z':
      return 'revenueZeroRate';
    case 'E':
      if (options.smallBusiness) return 'revenueSmallBusiness';
      return options.exemption === 'withInputDeduction'
        ? 'revenueTaxFreeWithInputDeduction'
        : 'revenueTaxFreeWithoutInputDeduction';
    case 'AE':
      return 'revenueReverseCharge';
    case 'K':
      return services ? 'revenueIntraEuService' : 'revenueIntraEuDelivery';
    case 'G':
      return services ? 'revenueNotTaxable' : 'revenueExport';
    case 'O':
      return 'revenueNotTaxable';
  }
}

/** Advance invoices book on the advances accounts: taxed ones on the automatic 19 / 7 % accounts. */
export function advanceRoleFor(category: VatCategory, rate: string): AccountRole {
  if (category !== 'S') return 'advancesReceived';
  const percent = new Big(rate);
  if (percent.eq(19)) return 'advancesReceived19';
  if (percent.eq(7)) return 'advancesReceived7';
  throw new AccountingError(
    `Der Steuersatz ${rate} % hat kein Anzahlungskonto; gebucht werden 19 % und 7 %.`,
  );
}

/** Skonto given on a taxed group goes to the Skonto account of its rate; otherwise it reduces the revenue account. */
export function skontoGivenRoleFor(
  category: VatCategory,
  rate: string,
  options: RevenueOptions,
): AccountRole {
  const revenue = revenueRoleFor(category, rate, options);
  if (revenue === 'revenue19') return 'skontoGiven19';
  if (revenue === 'revenue7') return 'skontoGiven7';
  return revenue;
}

/** A rest written off on a taxed group reduces the revenue on the Erlösschmälerungen account of its rate. */
export function writeOffRoleFor(category: VatCategory, rate: string, options: RevenueOptions): AccountRole {
  const revenue = revenueRoleFor(category, rate, options);
  if (revenue === 'revenue19') return 'salesDeductions19';
  if (revenue === 'revenue7') return 'salesDeductions7';
  return revenue;
}
