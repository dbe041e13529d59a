import {
  formatBillingPeriodDe,
  tokenizeTextTemplate,
  ZDocumentCreate,
  type BillingPeriod,
  type DocumentLine,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { SerialTemplateRow } from './serial-invoices.repository.ts';

/** The placeholder of the billing period (text-template catalog: "Abrechnungszeitraum"). */
export const PERIOD_PLACEHOLDER = 'dokument.zeitraum';

/**
 * Fills only the period placeholder; every other placeholder stays as typed, because the
 * documents area renders those at output time from the document itself.
 */
export function renderPeriod(text: string | null, period: BillingPeriod): string | null {
  if (text === null) return null;
  const value = formatBillingPeriodDe(period);
  return tokenizeTextTemplate(text)
    .map((token) =>
      token.kind === 'text' ? token.text : token.name === PERIOD_PLACEHOLDER ? value : token.raw,
    )
    .join('');
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The invoice draft of one period. Decision: the document date is the day of the run (an invoice
 * is dated when it is written — catch-up invoices are not back-dated, which would break the
 * date order of the gap-free numbers); the billing period is the Leistungszeitraum (§14 Abs. 4
 * Nr. 6 UStG). Texts left empty take the default text templates, as in the editor.
 */
export function serialInvoiceDraft(
  template: SerialTemplateRow,
  period: BillingPeriod,
  today: string,
): z.output<typeof ZDocumentCreate> {
  const header = template.header as Record<string, unknown>;
  const lines = (template.lines as DocumentLine[]).map((line) =>
    line.kind === 'item'
      ? {
          ...line,
          name: renderPeriod(line.name, period)!,
          description: renderPeriod(line.description, period),
        }
      : { ...line, name: renderPeriod(line.name, period)! },
  );
  return ZDocumentCreate.parse({
    ...header,
    type: 'invoice',
    customer_id: template.customerId,
    document_date: today,
    service_date: null,
    service_period_start: period.start,
    service_period_end: period.end,
    subject: renderPeriod(str(header.subject), period),
    intro: renderPeriod(str(header.intro), period),
    outro: renderPeriod(str(header.outro), period),
    lines,
  });
}
