import Big from 'big.js';

/** German money text for explanations: "1.234,56 €", "-10,00 €" (no float on the way). */
export function euroText(amount: string | Big): string {
  const fixed = new Big(amount).toFixed(2);
  const negative = fixed.startsWith('-');
  const [whole, cents] = fixed.replace('-', '').split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped},${cents} €`;
}

/** "2" / "2.5" → "2 %" / "2,5 %". */
export const percentText = (percent: string): string => `${new Big(percent).toString().replace('.', ',')} %`;
