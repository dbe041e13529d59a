import { describe, expect, it } from 'vitest';
import { settlePayment, skontoOffer, type SettlementRequest } from './payment-settlement.ts';

// RE over 1297.00 € (1000 @ 19 % + 100 @ 7 %), 2 % Skonto within 10 days of 2026-03-19.
const offer = skontoOffer({
  type: 'invoice',
  document_date: '2026-03-19',
  skonto_percent: '2',
  skonto_days: 10,
  payable: '1297.00',
})!;
const request = (overrides: Partial<SettlementRequest>): SettlementRequest => ({
  amount: '1271.06',
  paidOn: '2026-03-25',
  open: '1297.00',
  offer,
  tolerance: '1.00',
  ...overrides,
});

describe('skontoOffer', () => {
  it('takes the percent of the amount due until the last day of the period', () => {
    expect(offer).toEqual({ percent: '2', until: '2026-03-29', amount: '25.94', payWithSkonto: '1271.06' });
  });

  it('offers nothing for credit notes, without terms or with nothing due', () => {
    const base = { document_date: '2026-03-19', skonto_percent: '2', skonto_days: 10, payable: '100.00' };
    expect(skontoOffer({ ...base, type: 'creditNote' })).toBeNull();
    expect(skontoOffer({ ...base, type: 'invoice', skonto_percent: null })).toBeNull();
    expect(skontoOffer({ ...base, type: 'invoice', skonto_days: null })).toBeNull();
    expect(skontoOffer({ ...base, type: 'invoice', payable: '0.00' })).toBeNull();
  });
});

describe('settlePayment', () => {
  it('applies the Skonto by itself when the exact Skonto amount comes within the period', () => {
    expect(settlePayment(request({}))).toEqual({ ok: true, skonto: '25.94', writtenOff: '0.00' });
    expect(settlePayment(request({ paidOn: '2026-03-29' }))).toMatchObject({ skonto: '25.94' });
  });

  it('takes no Skonto by itself after the period, for another amount, or when told not to', () => {
    const none = { ok: true, skonto: '0.00', writtenOff: '0.00' };
    expect(settlePayment(request({ paidOn: '2026-03-30' }))).toEqual(none);
    expect(settlePayment(request({ amount: '1271.00' }))).toEqual(none);
    expect(settlePayment(request({ settleWithSkonto: false }))).toEqual(none);
    expect(settlePayment(request({ offer: null }))).toEqual(none);
  });

  it('settles with Skonto on request, a customer paying a little more taking less Skonto', () => {
    expect(settlePayment(request({ settleWithSkonto: true }))).toMatchObject({ skonto: '25.94' });
    expect(settlePayment(request({ settleWithSkonto: true, amount: '1271.10' }))).toMatchObject({
      skonto: '25.90',
    });
  });

  it('refuses Skonto on request outside the period, without terms, or with a rest left open', () => {
    expect(settlePayment(request({ settleWithSkonto: true, paidOn: '2026-03-30' }))).toMatchObject({
      ok: false,
      field: 'paid_on',
      message: expect.stringContaining('29.03.2026'),
    });
    expect(settlePayment(request({ settleWithSkonto: true, offer: null }))).toMatchObject({
      ok: false,
      message: 'Diese Rechnung gewährt kein Skonto.',
    });
    expect(settlePayment(request({ settleWithSkonto: true, amount: '1270.00' }))).toMatchObject({
      ok: false,
      message: 'Mit Skonto bleiben 1,06 € offen. Bitte den Restbetrag ausbuchen oder ohne Skonto erfassen.',
    });
  });

  it('writes off a rest within the tolerance with a reason, with or without Skonto', () => {
    expect(
      settlePayment(request({ amount: '1296.40', writeOffRest: true, writeOffReason: 'Bankgebühr' })),
    ).toEqual({ ok: true, skonto: '0.00', writtenOff: '0.60' });
    expect(
      settlePayment(
        request({ amount: '1270.50', settleWithSkonto: true, writeOffRest: true, writeOffReason: 'Rundung' }),
      ),
    ).toEqual({ ok: true, skonto: '25.94', writtenOff: '0.56' });
  });

  it('refuses a write-off above the tolerance, without a reason, or with nothing left', () => {
    expect(
      settlePayment(request({ amount: '1295.00', writeOffRest: true, writeOffReason: 'x' })),
    ).toMatchObject({
      ok: false,
      message:
        'Der Restbetrag von 2,00 € übersteigt die Toleranz von 1,00 € und kann nicht ausgebucht werden.',
    });
    expect(settlePayment(request({ amount: '1296.40', writeOffRest: true }))).toMatchObject({
      ok: false,
      field: 'write_off_reason',
    });
    expect(
      settlePayment(request({ amount: '1297.00', writeOffRest: true, writeOffReason: 'x' })),
    ).toMatchObject({ ok: false, field: 'amount' });
  });
});
