import { describe, expect, it } from 'vitest';
import { missingForFinalize } from './document-completeness.ts';
import type { CustomerRecord } from './document-parties.ts';
import type { DocumentRow } from './documents.repository.ts';

const settings = {
  street: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  tax_number: '30/123/45678',
  vat_id: null,
};

const line = (vat_category: string) => ({
  kind: 'item',
  key: vat_category,
  name: 'Montage',
  quantity: '1',
  unit: 'HUR',
  unit_price: '100',
  vat_category,
  vat_rate: '0',
});

const row = (
  type: string,
  lines: unknown[],
  header: Record<string, unknown> = { service_date: '2026-11-01' },
) => ({ type, lines, header }) as DocumentRow;

const customer = (data: Record<string, unknown> = {}) =>
  ({ id: 1, number: '10001', name: 'Bau GmbH', data }) as CustomerRecord;

describe('missingForFinalize (§14 UStG, §13b UStG)', () => {
  it('accepts a complete invoice', () => {
    expect(missingForFinalize(row('invoice', [line('S')]), customer(), settings)).toEqual({});
  });

  it('needs the customer’s VAT id for reverse charge and intra-EU lines', () => {
    for (const category of ['AE', 'K']) {
      expect(missingForFinalize(row('invoice', [line(category)]), customer(), settings)).toHaveProperty([
        'customer.vat_id',
      ]);
      expect(
        missingForFinalize(row('invoice', [line(category)]), customer({ vat_id: 'ATU12345678' }), settings),
      ).toEqual({});
    }
  });

  it('a tax-free line needs its §4 UStG reason, and one invoice carries one reason', () => {
    const exempt = (vat_exemption?: string) => ({ ...line('E'), key: `E${vat_exemption}`, vat_exemption });
    expect(missingForFinalize(row('invoice', [exempt()]), customer(), settings)).toEqual({
      vat_exemption: 'Bitte bei steuerfreien Positionen den Grund der Steuerbefreiung (§ 4 UStG) wählen.',
    });
    expect(missingForFinalize(row('invoice', [exempt('ustg4nr14')]), customer(), settings)).toEqual({});
    expect(
      missingForFinalize(row('invoice', [exempt('ustg4nr14'), exempt('ustg4nr21')]), customer(), settings),
    ).toHaveProperty('vat_exemption');
  });

  it('accepts a service period instead of a date, but not half of one', () => {
    const period = { service_period_start: '2026-10-01', service_period_end: '2026-10-31' };
    expect(missingForFinalize(row('invoice', [line('S')], period), customer(), settings)).toEqual({});
    expect(
      missingForFinalize(
        row('invoice', [line('S')], { service_period_start: '2026-10-01' }),
        customer(),
        settings,
      ),
    ).toHaveProperty('service_date');
  });

  it('asks invoices for the seller’s tax number or VAT id, quotes not; everyone for the address', () => {
    const bare = { ...settings, tax_number: null, vat_id: null, city: ' ' };
    expect(Object.keys(missingForFinalize(row('invoice', [line('S')]), customer(), bare))).toEqual([
      'seller.tax_number',
      'seller.address',
    ]);
    expect(Object.keys(missingForFinalize(row('quote', [line('S')], {}), customer(), bare))).toEqual([
      'seller.address',
    ]);
  });
});
