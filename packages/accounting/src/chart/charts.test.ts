import { describe, expect, it } from 'vitest';
import { accountRoles } from './account.ts';
import { charts, createLedger } from './ledger.ts';
import { vatFunctions } from './vat-functions.ts';

describe('SKR03 and SKR04', () => {
  it.each(['SKR03', 'SKR04'] as const)('%s has an account for every role, each once', (id) => {
    const chart = charts[id];
    const roles = chart.accounts.flatMap((a) => (a.role ? [a.role] : []));
    expect([...roles].sort()).toEqual([...accountRoles].sort());
    expect(new Set(chart.accounts.map((a) => a.number)).size).toBe(chart.accounts.length);
    for (const account of chart.accounts) expect(account.number).toMatch(/^\d{4}$/);
  });

  it.each(['SKR03', 'SKR04'] as const)(
    '%s: automatic accounts carry a tax case, taxed cases need one or a BU-Schlüssel',
    (id) => {
      for (const account of charts[id].accounts) {
        if (account.automatic) expect(account.vatFunction).not.toBeNull();
      }
      for (const fn of Object.values(vatFunctions)) {
        if (fn.taxMode === 'included') expect(fn.datevKey).toMatch(/^\d$/);
      }
    },
  );

  it('maps the DATEV account numbers of DOMAIN.md between the charts', () => {
    const pairs: [string, string, string][] = [
      ['revenue19', '8400', '4400'],
      ['revenue7', '8300', '4300'],
      ['revenueReverseCharge', '8337', '4337'],
      ['revenueIntraEuService', '8336', '4336'],
      ['revenueIntraEuDelivery', '8125', '4125'],
      ['revenueExport', '8120', '4120'],
      ['revenueNotTaxable', '8338', '4338'],
      ['receivables', '1400', '1200'],
      ['payables', '1600', '3300'],
      ['bank', '1200', '1800'],
      ['cash', '1000', '1600'],
      ['inputVat19', '1576', '1406'],
      ['inputVat7', '1571', '1401'],
      ['outputVat19', '1776', '3806'],
      ['outputVat7', '1771', '3801'],
      ['skontoGiven19', '8736', '4736'],
      ['skontoGiven7', '8731', '4731'],
      ['skontoReceived19', '3736', '5736'],
      ['skontoReceived7', '3731', '5731'],
    ];
    const skr03 = createLedger('SKR03');
    const skr04 = createLedger('SKR04');
    for (const [role, a, b] of pairs) {
      expect([role, skr03.accountFor(role as never)]).toEqual([role, a]);
      expect([role, skr04.accountFor(role as never)]).toEqual([role, b]);
    }
  });

  it('lets a tenant add own accounts and point roles at them, refusing duplicates', () => {
    const ledger = createLedger('SKR03', {
      ownAccounts: [
        {
          number: '8401',
          name: 'Erlöse Wartung 19 % USt',
          type: 'income',
          automatic: true,
          vatFunction: 'output19',
        },
      ],
      roles: { revenue19: '8401' },
    });
    expect(ledger.accountFor('revenue19')).toBe('8401');
    expect(() =>
      createLedger('SKR03', {
        ownAccounts: [{ number: '8400', name: 'x', type: 'income', automatic: false, vatFunction: null }],
      }),
    ).toThrow('Das Konto 8400 gibt es im SKR03 bereits.');
    expect(() =>
      createLedger('SKR03', { personalAccounts: [{ number: '1200', name: 'x', kind: 'debtor' }] }),
    ).toThrow('Die Kontonummer 1200 ist bereits vergeben.');
    expect(() => createLedger('SKR03', { roles: { bank: '1210' } })).toThrow(
      'Das Konto 1210 für „bank“ gibt es nicht.',
    );
  });
});
