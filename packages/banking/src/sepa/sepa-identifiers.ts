import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';

/** IBAN in electronic format (no spaces, upper case), or null when it is not a valid IBAN. */
export function normaliseIban(text: string): string | null {
  const iban = electronicFormatIBAN(text) ?? '';
  return isValidIBAN(iban) ? iban : null;
}

export const isSepaIban = (iban: string): boolean => isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));

export function normaliseBic(text: string): string | null {
  const bic = text.replace(/\s/g, '').toUpperCase();
  return isValidBIC(bic) ? bic : null;
}

const mod97 = (digits: string) => {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
};
const asDigits = (text: string) =>
  [...text].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');

/**
 * SEPA creditor identifier (Gläubiger-ID): country, two check digits, a three-character business
 * code that the check ignores, then the national identifier. The check digits follow ISO 7064
 * MOD 97-10 over national identifier + country + "00", like an IBAN. German ones have 18
 * characters (DE, 2 digits, business code, 11 digits).
 */
export function isValidCreditorId(text: string): boolean {
  const id = text.replace(/\s/g, '').toUpperCase();
  const m = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/.exec(id);
  if (!m) return false;
  const [, country, check, , national] = m;
  if (country === 'DE' && !/^\d{11}$/.test(national!)) return false;
  return 98 - mod97(asDigits(`${national}${country}00`)) === Number(check);
}
