import type { DunningCustomerKind, DunningLevel, OverdueInvoice } from '@kontor/contracts';

/** One invoice the dialog creates a notice for. */
export interface DunningTarget {
  documentId: number;
  number: string | null;
  customerName: string | null;
  customerKind: DunningCustomerKind;
  open: string;
  dueDate: string;
  nextLevel: DunningLevel;
}

export const targetOfOverdueInvoice = (item: OverdueInvoice): DunningTarget | null =>
  item.next_level === null
    ? null
    : {
        documentId: item.document_id,
        number: item.number,
        customerName: item.customer_name,
        customerKind: item.customer_kind,
        open: item.open,
        dueDate: item.due_date,
        nextLevel: item.next_level as DunningLevel,
      };

/** Today in Germany as `YYYY-MM-DD` (the proposed notice date). */
export const berlinToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
