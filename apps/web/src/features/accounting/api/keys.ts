import type { AccountingPeriod } from '@kontor/contracts';
import { tenantKey } from '../../../lib/query-keys.ts';

export const accountBalancesKey = (tenantId: number, period: AccountingPeriod) =>
  tenantKey(tenantId, 'accounting', 'balances', period.from, period.to);

export const accountStatementKey = (tenantId: number, id: string, period: AccountingPeriod) =>
  tenantKey(tenantId, 'accounting', 'account', id, period.from, period.to);

export const vatReturnKey = (tenantId: number, period: AccountingPeriod) =>
  tenantKey(tenantId, 'accounting', 'vatReturn', period.from, period.to);

export const accountingLockKey = (tenantId: number) => tenantKey(tenantId, 'accounting', 'lock');

export const datevExportsKey = (tenantId: number) => tenantKey(tenantId, 'accounting', 'datevExports');

export const vatReturnEntriesKey = (tenantId: number, kennzahl: string, period: AccountingPeriod) =>
  tenantKey(tenantId, 'accounting', 'vatReturn', period.from, period.to, kennzahl);

export const dataExportsKey = (tenantId: number) => tenantKey(tenantId, 'accounting', 'dataExports');
