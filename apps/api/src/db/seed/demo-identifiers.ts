// Check digits for the identifiers in the demo data, so every IBAN, VAT ID and Leitweg-ID passes
// the real checks a bank, the BZSt or a public e-invoice portal would apply, not just the format.

/** ISO 7064 MOD 97-10 over digits and letters (A = 10 … Z = 35), as IBAN and Leitweg-ID use it. */
const mod97 = (value: string) => {
  const digits = value.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

const assertDigits = (value: string, length: number, what: string) => {
  if (!new RegExp(`^\\d{${length}}$`).test(value)) throw new Error(`${what}: ${length} digits expected`);
};

/** An IBAN from country code and BBAN: check digits = 98 − (BBAN + country + "00") mod 97. */
export const iban = (country: string, bban: string) =>
  `${country}${twoDigits(98 - mod97(`${bban}${country}00`))}${bban}`;

/** German IBAN from Bankleitzahl (8 digits) and account number (up to 10 digits). */
export const germanIban = (blz: string, account: string) => {
  assertDigits(blz, 8, 'BLZ');
  return iban('DE', `${blz}${account.padStart(10, '0')}`);
};

/** Austrian IBAN from Bankleitzahl (5 digits) and account number (up to 11 digits). */
export const austrianIban = (blz: string, account: string) => {
  assertDigits(blz, 5, 'BLZ');
  return iban('AT', `${blz}${account.padStart(11, '0')}`);
};

/** Swiss IBAN from bank clearing number (5 digits) and account number (up to 12 characters). */
export const swissIban = (clearing: string, account: string) => {
  assertDigits(clearing, 5, 'clearing number');
  return iban('CH', `${clearing}${account.padStart(12, '0')}`);
};

/** German USt-IdNr.: DE + 8 digits + ISO 7064 MOD 11,10 check digit (the BZSt's rule). */
export const germanVatId = (eightDigits: string) => {
  assertDigits(eightDigits, 8, 'USt-IdNr.');
  let product = 10;
  for (const digit of eightDigits) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return `DE${eightDigits}${check === 10 ? 0 : check}`;
};

/** Austrian UID: ATU + 7 digits + check digit (digits at even places doubled, cross sums, +4). */
export const austrianVatId = (sevenDigits: string) => {
  assertDigits(sevenDigits, 7, 'UID');
  const sum = [...sevenDigits].reduce((total, digit, i) => {
    if (i % 2 === 0) return total + Number(digit);
    const doubled = 2 * Number(digit);
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return `ATU${sevenDigits}${(10 - ((sum + 4) % 10)) % 10}`;
};

/** Swiss UID as a VAT ID (CHE + 9 digits, written without dots): mod 11 with weights 5 4 3 2 7 6 5 4. */
export const swissUid = (eightDigits: string) => {
  assertDigits(eightDigits, 8, 'UID');
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = [...eightDigits].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  const check = (11 - (sum % 11)) % 11;
  if (check === 10) throw new Error(`UID ${eightDigits}: no valid check digit, choose other digits`);
  return `CHE${eightDigits}${check}`;
};

/** Leitweg-ID: coarse address, optional fine address, MOD 97-10 check digits over both (KoSIT spec). */
export const leitwegId = (coarse: string, fine?: string) => {
  const body = fine ? `${coarse}${fine}` : coarse;
  const check = twoDigits(98 - mod97(`${body}00`));
  return fine ? `${coarse}-${fine}-${check}` : `${coarse}-${check}`;
};
