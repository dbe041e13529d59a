import { berlinYearMonth, numberRangeKeys, type NumberRange } from '@kontor/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/with-tenant.ts';
import { bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { allocateNumber } from '../index.ts';

const t = useTestAppWithTenant();
let admin: string;
let employee: string;
beforeAll(async () => {
  admin = await signInAs(t.app, t.tenant.admin);
  employee = await signInAs(t.app, t.tenant.employee);
});

const year = berlinYearMonth(new Date()).year;
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const rangesOf = async (token: string): Promise<NumberRange[]> =>
  (await call(token, 'GET', '/api/number-ranges')).json().items;
const rangeOf = async (token: string, key: string) => (await rangesOf(token)).find((r) => r.key === key)!;
const put = (key: string, body: object, token = admin) =>
  call(token, 'PUT', `/api/number-ranges/${key}`, body);

/** A new tenant with a signed-in administrator, for tests that need untouched ranges. */
async function freshAdmin() {
  const tenant = await createTestTenant(t.deps);
  return { tenant, token: await signInAs(t.app, tenant.admin) };
}

describe('number ranges', () => {
  it('lists every key with its defaults and the next number before anything was numbered', async () => {
    const { token } = await freshAdmin();
    const items = await rangesOf(token);
    expect(items.map((r) => r.key)).toEqual(numberRangeKeys);
    expect(items.find((r) => r.key === 'invoices')).toEqual({
      key: 'invoices',
      label: 'Rechnungen',
      pattern: 'RE-{YYYY}-{#####}',
      next_counter: 1,
      reset_yearly: true,
      preview: `RE-${year}-00001`,
      min_counter: null,
      version: 0,
    });
    expect(items.find((r) => r.key === 'customers')).toMatchObject({ preview: '10001', next_counter: 10001 });
  });

  it('saves pattern, counter and yearly restart with a version check and writes history', async () => {
    const saved = await put('customers', {
      pattern: 'K-{YYYY}-{####}',
      next_counter: 7,
      reset_yearly: false,
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      key: 'customers',
      preview: `K-${year}-0007`,
      next_counter: 7,
      version: 1,
    });
    expect(await rangeOf(admin, 'customers')).toEqual(saved.json());

    const stale = await put('customers', {
      pattern: 'K{####}',
      next_counter: 7,
      reset_yearly: false,
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'Der Nummernkreis wurde inzwischen geändert. Bitte laden Sie ihn neu.',
    );

    const history = await call(admin, 'GET', '/api/historyitems?entity=numberRanges&entity_id=customers');
    expect(history.json().items[0]).toMatchObject({
      action: 'updated',
      changes: {
        pattern: { from: '{#####}', to: 'K-{YYYY}-{####}' },
        next_counter: { from: 10001, to: 7 },
      },
    });
    // The next customer number comes from the new pattern.
    const number = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      allocateNumber(tx, t.tenant.tenantId, 'customers'),
    );
    expect(number).toBe(`K-${year}-0007`);
    expect(await rangeOf(admin, 'customers')).toMatchObject({ next_counter: 8, min_counter: 8, version: 1 });
  });

  it('refuses patterns outside the DATEV-safe set, a yearly restart without year and bad counters', async () => {
    const space = await put('quotes', {
      pattern: 'Angebot {###}',
      next_counter: 1,
      reset_yearly: false,
      version: 0,
    });
    expect(space.statusCode).toBe(400);
    expect(space.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        pattern:
          'Erlaubt sind nur A–Z, a–z, 0–9 sowie $ & % * + - / (DATEV-tauglich), keine Leerzeichen oder Umlaute.',
      },
    });
    const noYear = await put('quotes', {
      pattern: 'AN-{####}',
      next_counter: 1,
      reset_yearly: true,
      version: 0,
    });
    expect(noYear.json().error.fields).toEqual({
      reset_yearly:
        'Ein jährlicher Neustart braucht {YYYY} oder {YY} im Muster, sonst wiederholen sich die Nummern.',
    });
    const zero = await put('quotes', {
      pattern: 'AN-{####}',
      next_counter: 0,
      reset_yearly: false,
      version: 0,
    });
    expect(Object.keys(zero.json().error.fields)).toEqual(['next_counter']);
    const twoCounters = await put('quotes', {
      pattern: '{##}{##}',
      next_counter: 1,
      reset_yearly: false,
      version: 0,
    });
    expect(twoCounters.json().error.fields.pattern).toMatch(/genau einen Zähler/);
    expect(
      (await put('angebote', { pattern: 'A{#}', next_counter: 1, reset_yearly: false, version: 0 }))
        .statusCode,
    ).toBe(404);
    expect((await rangeOf(admin, 'quotes')).version).toBe(0);
  });

  it('does not set an invoice counter back below numbers that may be in use, but allows it for quotes', async () => {
    const { tenant, token } = await freshAdmin();
    const numbers = await withTenant(t.deps.db, tenant.tenantId, async (tx) => [
      await allocateNumber(tx, tenant.tenantId, 'invoices'),
      await allocateNumber(tx, tenant.tenantId, 'invoices'),
      await allocateNumber(tx, tenant.tenantId, 'quotes'),
      await allocateNumber(tx, tenant.tenantId, 'quotes'),
    ]);
    expect(numbers).toEqual([`RE-${year}-00001`, `RE-${year}-00002`, `AN-${year}-0001`, `AN-${year}-0002`]);
    const invoices = await rangeOf(token, 'invoices');
    expect(invoices).toMatchObject({ next_counter: 3, min_counter: 3, preview: `RE-${year}-00003` });

    const lowered = await put('invoices', { ...invoices, next_counter: 2 }, token);
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().error.fields).toEqual({
      next_counter: `Der Zähler darf nicht unter 3 gesenkt werden – Nummern bis RE-${year}-00002 können schon vergeben sein. Rechnungsnummern müssen fortlaufend und eindeutig sein (§ 14 UStG, GoBD).`,
    });
    const raised = await put('invoices', { ...invoices, next_counter: 100 }, token);
    expect(raised.json()).toMatchObject({
      next_counter: 100,
      min_counter: 100,
      version: invoices.version + 1,
    });

    const quotes = await rangeOf(token, 'quotes');
    expect(quotes.min_counter).toBeNull();
    const quotesBack = await put('quotes', { ...quotes, next_counter: 1 }, token);
    expect(quotesBack.json()).toMatchObject({ next_counter: 1, preview: `AN-${year}-0001` });
  });

  it('previews a pattern or says what is wrong with it', async () => {
    const preview = await call(admin, 'POST', '/api/number-ranges/preview', {
      pattern: 'K-{YY}-{####}',
      next_counter: 42,
    });
    expect(preview.json()).toEqual({ number: `K-${String(year % 100).padStart(2, '0')}-0042` });
    const bad = await call(admin, 'POST', '/api/number-ranges/preview', { pattern: 'Kunde {###}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pattern).toMatch(/DATEV-tauglich/);
  });

  it('needs settings.read to look and settings.write to change', async () => {
    expect((await call(employee, 'GET', '/api/number-ranges')).statusCode).toBe(403);
    expect((await call(employee, 'POST', '/api/number-ranges/preview', { pattern: 'A{#}' })).statusCode).toBe(
      403,
    );
    const change = await put(
      'tickets',
      { pattern: 'T{#}', next_counter: 1, reset_yearly: false, version: 0 },
      employee,
    );
    expect(change.statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/number-ranges')).statusCode).toBe(200);
  });

  it('keeps each tenant’s ranges to itself', async () => {
    const other = await freshAdmin();
    const saved = await put('letters', {
      pattern: 'BRIEF-{YYYY}-{###}',
      next_counter: 5,
      reset_yearly: true,
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(await rangeOf(other.token, 'letters')).toMatchObject({ pattern: 'BR-{YYYY}-{####}', version: 0 });
    // The other tenant's version 0 does not meet this tenant's row, and its own save stays its own.
    const otherSave = await put(
      'letters',
      { pattern: 'L{####}', next_counter: 1, reset_yearly: false, version: 0 },
      other.token,
    );
    expect(otherSave.statusCode).toBe(200);
    expect(await rangeOf(admin, 'letters')).toMatchObject({ pattern: 'BRIEF-{YYYY}-{###}', version: 1 });
    const number = await withTenant(t.deps.db, other.tenant.tenantId, (tx) =>
      allocateNumber(tx, other.tenant.tenantId, 'letters'),
    );
    expect(number).toBe('L0001');
  });
});
