import type { Balance } from '../model.ts';

/**
 * Opening and closing booked balance among all balances of a statement. CAMT.053 and MT940 state
 * OPBD/CLBD; intraday reports (CAMT.052) state the previous closing (PRCD) and an interim booked
 * balance (ITBD), sometimes two ITBDs (start and end of the period).
 */
export function pickStatementBalances(balances: readonly Balance[]): {
  openingBalance: Balance | null;
  closingBalance: Balance | null;
} {
  const ofType = (type: string) => balances.filter((b) => b.type === type);
  const interim = ofType('ITBD');
  const opening =
    ofType('OPBD')[0] ?? ofType('PRCD')[0] ?? (interim.length > 1 ? interim[0] : undefined) ?? null;
  const closing = ofType('CLBD').at(-1) ?? interim.filter((b) => b !== opening).at(-1) ?? null;
  return { openingBalance: opening, closingBalance: closing };
}
