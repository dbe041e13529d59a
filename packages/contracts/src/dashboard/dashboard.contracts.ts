import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { decimalPattern } from '../documents/money.ts';
import { ZHistoryItem } from '../history/history.contracts.ts';

const money = z.string().regex(decimalPattern);
const countAndSum = z.object({ count: z.number().int(), sum: money });

/** Net revenue of one period and of the same period a year before (credit notes and Stornos count negative). */
const ZRevenueComparison = z.object({ current: money, previous: money });

export const ZDashboard = z.object({
  /** Today in Germany (ISO day): the periods and "overdue" are measured against it. */
  today: z.string(),
  /** Receivables of invoices still waiting for money; null without `documents.read`. */
  receivables: z.object({ open: countAndSum, overdue: countAndSum }).nullable(),
  /** Net revenue of invoices by document date; null without `documents.read`. */
  revenue: z
    .object({
      month: ZRevenueComparison,
      year: ZRevenueComparison,
      /** January … December of this year and of last year (whole months). */
      months: z.array(z.object({ month: z.number().int().min(1).max(12), current: money, previous: money })),
    })
    .nullable(),
  /** Drafts of every document type; null without `documents.read`. */
  drafts: z.object({ count: z.number().int() }).nullable(),
  /** Tasks not done and due today or earlier; null without the tasks' read permission. */
  tasks: z
    .object({
      count: z.number().int(),
      items: z.array(z.object({ id: z.number().int(), title: z.string(), due_date: z.string() })),
    })
    .nullable(),
  /** The newest history items of kinds the member may read; null without `history.read`. */
  activity: z.array(ZHistoryItem).nullable(),
});
export type Dashboard = z.infer<typeof ZDashboard>;

export const getDashboard = defineContract({
  method: 'GET',
  path: '/api/dashboard',
  access: 'authenticated',
  summary:
    'Startseite: offene und überfällige Forderungen, Umsatz, Entwürfe, fällige Aufgaben, letzte Aktivität.',
  response: ZDashboard,
});
