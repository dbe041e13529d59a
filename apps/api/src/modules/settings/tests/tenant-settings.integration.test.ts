import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant(undefined, 'Schreinerei Holz GmbH');
let token: string;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
});

const load = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/tenant', headers: bearer(token) })).json();
const save = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/tenant', headers: bearer(token), payload });

describe('company data (/api/settings/tenant)', () => {
  it('saves valid data, normalises IBAN and VAT ID, and records what changed', async () => {
    const current = await load();
    const res = await save({
      ...current,
      street: 'Hobelweg 3',
      zip: '50667',
      city: 'Köln',
      vat_id: 'de123456789',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      city: 'Köln',
      vat_id: 'DE123456789',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      version: current.version + 1,
    });
    const history = (
      await t.app.inject({
        method: 'GET',
        url: '/api/historyitems?entity=tenant_settings',
        headers: bearer(token),
      })
    ).json();
    expect(history.items[0].changes).toMatchObject({ city: { from: null, to: 'Köln' } });
    expect(history.items[0].changes).not.toHaveProperty('companyName');
  });

  it('refuses invalid IBAN, VAT ID and a missing company name with German messages and changes nothing', async () => {
    const current = await load();
    const res = await save({ ...current, company_name: '', iban: 'DE89370400440532013001', vat_id: 'DE12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      company_name: 'Bitte den Firmennamen angeben.',
      iban: 'Die IBAN ist ungültig. Bitte prüfen Sie die Eingabe.',
      vat_id: 'Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern.',
    });
    expect(await load()).toEqual(current);
  });

  it('a stale version (someone saved in between) gets 409 and does not overwrite', async () => {
    const current = await load();
    expect((await save({ ...current, phone: '+49 221 111' })).statusCode).toBe(200);
    const stale = await save({ ...current, phone: '+49 221 999' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/inzwischen geändert/);
    expect((await load()).phone).toBe('+49 221 111');
  });
});
