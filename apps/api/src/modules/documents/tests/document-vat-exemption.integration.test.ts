import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  createCustomer,
  createDraft,
  draft,
  finalize,
  item,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';

const t = useTestAppWithTenant();
let call: Call;
beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
});

describe('VAT treatment that is right in law', () => {
  it('an EU business customer: goods K, services AE on one invoice, finalized as valid XRechnung', async () => {
    const customer = await createCustomer(call, {
      company_name: 'Alpen Technik GmbH',
      street: 'Mariahilfer Straße 1',
      zip: '1060',
      city: 'Wien',
      country: 'AT',
      vat_id: 'ATU12345678',
      vat_treatment: 'intraEu',
      einvoice_format: 'xrechnungCii',
    });
    const created = await createDraft(
      call,
      draft(customer.id, {
        lines: [
          item({ name: 'Schaltschrank', unit: 'C62', unit_price: '1249.00', supply_kind: 'goods' }),
          item({ name: 'Inbetriebnahme', quantity: '6', unit_price: '85.00', supply_kind: 'service' }),
        ],
      }),
    );
    const lines = created.lines as { vat_category: string; vat_rate: string }[];
    expect(lines.map((l) => [l.vat_category, l.vat_rate])).toEqual([
      ['K', '0'],
      ['AE', '0'],
    ]);
    const response = await finalize(call, created);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a tax-free line needs its § 4 reason; § 19 is dropped for a regular company', async () => {
    const customer = await createCustomer(call);
    const exempt = await createDraft(
      call,
      draft(customer.id, { lines: [item({ vat_category: 'E', vat_rate: '0', vat_exemption: 'ustg19' })] }),
    );
    expect((exempt.lines as { vat_exemption: string | null }[])[0]!.vat_exemption).toBeNull();
    const refused = await finalize(call, exempt);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      vat_exemption: 'Bitte bei steuerfreien Positionen den Grund der Steuerbefreiung (§ 4 UStG) wählen.',
    });
    const withReason = await createDraft(
      call,
      draft(customer.id, {
        lines: [item({ vat_category: 'E', vat_rate: '0', vat_exemption: 'ustg4nr21' })],
      }),
    );
    expect((await finalize(call, withReason)).statusCode).toBe(200);
  });
});
