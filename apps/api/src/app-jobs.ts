import type { JobDefinition } from './core/jobs/jobs.ts';
import { bankImportJob } from './modules/banking/index.ts';
import { calendarRemindersJob } from './modules/calendar/index.ts';
import { dataExportJob } from './modules/data-exports/index.ts';
import { incomingInvoiceOcrJob } from './modules/incoming-invoices/index.ts';
import { serialInvoicesJob } from './modules/serial-invoices/index.ts';
import { supportMailJob } from './modules/support/index.ts';

/** Every background job of Kontor; main.ts starts them with the job queue. */
export const allJobs: readonly JobDefinition<never>[] = [
  serialInvoicesJob,
  supportMailJob,
  dataExportJob,
  incomingInvoiceOcrJob,
  bankImportJob,
  calendarRemindersJob,
];
