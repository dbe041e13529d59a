import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  ZAllocationsInput,
  ZBankAccount,
  ZBankRule,
  ZBankRuleInput,
  ZBankRuleUpdate,
  ZBookByRuleInput,
  ZCsvColumnMapping,
  ZCsvPreview,
  ZCreditTransferInput,
  ZDirectDebitInput,
  ZBankAccountInput,
  ZBankAccountUpdate,
  ZBankIdParams,
  ZBankStatement,
  ZBankStatementDetail,
  ZBankStatementListQuery,
  ZBankTransaction,
  ZBankTransactionListQuery,
  ZBankImportJob,
  ZStatementImportResult,
} from './banking.schemas.ts';

/**
 * The newest transactions of a filter that one answer carries, each open one with its scored
 * suggestions; older ones follow once these are matched or ignored.
 */
export const BANK_TRANSACTIONS_SHOWN = 2000;

/** Largest bank file accepted by the import (a year of a busy account in CAMT is far below). */
export const MAX_BANK_FILE_BYTES = 20 * 1024 * 1024;

/**
 * From this size on a bank file is imported as a background job (202 with the job). A CAMT entry
 * takes 1–1.5 KB, so 2 MB are some 1,500 entries: below, the import answers within about a second;
 * above, reading and storing would keep the upload request open long enough for proxies and the
 * user to give up, and the screen shows the entries done instead.
 */
export const BANK_IMPORT_JOB_BYTES = 2 * 1024 * 1024;

export const listBankAccounts = defineContract({
  method: 'GET',
  path: '/api/bank-accounts',
  access: 'banking.read',
  summary: 'Bankkonten mit Saldo und Zahl der offenen Umsätze.',
  response: z.object({ items: z.array(ZBankAccount) }),
});

export const createBankAccount = defineContract({
  method: 'POST',
  path: '/api/bank-accounts',
  access: 'banking.write',
  summary: 'Bankkonto anlegen (IBAN wird geprüft).',
  body: ZBankAccountInput,
  response: ZBankAccount,
  status: 201,
});

export const getBankAccount = defineContract({
  method: 'GET',
  path: '/api/bank-accounts/:id',
  access: 'banking.read',
  summary: 'Ein Bankkonto.',
  params: ZBankIdParams,
  response: ZBankAccount,
});

export const updateBankAccount = defineContract({
  method: 'PUT',
  path: '/api/bank-accounts/:id',
  access: 'banking.write',
  summary: 'Bankkonto ändern (mit Version gegen gleichzeitige Änderungen).',
  params: ZBankIdParams,
  body: ZBankAccountUpdate,
  response: ZBankAccount,
});

export const deleteBankAccount = defineContract({
  method: 'DELETE',
  path: '/api/bank-accounts/:id',
  access: 'banking.write',
  summary: 'Bankkonto löschen, solange keine Kontoauszüge importiert sind.',
  params: ZBankIdParams,
  response: z.object({ ok: z.literal(true) }),
});

export const importBankStatement = defineContract({
  method: 'POST',
  path: '/api/bank-accounts/:id/statements',
  access: 'banking.write',
  summary:
    'Kontoauszug importieren (multipart, Feld `file`: CAMT.052/053/054, MT940/MT942 oder CSV mit gespeicherter Spaltenzuordnung). Idempotent: bekannte Umsätze werden als Duplikate gezählt; ein Saldenbruch ist eine Warnung.',
  params: ZBankIdParams,
  response: ZStatementImportResult,
  /** Files from BANK_IMPORT_JOB_BYTES on: 202 with the import job, see getBankImportJob. */
  accepted: ZBankImportJob,
});

export const getBankImportJob = defineContract({
  method: 'GET',
  path: '/api/bank-import-jobs/:id',
  access: 'banking.read',
  summary:
    'Stand eines Kontoauszug-Imports im Hintergrund (große Dateien): verarbeitete Umsätze von allen, am Ende das Ergebnis wie beim direkten Import oder der Grund des Fehlschlags.',
  params: ZBankIdParams,
  response: ZBankImportJob,
});

export const listBankStatements = defineContract({
  method: 'GET',
  path: '/api/bank-statements',
  access: 'banking.read',
  summary: 'Importierte Kontoauszüge, neueste zuerst.',
  query: ZBankStatementListQuery,
  response: z.object({ items: z.array(ZBankStatement) }),
});

export const getBankStatement = defineContract({
  method: 'GET',
  path: '/api/bank-statements/:id',
  access: 'banking.read',
  summary: 'Ein Kontoauszug mit Salden, Umsätzen und Warnungen.',
  params: ZBankIdParams,
  response: ZBankStatementDetail,
});

export const listBankTransactions = defineContract({
  method: 'GET',
  path: '/api/bank-transactions',
  access: 'banking.read',
  summary:
    'Bankumsätze mit Status und, für offene, bewerteten Zuordnungsvorschlägen mit Begründung; die neuesten BANK_TRANSACTIONS_SHOWN, `truncated` sagt, ob es mehr gibt.',
  query: ZBankTransactionListQuery,
  response: z.object({ items: z.array(ZBankTransaction), truncated: z.boolean() }),
});

