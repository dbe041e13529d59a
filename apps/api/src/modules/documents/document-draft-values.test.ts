import type { DocumentItemLine } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { enforceVatCategories } from './document-draft-values.ts';

const line = (overrides: Partial<DocumentItemLine> = {}): DocumentItemLine => ({
  kind: 'item',
  key: 'a',
  article_id: null,
  name: 'Montage',
  description: null,
  quantity: '1',
  unit: 'HUR',
  unit_price: '100',
  discount_percent: null,
  vat_category: 'S',
  vat_rate: '19',
  ...overrides,
});

describe('enforceVatCategories (§ 4 Nr. 1b, § 3a, § 13b, § 19 UStG)', () => {
  it('to an EU business: goods are K (§ 4 Nr. 1b), services reverse charge AE — the line decides', () => {
    const [goods, service, free] = enforceVatCategories(
      [
        line({ key: 'g', supply_kind: 'goods' }),
        line({ key: 's', supply_kind: 'service' }),
        line({ key: 'f' }),
      ],
      'intraEu',
      false,
    );
    expect(goods).toMatchObject({ vat_category: 'K', vat_rate: '0' });
    expect(service).toMatchObject({ vat_category: 'AE', vat_rate: '0' });
    // A free line without kind stays a supply of goods, as before.
    expect(free).toMatchObject({ vat_category: 'K' });
  });

  it('a Kleinunternehmer issues every line as E with § 19; a regular company never gets § 19', () => {
    expect(enforceVatCategories([line()], 'standard', true)[0]).toMatchObject({
      vat_category: 'E',
      vat_exemption: 'ustg19',
    });
    expect(
      enforceVatCategories(
        [line({ vat_category: 'E', vat_rate: '0', vat_exemption: 'ustg19' })],
        'standard',
        false,
      )[0],
    ).toMatchObject({ vat_category: 'E', vat_exemption: null });
    expect(
      enforceVatCategories(
        [line({ vat_category: 'E', vat_rate: '0', vat_exemption: 'ustg4nr14' })],
        'standard',
        false,
      )[0],
    ).toMatchObject({ vat_exemption: 'ustg4nr14' });
    // A taxed line carries no exemption reason.
    expect(enforceVatCategories([line({ vat_exemption: 'ustg4nr14' })], 'standard', false)[0]).toMatchObject({
      vat_category: 'S',
      vat_exemption: null,
    });
  });
});
