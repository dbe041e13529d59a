import Big from 'big.js';
import { checkSepaAddress } from './sepa-address.ts';
import { isSepaIban, normaliseBic, normaliseIban } from './sepa-identifiers.ts';
import type { SepaParty } from './sepa-model.ts';
import { toSepaIdentifier, toSepaText } from './sepa-text.ts';

/** A SEPA file that cannot be written; `problems` are German, one per finding. */
export class SepaFileError extends Error {
  override readonly name = 'SepaFileError';
  readonly problems: string[];

  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

const MAX_AMOUNT = new Big('999999999.99');

export function checkAmount(amount: string, who: string): string[] {
  if (!/^\d+(\.\d{1,2})?$/.test(amount))
    return [
      `${who}: Der Betrag „${amount}“ muss positiv sein und darf höchstens zwei Nachkommastellen haben.`,
    ];
  const value = new Big(amount);
  if (value.lt('0.01') || value.gt(MAX_AMOUNT))
    return [`${who}: Der Betrag muss zwischen 0,01 und 999.999.999,99 EUR liegen.`];
  return [];
}

export function checkDate(date: string, who: string, label: string): string[] {
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
    new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
  return valid ? [] : [`${who}: ${label} „${date}“ ist kein gültiges Datum.`];
}

export function checkParty(party: SepaParty, who: string): string[] {
  const problems: string[] = [];
  if (!toSepaText(party.name ?? '', 70)) problems.push(`${who}: Der Name fehlt.`);
  const iban = normaliseIban(party.iban ?? '');
  if (!iban) problems.push(`${who}: Die IBAN „${party.iban}“ ist ungültig.`);
  else if (!isSepaIban(iban)) problems.push(`${who}: Die IBAN „${party.iban}“ gehört zu keinem SEPA-Land.`);
  if (party.bic && !normaliseBic(party.bic)) problems.push(`${who}: Die BIC „${party.bic}“ ist ungültig.`);
  if (party.address) problems.push(...checkSepaAddress(party.address, who));
  return problems;
}

export function checkIdentifier(text: string, who: string, label: string): string[] {
  return toSepaIdentifier(text) ? [] : [`${who}: ${label} „${text}“ enthält kein zulässiges Zeichen.`];
}

/** Amount text with two decimals, as every SEPA amount is written. */
export const amountText = (amount: string): string => new Big(amount).toFixed(2);

/** Sum of decimal amounts as text with two decimals (the control sum). */
export const controlSum = (amounts: readonly string[]): string =>
  amounts.reduce((sum, a) => sum.plus(a), new Big(0)).toFixed(2);

/** Groups in first-seen order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}
