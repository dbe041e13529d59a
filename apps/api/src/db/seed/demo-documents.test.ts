import { describe, expect, it } from 'vitest';
import { demoDocumentEvents, type DemoEvent } from './demo-documents.ts';

const events = demoDocumentEvents();
const created = (type: string) =>
  events.filter(
    (e) =>
      (e.kind === 'create' && e.spec.type === type) ||
      (e.kind === 'convert' && e.type === type) ||
      (e.kind === 'finalInvoice' && type === 'finalInvoice'),
  );

describe('demo year of documents', () => {
  it('has the mix the demo promises', () => {
    expect(created('quote')).toHaveLength(12);
    expect(created('orderConfirmation')).toHaveLength(5);
    const invoices = ['invoice', 'advanceInvoice', 'finalInvoice'].flatMap(created);
    expect(invoices.length).toBeGreaterThanOrEqual(40);
    expect(events.filter((e) => e.kind === 'cancel')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'creditNote')).toHaveLength(1);
    expect(events.some((e) => e.kind === 'create' && e.spec.vat === 'reverseCharge')).toBe(true);
    expect(events.some((e) => e.kind === 'create' && e.spec.vat === 'intraEu')).toBe(true);
  });

  it('spreads over the last twelve months, oldest first, so numbers follow the dates', () => {
    const days = events.map((e) => e.daysAgo);
    expect(Math.max(...days)).toBeLessThanOrEqual(365);
    expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
    expect(days).toEqual([...days].sort((x, y) => y - x));
  });

  it('leaves 3–4 invoices overdue (unpaid 14 days after the invoice date), one of them reminded', () => {
    const paidFully = new Set(events.filter((e) => e.kind === 'pay' && e.share === 'full').map((e) => e.key));
    const closed = new Set(events.filter((e) => e.kind === 'cancel').map((e) => e.key));
    const overdue = events.filter(
      (e): e is DemoEvent & { kind: 'create' } =>
        e.kind === 'create' &&
        e.spec.type === 'invoice' &&
        e.spec.paymentTermDays === 14 &&
        e.daysAgo > 14 &&
        !paidFully.has(e.key) &&
        !closed.has(e.key),
    );
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    expect(overdue.length).toBeLessThanOrEqual(4);
    const reminded = events.filter((e) => e.kind === 'dunning');
    expect(reminded).toHaveLength(1);
    const invoice = overdue.find((e) => e.key === reminded[0]!.key)!;
    // The notice comes after the due date.
    expect(reminded[0]!.daysAgo).toBeLessThan(invoice.daysAgo - 14);
  });

  it('refers only to documents created earlier on the timeline', () => {
    const known = new Set<string>();
    for (const event of events) {
      if (event.kind === 'convert' || event.kind === 'finalInvoice') expect(known).toContain(event.from);
      if (event.kind === 'finalInvoice') for (const key of event.advances) expect(known).toContain(key);
      if (['status', 'pay', 'dunning', 'cancel', 'creditNote'].includes(event.kind))
        expect(known).toContain(event.key);
      known.add(event.key);
    }
  });
});
