import Big from 'big.js';
import { refundTypes, roundMoney, type Dashboard, type DocumentType } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { sumOpenReceivables, sumRevenueByMonth } from './document-dashboard.repository.ts';

type DocumentFigures = Pick<Dashboard, 'receivables' | 'revenue' | 'drafts'>;

/**
 * What the start page shows about documents: open and overdue receivables, drafts, and net
 * revenue this month / year against the same period last year (credit notes and Stornos negative).
 */
export async function documentDashboardFigures(
  tx: Tx,
  tenantId: number,
  today: string,
): Promise<DocumentFigures> {
  const open = await sumOpenReceivables(tx, tenantId, today);
  const groups = await sumRevenueByMonth(tx, tenantId, today);
  const year = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  const zero = () => new Big(0);
  const months = Array.from({ length: 12 }, () => ({ current: zero(), previous: zero() }));
  const month = { current: zero(), previous: zero() };
  const ytd = { current: zero(), previous: zero() };
  for (const g of groups) {
    const net = new Big(g.net).times(refundTypes.includes(g.type as DocumentType) ? -1 : 1);
    const key = g.year === year ? 'current' : 'previous';
    const slot = months[g.month - 1]!;
    slot[key] = slot[key].plus(net);
    // "Same period": up to today's month and day, in both years.
    const beforeToday = g.month < thisMonth || (g.month === thisMonth && g.inPeriod);
    if (beforeToday) ytd[key] = ytd[key].plus(net);
    if (g.month === thisMonth && g.inPeriod) month[key] = month[key].plus(net);
  }
  const pair = (p: { current: Big; previous: Big }) => ({
    current: roundMoney(p.current),
    previous: roundMoney(p.previous),
  });
  return {
    receivables: {
      open: { count: open.openCount, sum: roundMoney(new Big(open.openSum)) },
      overdue: { count: open.overdueCount, sum: roundMoney(new Big(open.overdueSum)) },
    },
    revenue: {
      month: pair(month),
      year: pair(ytd),
      months: months.map((m, i) => ({ month: i + 1, ...pair(m) })),
    },
    drafts: { count: open.draftCount },
  };
}
