import { formatMoney } from '../../../lib/format.ts';

/** A decimal string of the API as "1.234,56 €" (display only; the API keeps the exact value). */
export const money = (amount: string | null, language: string, currency = 'EUR') =>
  amount === null ? '–' : formatMoney(Number(amount), language, currency);
