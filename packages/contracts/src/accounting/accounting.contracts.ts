import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  ZAccountBalances,
  ZAccountId,
  ZAccountingPeriod,
  ZAccountStatement,
  ZDatevExportQuery,
  ZVatReturn,
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

export const getVatReturn = defineContract({
  method: 'GET',
  path: '/api/accounting/vat-return',
  access: 'accounting.read',
  summary: 'Umsatzsteuer-Voranmeldung: Kennzahlen 81, 86, 41, 21, 43, 60, 66 und 83 für Monat oder Quartal.',
  query: ZAccountingPeriod,
  response: ZVatReturn,
});

export const exportDatev = defineContract({
  method: 'GET',
  path: '/api/accounting/datev-export',
  access: 'accounting.export',
  summary:
    'DATEV-Export des Zeitraums (eines Wirtschaftsjahres): ZIP mit EXTF-Buchungsstapel und Debitoren/Kreditoren (Format 700).',
  query: ZDatevExportQuery,
  response: z.unknown(),
});
