import { AccountingError } from '../accounting-error.ts';
import type { Account, AccountRole, Chart, ChartId } from './account.ts';
import { skr03 } from './skr03.ts';
import { skr04 } from './skr04.ts';

export const charts: Record<ChartId, Chart> = { SKR03: skr03, SKR04: skr04 };

/** A debtor (customer) or creditor (vendor) account; personal accounts never carry a tax function. */
export interface PersonalAccount {
  number: string;
  name: string;
  kind: 'debtor' | 'creditor';
}

/**
 * The accounts one tenant books on: its SKR chart, the own accounts it added, and the personal
 * accounts of its customers and vendors. Roles can be pointed at own accounts.
 */
export interface Ledger {
  chart: Chart;
  find(number: string): Account | PersonalAccount | undefined;
  /** The account a posting rule uses for a role; refuses when the chart has none. */
  accountFor(role: AccountRole): string;
  isPersonal(number: string): boolean;
}

export function createLedger(
  chartId: ChartId,
  options: {
    ownAccounts?: readonly Account[];
    personalAccounts?: readonly PersonalAccount[];
    roles?: Partial<Record<AccountRole, string>>;
  } = {},
): Ledger {
  const chart = charts[chartId];
  const byNumber = new Map<string, Account | PersonalAccount>();
  for (const account of chart.accounts) byNumber.set(account.number, account);
  for (const account of options.ownAccounts ?? []) {
    if (byNumber.has(account.number))
      throw new AccountingError(`Das Konto ${account.number} gibt es im ${chartId} bereits.`);
    byNumber.set(account.number, account);
  }
  const personal = new Set<string>();
  for (const account of options.personalAccounts ?? []) {
    if (byNumber.has(account.number))
      throw new AccountingError(`Die Kontonummer ${account.number} ist bereits vergeben.`);
    byNumber.set(account.number, account);
    personal.add(account.number);
  }
  const roles = new Map<AccountRole, string>();
  for (const account of byNumber.values())
    if ('role' in account && account.role) roles.set(account.role, account.number);
  for (const [role, number] of Object.entries(options.roles ?? {}) as [AccountRole, string][]) {
    if (!byNumber.has(number)) throw new AccountingError(`Das Konto ${number} für „${role}“ gibt es nicht.`);
    roles.set(role, number);
  }
  return {
    chart,
    find: (number) => byNumber.get(number),
    accountFor(role) {
      const number = roles.get(role);
      if (!number) throw new AccountingError(`Im ${chartId} ist kein Konto für „${role}“ hinterlegt.`);
      return number;
    },
    isPersonal: (number) => personal.has(number),
  };
}

/** The G/L account behind a number, with its tax function; undefined for personal accounts. */
export function ledgerAccount(ledger: Ledger, number: string): Account | undefined {
  const account = ledger.find(number);
  return account && 'type' in account ? account : undefined;
}