export const allocateBankTransaction = defineContract({
  method: 'POST',
  path: '/api/bank-transactions/:id/allocations',
  access: 'banking.write',
  summary:
    'Umsatz einem oder mehreren Dokumenten zuordnen (auch Teilzahlung, mit Skonto); erfasst die Zahlungen der Dokumente.',
  params: ZBankIdParams,
  body: ZAllocationsInput,
  response: ZBankTransaction,
});

export const ignoreBankTransaction = defineContract({
  method: 'POST',
  path: '/api/bank-transactions/:id/ignore',
  access: 'banking.write',
  summary: 'Umsatz ignorieren (keine Zuordnung nötig).',
  params: ZBankIdParams,
  response: ZBankTransaction,
});

export const undoBankTransaction = defineContract({
  method: 'POST',
  path: '/api/bank-transactions/:id/undo',
  access: 'banking.write',
  summary:
    'Zuordnungen rückgängig machen (Zahlungen der Dokumente werden storniert) oder Ignorieren aufheben.',
  params: ZBankIdParams,
  response: ZBankTransaction,
});

export const previewBankCsv = defineContract({
  method: 'POST',
  path: '/api/bank-accounts/:id/csv-preview',
  access: 'banking.write',
  summary:
    'CSV-Export ansehen (multipart, Feld `file`): Kopfzeile, erste Zeilen, vorgeschlagene und gespeicherte Spaltenzuordnung. Speichert nichts.',
  params: ZBankIdParams,
  response: ZCsvPreview,
});

export const saveBankCsvMapping = defineContract({
  method: 'PUT',
  path: '/api/bank-accounts/:id/csv-mapping',
  access: 'banking.write',
  summary: 'Spaltenzuordnung für CSV-Exporte dieses Kontos speichern.',
  params: ZBankIdParams,
  body: z.object({ mapping: ZCsvColumnMapping }),
  response: ZBankAccount,
});

export const listBankRules = defineContract({
  method: 'GET',
  path: '/api/bank-rules',
  access: 'banking.read',
  summary: 'Regeln für wiederkehrende Buchungen ohne Beleg (Gebühren, Miete, Gehälter).',
  response: z.object({ items: z.array(ZBankRule) }),
});

export const createBankRule = defineContract({
  method: 'POST',
  path: '/api/bank-rules',
  access: 'banking.write',
  summary: 'Regel anlegen: Muster für Verwendungszweck/Gegenpartei → Sachkonto, Kostenstelle.',
  body: ZBankRuleInput,
  response: ZBankRule,
  status: 201,
});

export const updateBankRule = defineContract({
  method: 'PUT',
  path: '/api/bank-rules/:id',
  access: 'banking.write',
  summary: 'Regel ändern (mit Version gegen gleichzeitige Änderungen).',
  params: ZBankIdParams,
  body: ZBankRuleUpdate,
  response: ZBankRule,
});

export const deleteBankRule = defineContract({
  method: 'DELETE',
  path: '/api/bank-rules/:id',
  access: 'banking.write',
  summary: 'Regel löschen; schon gebuchte Umsätze bleiben gebucht (die Regel wird dann nur deaktiviert).',
  params: ZBankIdParams,
  response: z.object({ ok: z.literal(true) }),
});

export const bookBankTransactionByRule = defineContract({
  method: 'POST',
  path: '/api/bank-transactions/:id/book-by-rule',
  access: 'banking.write',
  summary: 'Offenen Betrag des Umsatzes nach einer Regel im Journal buchen (Bank ↔ Sachkonto).',
  params: ZBankIdParams,
  body: ZBookByRuleInput,
  response: ZBankTransaction,
});

export const createDirectDebitFile = defineContract({
  method: 'POST',
  path: '/api/bank-accounts/:id/direct-debits',
  access: 'banking.write',
  summary:
    'SEPA-Lastschriftdatei (pain.008.001.08) für offene Rechnungen von Kunden mit Mandat: Gläubiger-ID des Kontos, FRST beim ersten Einzug je Mandat, danach RCUR; nur strukturierte oder hybride Adressen.',
  params: ZBankIdParams,
  body: ZDirectDebitInput,
  response: z.unknown(),
});

export const createCreditTransferFile = defineContract({
  method: 'POST',
  path: '/api/bank-accounts/:id/credit-transfers',
  access: 'banking.write',
  summary:
    'SEPA-Überweisungsdatei (pain.001.001.09) für freigegebene Eingangsrechnungen: Skonto abgezogen, solange die Frist läuft; End-to-End-ID aus der Rechnungsnummer des Lieferanten; ein Sammler je Ausführungsdatum; nur strukturierte oder hybride Adressen.',
  params: ZBankIdParams,
  body: ZCreditTransferInput,
  response: z.unknown(),
});
