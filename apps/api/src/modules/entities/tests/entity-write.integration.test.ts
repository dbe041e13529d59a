import { DATEV_SAFE_MESSAGE } from '@kontor/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { addCustomField, caller, company, removeCustomField } from '../../../test/entity-test-helpers.ts';

const t = useTestAppWithTenant();
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  call = caller(t.app, await signInAs(t.app, t.tenant.admin));
});

const customers = '/api/entities/customers';

const fieldErrors = async (body: object, url = customers) => {
  const response = await call('POST', url, body);
  expect(response.statusCode).toBe(400);
  expect(response.json().error.code).toBe('validation_failed');
  return response.json().error.fields as Record<string, string>;
};

const history = async (entity: string, id: number) =>
  (await call('GET', `/api/historyitems?entity=${entity}&entity_id=${id}`)).json().items as {
    action: string;
    changes: Record<string, { from: unknown; to: unknown }> | null;
  }[];

describe('numbers', () => {
  it('numbers customers from the range, keeps typed numbers and refuses duplicates', async () => {
    const first = await call('POST', customers, company('Müller GmbH'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      type: 'customers',
      number: '10001',
      name: 'Müller GmbH',
      version: 1,
      archived_at: null,
      referenced_by: 0,
      refs: {},
      data: { kind: 'company', company_name: 'Müller GmbH', country: 'DE', vat_treatment: 'standard' },
    });
    expect((await call('POST', customers, company('Schmidt KG'))).json().number).toBe('10002');
    const typed = await call('POST', customers, { number: 'K-77', ...company('Typed AG') });
    expect(typed.json().number).toBe('K-77');
    const duplicate = await call('POST', customers, { number: 'K-77', ...company('Noch eine AG') });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({
      code: 'conflict',
      message: 'Die Nummer K-77 ist bereits vergeben.',
      fields: { number: 'Die Nummer K-77 ist bereits vergeben.' },
    });
    // The counter skips a number typed by hand ahead of it.
    await call('POST', customers, { number: '10003', ...company('Vorgriff GmbH') });
    expect((await call('POST', customers, company('Danach GmbH'))).json().number).toBe('10004');
    // Vendors have their own range (DATEV Kreditoren), articles their own pattern.
    expect((await call('POST', '/api/entities/vendors', company('Lieferant GmbH'))).json().number).toBe(
      '70001',
    );
    const article = await call('POST', '/api/entities/articles', {
      data: { name: 'Beratung', net_price: '95' },
    });
    expect(article.json().number).toBe('A-0001');
  });

  it('refuses a number that DATEV cannot take, demands one where it is typed by hand and none where there is none', async () => {
    expect(await fieldErrors({ number: 'Kunde 1', ...company('Leerzeichen GmbH') })).toEqual({
      number: `Kundennummer: ${DATEV_SAFE_MESSAGE}`,
    });
    expect(await fieldErrors({ data: { name: 'Vertrieb' } }, '/api/entities/costcentres')).toEqual({
      number: 'Bitte Nummer angeben.',
    });
    expect(
      await fieldErrors({ number: '1', data: { last_name: 'Meier', company: 1 } }, '/api/entities/contacts'),
    ).toMatchObject({ number: 'Ansprechpartner haben keine Nummer.' });
  });

  it('keeps the number when an edit leaves it empty and checks a changed one for uniqueness', async () => {
    const a = (await call('POST', customers, company('Nummer A'))).json();
    const b = (await call('POST', customers, company('Nummer B'))).json();
    const kept = await call('PUT', `${customers}/${a.id}`, { number: '', data: {}, version: 1 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().number).toBe(a.number);
    const clash = await call('PUT', `${customers}/${a.id}`, { number: b.number, data: {}, version: 1 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ number: `Die Nummer ${b.number} ist bereits vergeben.` });
  });
});

describe('validation', () => {
  it('answers with German messages per field', async () => {
    expect(await fieldErrors({ data: { kind: 'company' } })).toEqual({
      'data.company_name': 'Bitte Firmenname angeben.',
    });
    expect(await fieldErrors({ data: { kind: 'person', first_name: 'Erika' } })).toEqual({
      'data.last_name': 'Bitte Nachname angeben.',
    });
    expect(await fieldErrors(company('Fehler GmbH', { iban: 'DE00 1234 5678 9012 3456 78' }))).toEqual({
      'data.iban': 'IBAN: keine gültige IBAN (Prüfziffer oder Länge stimmt nicht).',
    });
    expect(await fieldErrors(company('Fehler GmbH', { email: 'nicht-at-example' }))).toEqual({
      'data.email': 'E-Mail: keine gültige E-Mail-Adresse.',
    });
    expect(await fieldErrors(company('Fehler GmbH', { zip: '1234' }))).toEqual({
      'data.zip': 'PLZ: in Deutschland fünf Ziffern.',
    });
    expect(await fieldErrors(company('EU GmbH', { vat_treatment: 'intraEu', country: 'AT' }))).toEqual({
      'data.vat_id': 'Für innergemeinschaftliche Umsätze ist die USt-IdNr. Pflicht.',
    });
    expect(await fieldErrors({ data: 'kein Objekt' })).toHaveProperty('data');
  });

  it('stores what it validated: trimmed, normalised, every field present', async () => {
    const created = await call(
      'POST',
      customers,
      company('  Norm GmbH ', { email: ' Info@Norm.DE ', iban: 'de89 3704 0044 0532 0130 00', zip: '10115' }),
    );
    expect(created.statusCode).toBe(201);
    const { data, name } = created.json();
    expect(name).toBe('Norm GmbH');
    expect(data).toMatchObject({
      company_name: 'Norm GmbH',
      email: 'info@norm.de',
      iban: 'DE89370400440532013000',
    });
    expect(data.notes).toBeNull();
    expect(data.payment_term_days).toBe(14);
  });
});

describe('custom fields', () => {
  it('validates custom values and keeps values of a removed definition through edits', async () => {
    const field = await addCustomField(t.deps, t.tenant.tenantId, {
      entityType: 'customers',
      key: 'branche',
      label: 'Branche',
      kind: 'select',
      required: true,
      options: [
        { value: 'bau', label: 'Bau' },
        { value: 'it', label: 'IT' },
      ],
    });
    expect(await fieldErrors(company('Ohne Branche GmbH'))).toEqual({
      'custom.branche': 'Bitte Branche angeben.',
    });
    expect(await fieldErrors({ ...company('Falsche Branche'), custom: { branche: 'zoo' } })).toEqual({
      'custom.branche': 'Branche: bitte einen der angebotenen Werte wählen.',
    });
    const created = await call('POST', customers, { ...company('Bau GmbH'), custom: { branche: 'bau' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().custom).toEqual({ branche: 'bau' });

    await removeCustomField(t.deps, t.tenant.tenantId, field.id);
    const edited = await call('PUT', `${customers}/${created.json().id}`, {
      data: { city: 'Köln' },
      custom: { branche: 'it' },
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    // The removed field neither blocks the edit nor loses its value (nor takes a new one).
    expect(edited.json().custom).toEqual({ branche: 'bau' });
    expect(edited.json().data.city).toBe('Köln');
    // A new record no longer needs the removed field.
    expect((await call('POST', customers, company('Nach Entfernen GmbH'))).statusCode).toBe(201);
  });
});

describe('editing', () => {
  it('refuses a stale version and leaves the record as it was', async () => {
    const created = (await call('POST', customers, company('Version GmbH', { city: 'Bonn' }))).json();
    const first = await call('PUT', `${customers}/${created.id}`, { data: { city: 'Köln' }, version: 1 });
    expect(first.json()).toMatchObject({ version: 2, data: { city: 'Köln' } });
    const stale = await call('PUT', `${customers}/${created.id}`, { data: { city: 'Essen' }, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe('Der Datensatz wurde inzwischen von jemand anderem geändert.');
    const now = (await call('GET', `${customers}/${created.id}`)).json();
    expect(now).toMatchObject({ version: 2, data: { city: 'Köln' } });
    expect((await history('customers', created.id)).map((h) => h.action)).toEqual(['updated', 'created']);
  });

  it('lets exactly one of two simultaneous edits of the same version win', async () => {
    const created = (await call('POST', customers, company('Gleichzeitig GmbH'))).json();
    const edits = await Promise.all(
      ['Aachen', 'Bremen'].map((city) =>
        call('PUT', `${customers}/${created.id}`, { data: { city }, version: 1 }),
      ),
    );
    expect(edits.map((e) => e.statusCode).sort()).toEqual([200, 409]);
    const winner = edits.find((e) => e.statusCode === 200)!.json();
    const now = (await call('GET', `${customers}/${created.id}`)).json();
    expect(now).toMatchObject({ version: 2, data: { city: winner.data.city } });
  });

  it('writes the field diff to the history', async () => {
    const created = (await call('POST', customers, company('Diff GmbH', { city: 'Bonn' }))).json();
    await call('PUT', `${customers}/${created.id}`, {
      data: { company_name: 'Diff & Co. GmbH', city: null, phone: '0221 123456' },
      version: 1,
    });
    const [updated, createdItem] = await history('customers', created.id);
    expect(updated!.action).toBe('updated');
    expect(updated!.changes).toEqual({
      company_name: { from: 'Diff GmbH', to: 'Diff & Co. GmbH' },
      city: { from: 'Bonn', to: null },
      phone: { from: null, to: '0221 123456' },
    });
    expect(createdItem!.action).toBe('created');
    expect(createdItem!.changes).toMatchObject({
      number: { from: null, to: created.number },
      company_name: { from: null, to: 'Diff GmbH' },
      city: { from: null, to: 'Bonn' },
    });
    expect(createdItem!.changes).not.toHaveProperty('notes');
    // An edit that changes nothing writes nothing.
    const same = await call('PUT', `${customers}/${created.id}`, { data: {}, version: 2 });
    expect(same.json().version).toBe(2);
    expect(await history('customers', created.id)).toHaveLength(2);
  });
});
