import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { documentStatuses, documentTypes } from './document-types.ts';
import { decimalPattern } from './money.ts';

const money = z.string().regex(decimalPattern);
const countAndSum = z.object({ count: z.number().int(), sum: money });

/** How many of a customer's newest documents the summary lists; the rest are in the documents list. */
export const CUSTOMER_RECENT_DOCUMENTS = 10;

/**
 * What the customer page shows about the customer's documents (like the customer view of
 * lexoffice or sevDesk): open receivables, net revenue of this and last year, the newest
 * documents and the open items. Amounts are decimal strings.
 */
export const ZCustomerDocumentSummary = z.object({
  /** Invoices (also advance and final invoices) finalized and not fully paid; overdue = past due. */
  receivables: z.object({ open: countAndSum, overdue: countAndSum }),
  /**
   * Net revenue by document date in the calendar year, as the start page counts it: finalized
   * invoices, credit notes and Stornos negative; quotes, delivery notes and drafts never.
   */
  revenue: z.object({
    current: z.object({ year: z.number().int(), net: money }),
    previous: z.object({ year: z.number().int(), net: money }),
  }),
  /** All of the customer's documents, drafts and quotes included. */
  documents_total: z.number().int(),
  /** The newest documents (by document date), at most `CUSTOMER_RECENT_DOCUMENTS`. */
  documents: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(documentTypes),
      number: z.string().nullable(),
      status: z.enum(documentStatuses),
      overdue: z.boolean(),
      document_date: z.string(),
      gross: money,
    }),
  ),
  /** The open receivables, the oldest due date first. */
  open_items: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(documentTypes),
      number: z.string().nullable(),
      document_date: z.string(),
      due_date: z.string().nullable(),
      gross: money,
      open: money,
      /** Days past the due date (Berlin time); 0 when not yet due. */
      days_overdue: z.number().int(),
    }),
  ),
});
export type CustomerDocumentSummary = z.infer<typeof ZCustomerDocumentSummary>;

export const getCustomerDocumentSummary = defineContract({
  method: 'GET',
  path: '/api/entities/customers/:id/document-summary',
  access: 'documents.read',
  summary: 'Kundenseite: offene Posten, Umsatz dieses und letztes Jahr, neueste Dokumente des Kunden.',
  params: z.object({
    id: z.coerce
      .number({ error: 'Ungültige ID.' })
      .int({ error: 'Ungültige ID.' })
      .positive({ error: 'Ungültige ID.' }),
  }),
  response: ZCustomerDocumentSummary,
});
