import type { APIRequestContext } from '@playwright/test';
import { apiToken, DANA } from './api.ts';

/** Today as the API writes dates (YYYY-MM-DD). */
/** Today as the API counts it: in Berlin (late evening UTC is already tomorrow there). */
export const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

/** The date `days` before today, as the API writes dates (midday, so no time zone shifts the day). */
export const daysAgo = (days: number) => {
  const date = new Date(`${today()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** A call of Dana's through the API, for setting up data; fails the test on any refusal. */
export async function danaApi<T>(
  request: APIRequestContext,
  method: 'post' | 'delete',
  path: string,
  data?: unknown,
): Promise<T> {
  const headers = { authorization: `Bearer ${await apiToken(request, DANA)}` };
  const response = await request[method](path, { headers, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A company customer in München with PDF invoices, for a test that needs one of its own. */
export const createCompanyCustomer = (request: APIRequestContext, companyName: string) =>
  danaApi<{ id: number }>(request, 'post', '/api/entities/customers', {
    data: {
      kind: 'company',
      company_name: companyName,
      street: 'Marienplatz 1',
      zip: '80331',
      city: 'München',
      country: 'DE',
      einvoice_format: 'pdf',
    },
  });

interface InvoiceOptions {
  subject?: string;
  /** Document and service date; today unless given (an earlier one makes the invoice overdue). */
  date?: string;
  /** Otherwise the customer's payment term. */
  paymentTermDays?: number;
}

/** One finalized invoice of two hours' Wartung at 80,00 € (190,40 € with 19 % VAT) for the customer. */
export async function createFinalizedInvoice(
  request: APIRequestContext,
  customerId: number,
  { subject, date = today(), paymentTermDays }: InvoiceOptions = {},
): Promise<{ id: number; number: string }> {
  const draft = await danaApi<{ id: number; version: number }>(request, 'post', '/api/documents', {
    type: 'invoice',
    customer_id: customerId,
    document_date: date,
    service_date: date,
    ...(subject && { subject }),
    ...(paymentTermDays !== undefined && { payment_term_days: paymentTermDays }),
    lines: [
      {
        kind: 'item',
        key: 'a1',
        name: 'Wartung',
        quantity: '2',
        unit: 'HUR',
        unit_price: '80.00',
        vat_category: 'S',
        vat_rate: '19',
      },
    ],
  });
  return danaApi(request, 'post', `/api/documents/${draft.id}/finalize`, { version: draft.version });
}
