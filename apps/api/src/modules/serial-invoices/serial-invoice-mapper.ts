import {
  billingPeriodFrom,
  calculateDocumentTotals,
  serialInvoiceHeaderKeys,
  type DocumentLine,
  type SerialInvoiceInterval,
  type SerialInvoiceRun,
  type SerialInvoiceTemplate,
  type SerialInvoiceTemplateInput,
} from '@kontor/contracts';
import type { SerialRunRow, SerialTemplateRow, SerialTemplateValues } from './serial-invoices.repository.ts';

export const scheduleOf = (row: Pick<SerialTemplateRow, 'interval' | 'startDate' | 'endDate'>) => ({
  interval: row.interval as SerialInvoiceInterval,
  start_date: row.startDate,
  end_date: row.endDate,
});

/** The stored row of a template input; `nextDate` as decided by the caller. */
export function templateValues(input: SerialInvoiceTemplateInput, nextDate: string): SerialTemplateValues {
  return {
    name: input.name,
    customerId: input.customer_id,
    interval: input.interval,
    startDate: input.start_date,
    endDate: input.end_date,
    nextDate,
    header: Object.fromEntries(serialInvoiceHeaderKeys.map((key) => [key, input[key]])),
    lines: input.lines,
    autoFinalize: input.auto_finalize,
    autoSend: input.auto_send,
    active: input.active,
  };
}

export function toSerialInvoiceTemplate(
  row: SerialTemplateRow,
  customerName: string | null,
): SerialInvoiceTemplate {
  const header = row.header as Record<string, unknown>;
  const lines = row.lines as DocumentLine[];
  const totals = calculateDocumentTotals(lines);
  const schedule = scheduleOf(row);
  const finished = row.endDate !== null && row.nextDate > row.endDate;
  const headerValue = <K extends (typeof serialInvoiceHeaderKeys)[number]>(key: K) =>
    (header[key] ?? null) as SerialInvoiceTemplate[K];
  return {
    id: row.id,
    name: row.name,
    customer_id: row.customerId,
    customer_name: customerName,
    interval: schedule.interval,
    start_date: row.startDate,
    end_date: row.endDate,
    next_date: row.nextDate,
    next_period: finished ? null : billingPeriodFrom(schedule, row.nextDate),
    auto_finalize: row.autoFinalize,
    auto_send: row.autoSend,
    active: row.active,
    contact_id: headerValue('contact_id'),
    project_id: headerValue('project_id'),
    payment_term_days: headerValue('payment_term_days'),
    skonto_percent: headerValue('skonto_percent'),
    skonto_days: headerValue('skonto_days'),
    subject: headerValue('subject'),
    intro: headerValue('intro'),
    outro: headerValue('outro'),
    buyer_reference: headerValue('buyer_reference'),
    order_reference: headerValue('order_reference'),
    vat_treatment: (header.vat_treatment ?? 'standard') as SerialInvoiceTemplate['vat_treatment'],
    einvoice_format: headerValue('einvoice_format'),
    lines,
    net: totals.net,
    gross: totals.gross,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const toSerialInvoiceRun = (row: SerialRunRow, documentNumber: string | null): SerialInvoiceRun => ({
  id: row.id,
  template_id: row.templateId,
  period_start: row.periodStart,
  period_end: row.periodEnd,
  document_id: row.documentId,
  document_number: documentNumber,
  status: row.status as SerialInvoiceRun['status'],
  message: row.message,
  trigger: row.trigger as SerialInvoiceRun['trigger'],
  created_at: row.createdAt.toISOString(),
});
