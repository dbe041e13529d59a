import {
  AccountingError,
  writeBuchungsstapel,
  writeDebitorenKreditoren,
  type DatevParty,
  type DatevSettings,
} from '@kontor/accounting';
import type { AccountingPeriod } from '@kontor/contracts';
import { zipSync } from 'fflate';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findEntityRecords } from '../entities/index.ts';
import { loadTenantSettings } from '../settings/index.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { recordDatevExport } from './datev-export-history.service.ts';
import { findEntriesForExport } from './journal.repository.ts';
import { lockedUntil } from './period-lock.service.ts';
import { listPersonalAccounts } from './personal-accounts.repository.ts';
import { ACCOUNT_LENGTH, loadTenantLedger } from './tenant-ledger.ts';
import { toJournalEntry } from './vat-return.service.ts';

const missingNumbers = 'Bitte zuerst DATEV-Berater- und Mandantennummer in den Firmendaten hinterlegen.';

const text = (data: Record<string, unknown>, key: string) => {
  const value = data[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** The master data of every personal account, as DATEV's Debitoren/Kreditoren file takes it. */
export async function datevParties(tx: Tx): Promise<DatevParty[]> {
  const accounts = await listPersonalAccounts(tx);
  const records = new Map(
    (
      await findEntityRecords(
        tx,
        accounts.map((a) => a.entityId),
      )
    ).map((r) => [r.id, r]),
  );
  return accounts
    .sort((a, b) => Number(a.number) - Number(b.number))
    .map((account) => {
      const data = records.get(account.entityId)?.data ?? {};
      const isCompany = data['kind'] !== 'person';
      return {
        account: account.number,
        kind: account.kind === 'creditor' ? 'creditor' : 'debtor',
        name: isCompany ? account.name : (text(data, 'last_name') ?? account.name),
        isCompany,
        firstName: isCompany ? null : text(data, 'first_name'),
        partyNumber: records.get(account.entityId)?.number ?? null,
        vatId: text(data, 'vat_id'),
        taxNumber: text(data, 'tax_number'),
        street: text(data, 'street'),
        zip: text(data, 'zip'),
        city: text(data, 'city'),
        country: text(data, 'country'),
        phone: text(data, 'phone'),
        email: text(data, 'email'),
        iban: text(data, 'iban'),
        bic: text(data, 'bic'),
      };
    });
}

/**
 * The DATEV export of a period as one ZIP: EXTF Buchungsstapel (every entry dated in the period,
 * or only those no earlier export carried) and Debitoren/Kreditoren (the personal accounts),
 * written by @kontor/accounting; recorded in the export history with the entries it carried. A rule of the
 * format that the data breaks (a period across two fiscal years, a character outside
 * Windows-1252 without stand-in) is a 400 naming the record; nothing is stored.
 */
export async function buildDatevExport(
  tx: Tx,
  actor: Actor,
  period: AccountingPeriod & { onlyNew: boolean },
  exportedBy: string | undefined,
) {
  const settings = await loadTenantSettings(tx);
  if (!settings.datev_consultant_number || !settings.datev_client_number)
    throw badRequest(missingNumbers, {
      ...(!settings.datev_consultant_number && { datev_consultant_number: missingNumbers }),
      ...(!settings.datev_client_number && { datev_client_number: missingNumbers }),
    });
  const datev: DatevSettings = {
    consultantNumber: settings.datev_consultant_number,
    clientNumber: settings.datev_client_number,
    // Kontor's fiscal year is the calendar year.
    fiscalYearStart: `${period.from.slice(0, 4)}-01-01`,
    accountLength: ACCOUNT_LENGTH,
    chart: settings.chart_of_accounts,
  };
  const ledger = await loadTenantLedger(tx);
  const rows = await findEntriesForExport(tx, period.from, period.to, period.onlyNew);
  const entries = rows.map(toJournalEntry);
  // Festschreibung in the header only when Kontor itself takes no more postings for the period.
  const until = await lockedUntil(tx);
  const locked = until !== null && period.to <= until;
  const run = {
    createdAt: new Date(),
    locked,
    label: 'Kontor Buchungen',
    ...(exportedBy && { exportedBy: exportedBy.slice(0, 25) }),
  };
  try {
    const parties = writeDebitorenKreditoren(await datevParties(tx), datev, run);
    // The record writes and checks a row per entry: the database does that while the file is
    // built here (the statement goes out before the build starts). A file the data cannot make
    // still fails the whole request, and the transaction takes the record back with it.
    const [file, recorded] = await Promise.allSettled([
      (async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return writeBuchungsstapel(entries, ledger, datev, { ...run, period });
      })(),
      recordDatevExport(tx, actor, {
        period,
        onlyNew: period.onlyNew,
        entryIds: rows.map((row) => row.id),
        accounts: parties.records,
        locked,
      }),
    ]);
    if (file.status === 'rejected') throw file.reason;
    if (recorded.status === 'rejected') throw recorded.reason;
    const stapel = file.value;
    const zip = zipSync({ [stapel.fileName]: stapel.bytes, [parties.fileName]: parties.bytes });
    return {
      filename: `DATEV_${period.from.replaceAll('-', '')}_${period.to.replaceAll('-', '')}.zip`,
      body: Buffer.from(zip),
      records: stapel.records,
    };
  } catch (error) {
    if (error instanceof AccountingError) throw badRequest(`DATEV-Export nicht möglich: ${error.message}`);
    throw error;
  }
}
