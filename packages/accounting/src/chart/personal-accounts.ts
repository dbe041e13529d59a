import { AccountingError } from '../accounting-error.ts';

export type PersonalAccountKind = 'debtor' | 'creditor';

/** How customer and vendor numbers become DATEV personal accounts. */
export interface PersonalAccountNumbering {
  /** Sachkontenlänge (header field 14), 4–8; personal accounts are one digit longer. */
  accountLength: number;
  /** Added to the digits of the customer number; default: the first debtor account (10000 at length 4). */
  debtorOffset?: number;
  /** Added to the digits of the vendor number; default: the first creditor account (70000 at length 4). */
  creditorOffset?: number;
}

const labels = {
  debtor: { account: 'Debitorenkonto', party: 'Kundennummer' },
  creditor: { account: 'Kreditorenkonto', party: 'Lieferantennummer' },
} as const;

/**
 * DATEV's ranges for personal accounts: debtors 10000–69999, creditors 70000–99999 at account
 * length 4; one more digit per extra digit of the account length (DATEV Buchungsstapel field 7:
 * "Die Personenkontenlänge darf nur 1 Stelle länger sein als die definierte Sachkontennummernlänge").
 */
export function personalAccountRange(kind: PersonalAccountKind, accountLength: number) {
  if (!Number.isInteger(accountLength) || accountLength < 4 || accountLength > 8)
    throw new AccountingError('Die Sachkontenlänge muss zwischen 4 und 8 liegen.');
  const unit = 10 ** accountLength;
  return kind === 'debtor' ? { min: unit, max: 7 * unit - 1 } : { min: 7 * unit, max: 10 * unit - 1 };
}

/**
 * The personal account of a customer (debtor) or vendor (creditor): the last group of digits of
 * its number plus the configured offset. Refused with a German message when the number has no
 * digits, when the result leaves DATEV's range, or when another party already holds the account.
 *
 * @param taken account number → label of the party that already holds it
 */
export function derivePersonalAccount(
  kind: PersonalAccountKind,
  partyNumber: string,
  numbering: PersonalAccountNumbering,
  taken: ReadonlyMap<string, string> = new Map(),
): string {
  const { account, party } = labels[kind];
  const range = personalAccountRange(kind, numbering.accountLength);
  const digits = /(\d+)\D*$/.exec(partyNumber)?.[1];
  if (!digits)
    throw new AccountingError(
      `Die ${party} „${partyNumber}“ enthält keine Ziffern; daraus lässt sich kein ${account} bilden.`,
    );
  const offset = (kind === 'debtor' ? numbering.debtorOffset : numbering.creditorOffset) ?? range.min;
  const number = offset + Number(digits);
  if (!Number.isSafeInteger(number) || number < range.min || number > range.max)
    throw new AccountingError(
      `Die ${party} „${partyNumber}“ ergibt das ${account} ${number}; erlaubt sind ${range.min}–${range.max}. Bitte den Versatz in den Einstellungen anpassen.`,
    );
  const result = String(number);
  const holder = taken.get(result);
  if (holder && holder !== partyNumber)
    throw new AccountingError(`Das ${account} ${result} ist bereits ${holder} zugeordnet.`);
  return result;
}
