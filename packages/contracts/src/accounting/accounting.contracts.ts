import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  ZAccountBalances,
  ZAccountId,
  ZAccountingPeriod,
  ZAccountStatement,
  ZAccountStatementExportQuery,
  ZAccountingLock,
  ZAccountingLockInput,
  ZDatevExportHistory,
  ZDatevExportQuery,
  ZVatKennzahl,
  ZVatReturn,
  ZVatReturnEntries,
} from './accounting.schemas.ts';

export const listAccountBalances = defineContract({
  method: 'GET',
  path: '/api/accounting/accounts',
  access: 'accounting.read',
  summary: 'Summen- und Saldenliste: Soll, Haben und Saldo jedes bebuchten Kontos im Zeitraum.',
  query: ZAccountingPeriod,
  response: ZAccountBalances,
});

export const getAccountStatement = defineContract({
  method: 'GET',
  path: '/api/accounting/accounts/:id',
  access: 'accounting.read',
  summary: 'Kontoblatt: Buchungen eines Kontos im Zeitraum mit laufendem Saldo und Beleg.',
  params: ZAccountId,
  query: ZAccountingPeriod,
  response: ZAccountStatement,
});

export const exportAccountStatement = defineContract({
  method: 'GET',
  path: '/api/accounting/accounts/:id/export',
  access: 'accounting.read',
  summary: 'Kontoblatt als CSV oder XLSX: Buchungen des Zeitraums mit Anfangssaldo und laufendem Saldo.',
  params: ZAccountId,
  query: ZAccountStatementExportQuery,
  response: z.unknown(),
});

export const getVatReturn = defineContract({
  method: 'GET',
  path: '/api/accounting/vat-return',
  access: 'accounting.read',
  summary: 'Umsatzsteuer-Voranmeldung: Kennzahlen 81, 86, 41, 21, 43, 60, 66 und 83 für Monat oder Quartal.',
  query: ZAccountingPeriod,
  response: ZVatReturn,
});

export const getVatReturnEntries = defineContract({
  method: 'GET',
  path: '/api/accounting/vat-return/:kennzahl',
  access: 'accounting.read',
  summary: 'Die Buchungen hinter einer Kennzahl der Umsatzsteuer-Voranmeldung im Zeitraum.',
  params: ZVatKennzahl,
  query: ZAccountingPeriod,
  response: ZVatReturnEntries,
});

export const exportDatev = defineContract({
  method: 'GET',
  path: '/api/accounting/datev-export',
  access: 'accounting.export',
  summary:
    'DATEV-Export des Zeitraums (eines Wirtschaftsjahres): ZIP mit EXTF-Buchungsstapel und Debitoren/Kreditoren (Format 700); wahlweise nur noch nicht exportierte Buchungen. Wird in der Export-Historie vermerkt.',
  query: ZDatevExportQuery,
  response: z.unknown(),
});

export const listDatevExports = defineContract({
  method: 'GET',
  path: '/api/accounting/datev-exports',
  access: 'accounting.export',
  summary: 'Export-Historie: wer wann welchen Zeitraum mit wie vielen Buchungen und Konten exportiert hat.',
  response: ZDatevExportHistory,
});

export const getAccountingLock = defineContract({
  method: 'GET',
  path: '/api/accounting/lock',
  access: 'accounting.read',
  summary: 'Festschreibung: bis zu welchem Monatsende die Buchhaltung gesperrt ist.',
  response: ZAccountingLock,
});

export const lockAccountingPeriod = defineContract({
  method: 'POST',
  path: '/api/accounting/lock',
  access: 'accounting.export',
  summary:
    'Festschreibung bis zum Ende eines Monats: gesperrte Monate nehmen keine Buchungen mehr an (nicht umkehrbar).',
  body: ZAccountingLockInput,
  response: ZAccountingLock,
});
