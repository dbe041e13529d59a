// Valid German identifiers with random digits: the demo tenants are shared between specs, so each
// spec brings vendors and bank accounts of its own.

/** A German VAT ID with a correct check digit (ISO 7064 MOD 11,10, as the BZSt computes it). */
export function randomVatId() {
  const digits = Array.from({ length: 8 }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  );
  let product = 10;
  for (const d of digits) {
    let sum = (d + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return `DE${digits.join('')}${(11 - product) % 10}`;
}

/** A German IBAN with a correct check number (ISO 13616) and a random account number. */
export function randomIban(bank = '37040044') {
  const bban = `${bank}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${String(check).padStart(2, '0')}${bban}`;
}
