import {
  AccountingError,
  createLedger,
  derivePersonalAccount,
  personalAccountRange,
  type ChartId,
  type PersonalAccount,
} from '@kontor/accounting';
import type { Tx } from '../../db/database.ts';
import { loadTenantSettings } from '../settings/index.ts';
import {
  findPersonalAccountOf,
  insertPersonalAccount,
  listPersonalAccounts,
  lockPersonalAccounts,
  renamePersonalAccount,
} from './personal-accounts.repository.ts';

/** Sachkontenlänge: Kontor books on 4-digit G/L accounts, so debtors are 10000–69999. */
export const ACCOUNT_LENGTH = 4;

export const tenantChart = async (tx: Tx): Promise<ChartId> =>
  (await loadTenantSettings(tx)).chart_of_accounts;

const toPersonal = (row: { number: string; name: string; kind: string }): PersonalAccount => ({
  number: row.number,
  name: row.name,
  kind: row.kind === 'creditor' ? 'creditor' : 'debtor',
});

/** The tenant's chart with all its personal accounts (for lists that name every account). */
export async function loadTenantLedger(tx: Tx) {
  const chart = await tenantChart(tx);
  const personal = (await listPersonalAccounts(tx)).map(toPersonal);
  return createLedger(chart, { personalAccounts: personal });
}

/**
 * The debtor account of a customer: kept once assigned; the first time derived from the customer
 * number (DATEV range 10000–69999). A number without digits, outside the range or already held
 * by another customer gets the next free debtor account instead — finalizing never fails on it.
 */
export const debtorAccountOf = (
  tx: Tx,
  tenantId: number,
  customer: { id: number; number: string | null; name: string },
) => personalAccountOf(tx, tenantId, 'debtor', customer);

/** The creditor account of a vendor, the same way from the vendor number (DATEV range 70000–99999). */
export const creditorAccountOf = (
  tx: Tx,
  tenantId: number,
  vendor: { id: number; number: string | null; name: string },
) => personalAccountOf(tx, tenantId, 'creditor', vendor);

async function personalAccountOf(
  tx: Tx,
  tenantId: number,
  kind: 'debtor' | 'creditor',
  party: { id: number; number: string | null; name: string },
): Promise<PersonalAccount> {
  const known = await findPersonalAccountOf(tx, party.id);
  if (known) {
    if (known.name !== party.name) await renamePersonalAccount(tx, party.id, party.name);
    return toPersonal({ ...known, name: party.name });
  }
  await lockPersonalAccounts(tx, tenantId);
  const all = await listPersonalAccounts(tx);
  const again = all.find((row) => row.entityId === party.id);
  if (again) return toPersonal(again);
  const taken = new Map(
    all.map((row) => [row.number, `${row.kind === 'creditor' ? 'Lieferant' : 'Kunde'} ${row.name}`]),
  );
  let number: string;
  try {
    number = derivePersonalAccount(kind, party.number ?? '', { accountLength: ACCOUNT_LENGTH }, taken);
  } catch (error) {
    if (!(error instanceof AccountingError)) throw error;
    const range = personalAccountRange(kind, ACCOUNT_LENGTH);
    const used = all.map((row) => Number(row.number)).filter((n) => n >= range.min && n <= range.max);
    number = String(Math.max(range.min, ...used) + 1);
  }
  await insertPersonalAccount(tx, { tenantId, entityId: party.id, kind, number, name: party.name });
  return { number, name: party.name, kind };
}
