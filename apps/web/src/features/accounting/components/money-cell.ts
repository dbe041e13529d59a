import { formatMoney } from '../../../lib/format.ts';

/** An amount of the books as text: "1.234,56 €". */
export const money = (amount: string, language: string) => formatMoney(Number(amount), language);

/** A balance the way accountants read it: the amount and S (Soll) or H (Haben). */
export function balanceText(balance: string, language: string, side: { debit: string; credit: string }) {
  const value = Number(balance);
  if (value === 0) return money('0', language);
  return `${formatMoney(Math.abs(value), language)} ${value > 0 ? side.debit : side.credit}`;
}
