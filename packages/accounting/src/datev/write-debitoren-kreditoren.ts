import { AccountingError } from '../accounting-error.ts';
import { personalAccountRange } from '../chart/personal-accounts.ts';
import { debitorenKreditorenColumns } from './debitoren-kreditoren-columns.ts';
import { extfFile, extfLine, type ExtfFile } from './extf-file.ts';
import { extfHeaderFields, type DatevExportRun, type DatevSettings } from './extf-header.ts';

/** A customer or vendor as DATEV's master data knows it. */
export interface DatevParty {
  account: string;
  kind: 'debtor' | 'creditor';
  /** Company name, or the surname of a natural person. */
  name: string;
  /** Adressatentyp: company (2) or natural person (1, with first name). */
  isCompany: boolean;
  firstName?: string | null;
  /** Kontor's customer / vendor number. */
  partyNumber?: string | null;
  vatId?: string | null;
  taxNumber?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  /** ISO 3166 alpha-2. */
  country?: string | null;
  phone?: string | null;
  email?: string | null;
  iban?: string | null;
  bic?: string | null;
}

/** Fields longer than DATEV keeps are shortened (names), never the numbers that identify someone. */
const cut = (value: string | null | undefined, max: number) => (value ?? '').trim().slice(0, max);

/**
 * The EXTF Debitoren/Kreditoren file (category 16, format 5): one line per personal account with
 * name, address, VAT ID (split into EU-Land and number), contact and bank data.
 */
export function writeDebitorenKreditoren(
  parties: readonly DatevParty[],
  settings: DatevSettings,
  run: DatevExportRun,
): ExtfFile {
  const header = extfHeaderFields(16, settings, run);
  const seen = new Set<string>();
  const lines = parties.map((party) => {
    const record = `${party.kind === 'debtor' ? 'Debitor' : 'Kreditor'} ${party.account} ${party.name}`;
    const range = personalAccountRange(party.kind, settings.accountLength);
    const number = Number(party.account);
    if (!/^\d+$/.test(party.account) || number < range.min || number > range.max)
      throw new AccountingError(`Das Konto liegt nicht im Bereich ${range.min}–${range.max}.`, record);
    if (seen.has(party.account)) throw new AccountingError('Das Konto kommt doppelt vor.', record);
    seen.add(party.account);
    if (!party.name.trim()) throw new AccountingError('Der Name fehlt.', record);
    const vatId = (party.vatId ?? '').replace(/\s/g, '').toUpperCase();
    const vatMatch = /^([A-Z]{2})([A-Z0-9+*]{2,13})$/.exec(vatId);
    if (vatId && !vatMatch) throw new AccountingError(`Die USt-IdNr. „${party.vatId}“ ist ungültig.`, record);
    const values = new Map<string, string>([
      ['Konto', party.account],
      ['Adressatentyp', party.isCompany ? '2' : '1'],
      ['Kurzbezeichnung', cut(party.name, 15)],
      ['EU-Land', vatMatch?.[1] ?? ''],
      ['EU-USt-IdNr.', vatMatch?.[2] ?? ''],
      ['Adressart', party.street || party.city ? 'STR' : ''],
      ['Straße', cut(party.street, 36)],
      ['Postleitzahl', cut(party.zip, 10)],
      ['Ort', cut(party.city, 30)],
      ['Land', cut(party.country, 2).toUpperCase()],
      ['Telefon', cut(party.phone, 60)],
      ['E-Mail', cut(party.email, 60)],
      ['IBAN 1', (party.iban ?? '').replace(/\s/g, '')],
      ['SWIFT-Code 1', (party.bic ?? '').replace(/\s/g, '')],
      ['Kundennummer', cut(party.partyNumber, 15)],
      ['Steuernummer', cut(party.taxNumber, 20)],
    ]);
    if (party.isCompany) values.set('Name (Adressatentyp Unternehmen)', cut(party.name, 50));
    else {
      values.set('Name (Adressatentyp natürl. Person)', cut(party.name, 30));
      values.set('Vorname (Adressatentyp natürl. Person)', cut(party.firstName, 30));
    }
    return extfLine(debitorenKreditorenColumns, values, record);
  });
  return extfFile('EXTF_Debitoren_Kreditoren.csv', header, debitorenKreditorenColumns, lines);
}
