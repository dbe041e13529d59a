import { calculateDocumentTotals, type DocumentType, type VatCategory } from '@kontor/contracts';
import type { ChartId } from '../chart/account.ts';
import { createLedger } from '../chart/ledger.ts';
import type { DocumentForPosting } from '../posting/post-document.ts';

/** A tenant's ledger with a few customers and vendors, as the app will build it. */
export const testLedger = (chart: ChartId = 'SKR03') =>
  createLedger(chart, {
    personalAccounts: [
      { number: '10001', name: 'Bäckerei Schmidt GmbH', kind: 'debtor' },
      { number: '10002', name: 'Dupont SARL', kind: 'debtor' },
      { number: '10003', name: 'Zurich Trading AG', kind: 'debtor' },
      { number: '10004', name: 'Bau Meier GmbH', kind: 'debtor' },
      { number: '70001', name: 'Bürobedarf Krause', kind: 'creditor' },
      { number: '70002', name: 'Dachdeckerei Huber', kind: 'creditor' },
      { number: '70003', name: 'Consulting BV', kind: 'creditor' },
    ],
  });

export type TestLine = { net: string; category?: VatCategory; rate?: string };

/** A document shaped like the app's: VAT groups from the one totals calculation of Kontor. */
export function testDocument(
  type: DocumentType,
  number: string,
  date: string,
  lines: TestLine[],
  extra: Partial<DocumentForPosting> = {},
): DocumentForPosting {
  const totals = calculateDocumentTotals(
    lines.map((line, i) => ({
      kind: 'item' as const,
      key: `l${i}`,
      quantity: '1',
      unit_price: line.net,
      vat_category: line.category ?? 'S',
      vat_rate: line.rate ?? (line.category && line.category !== 'S' ? '0' : '19'),
    })),
  );
  return {
    id: number,
    type,
    number,
    documentDate: date,
    serviceDate: date,
    debtorAccount: '10001',
    customerName: 'Bäckerei Schmidt GmbH',
    vatGroups: totals.vatGroups,
    ...extra,
  };
}
