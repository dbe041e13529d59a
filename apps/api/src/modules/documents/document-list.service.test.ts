import { describe, expect, it } from 'vitest';
import { sumGroups } from './document-list.service.ts';
import { isOverdue } from './document-mapper.ts';

const group = (type: string, status: string, net: string, gross: string, rest: string, count = 1) => ({
  type,
  status,
  count,
  net,
  gross,
  rest,
});

describe('list sums', () => {
  it('counts credit notes and cancellations negative and only open receivables as open', () => {
    const { total, sums } = sumGroups([
      group('invoice', 'sent', '100.00', '119.00', '119.00', 2),
      group('invoice', 'paid', '50.00', '59.50', '0.00'),
      group('invoice', 'cancelled', '10.00', '11.90', '11.90'),
      group('cancellation', 'finalized', '10.00', '11.90', '11.90'),
      group('creditNote', 'finalized', '20.00', '23.80', '23.80'),
      group('quote', 'sent', '1000.00', '1190.00', '1190.00'),
      group('invoice', 'draft', '5.00', '5.95', '5.95'),
    ]);
    expect(total).toBe(8);
    expect(sums).toEqual({ net: '1135.00', gross: '1350.65', open: '95.20' });
  });

  it('calls an invoice overdue only after its due day has passed in Berlin and while money is open', () => {
    const invoice = {
      type: 'invoice',
      status: 'sent',
      payableTotal: '119.00',
      paidTotal: '0.00',
      dueDate: '2026-11-21',
    };
    expect(isOverdue(invoice, '2026-11-21')).toBe(false);
    expect(isOverdue(invoice, '2026-11-22')).toBe(true);
    expect(isOverdue({ ...invoice, paidTotal: '119.00' }, '2026-11-22')).toBe(false);
    expect(isOverdue({ ...invoice, status: 'cancelled' }, '2026-11-22')).toBe(false);
    expect(isOverdue({ ...invoice, type: 'quote' }, '2026-11-22')).toBe(false);
  });
});
