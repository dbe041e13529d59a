import type { Account, AccountRole, AccountType, Chart, ChartId } from './account.ts';
import type { VatFunctionId } from './vat-functions.ts';

/** [number, name, type, automatic ("AM"), VAT function, role] — one row of a chart table. */
export type AccountRow = [
  number: string,
  name: string,
  type: AccountType,
  automatic: boolean,
  vatFunction: VatFunctionId | null,
  role?: AccountRole,
];

export function defineChart(id: ChartId, rows: readonly AccountRow[]): Chart {
  const accounts: Account[] = rows.map(([number, name, type, automatic, vatFunction, role]) => ({
    number,
    name,
    type,
    automatic,
    vatFunction,
    ...(role && { role }),
  }));
  return { id, datevCode: id === 'SKR03' ? '03' : '04', accounts };
}
