import Big from 'big.js';
import { charts, createLedger } from '@kontor/accounting';
import type { Tx } from '../../db/database.ts';
import { tenantChart } from './tenant-ledger.ts';

/** G/L accounts an incoming invoice may be booked on: expenses and assets of the tenant's chart. */
export async function listBookingAccounts(tx: Tx) {
  const chart = charts[await tenantChart(tx)];
  return chart.accounts
    .filter((a) => a.type === 'expense' || a.type === 'asset')
    .map((a) => ({ number: a.number, name: a.name }));
}

/**
 * The account a new booking line starts on when the vendor names none: Wareneingang with the
 * matching input VAT, for intra-EU acquisitions the innergemeinschaftlicher Erwerb of the rate,
 * else Fremdleistungen (reverse charge, tax-free, foreign rates).
 */
export async function defaultExpenseAccount(
  tx: Tx,
  rate: string | null,
  taxation: 'standard' | 'reverseCharge' | 'euService' | 'intraEuAcquisition',
) {
  const ledger = createLedger(await tenantChart(tx));
  const percent = rate ? new Big(rate) : new Big(0);
  if (taxation === 'intraEuAcquisition' && percent.eq(19)) return ledger.accountFor('purchasesIntraEu19');
  if (taxation === 'intraEuAcquisition' && percent.eq(7)) return ledger.accountFor('purchasesIntraEu7');
  const reverseCharge = taxation !== 'standard';
  if (!reverseCharge && percent.eq(19)) return ledger.accountFor('purchases19');
  if (!reverseCharge && percent.eq(7)) return ledger.accountFor('purchases7');
  return ledger.accountFor('thirdPartyServices');
}
