import { incomingInvoiceStatusLabels, type IncomingInvoiceStatus } from '@kontor/contracts';
import type { ZIncomingInvoiceExportQuery } from '@kontor/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import {
  csvDocument,
  germanDate,
  germanDecimal,
  neutralizeFormula,
  xlsxDocument,
  type XlsxCell,
} from '../entities/index.ts';
import { listIncomingInvoices } from './incoming-invoice-read.service.ts';

const header = [
  'Status',
  'Lieferant',
  'Rechnungsnummer',
  'Rechnungsdatum',
  'Fällig am',
  'Skonto bis',
  'Netto',
  'Umsatzsteuer',
  'Brutto',
  'Währung',
];
const moneyFormat = '#,##0.00';

/** The list as it is filtered on screen, as CSV (German Excel) or XLSX. */
export async function exportIncomingInvoiceList(tx: Tx, query: z.output<typeof ZIncomingInvoiceExportQuery>) {
  const { format, ...filter } = query;
  const { items } = await listIncomingInvoices(tx, filter);
  const rows = items.map((i) => ({
    status: incomingInvoiceStatusLabels[i.status as IncomingInvoiceStatus],
    vendor: i.vendor?.name ?? i.vendor_name ?? '',
    number: i.number ?? '',
    issueDate: i.issue_date,
    dueDate: i.due_date,
    skontoUntil: i.skonto_until,
    net: i.totals.net,
    tax: i.totals.tax,
    gross: i.totals.gross,
    currency: i.currency,
  }));
  let body: Buffer;
  if (format === 'csv') {
    const decimal = (value: string | null) => (value === null ? '' : germanDecimal(value, 2));
    const date = (value: string | null) => (value === null ? '' : germanDate(value));
    const lines = rows.map((r) => [
      r.status,
      neutralizeFormula(r.vendor),
      neutralizeFormula(r.number),
      date(r.issueDate),
      date(r.dueDate),
      date(r.skontoUntil),
      decimal(r.net),
      decimal(r.tax),
      decimal(r.gross),
      r.currency,
    ]);
    body = Buffer.from(csvDocument(header, lines), 'utf8');
  } else {
    const decimal = (value: string | null): XlsxCell =>
      value === null ? { value: null } : { value: Number(value), numFmt: moneyFormat };
    const date = (value: string | null): XlsxCell =>
      value === null ? { value: null } : { value: new Date(`${value}T00:00:00Z`), numFmt: 'dd.mm.yyyy' };
    const lines: XlsxCell[][] = rows.map((r) => [
      { value: r.status },
      { value: r.vendor || null },
      { value: r.number || null },
      date(r.issueDate),
      date(r.dueDate),
      date(r.skontoUntil),
      decimal(r.net),
      decimal(r.tax),
      decimal(r.gross),
      { value: r.currency },
    ]);
    body = await xlsxDocument('Eingangsrechnungen', header, lines);
  }
  return {
    filename: `eingangsrechnungen.${format}`,
    contentType:
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
}
