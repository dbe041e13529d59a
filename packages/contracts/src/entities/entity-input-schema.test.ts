import { describe, expect, it } from 'vitest';
import { customFieldAsField, type CustomFieldDefinition } from './custom-fields.ts';
import { entityDefaults, entityInputSchema } from './entity-input-schema.ts';
import { entityRegistry, entityTypes } from './entity-registry.ts';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  // The first message per field wins, as in the API's error response.
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]).reverse());

const company = (data: Record<string, unknown> = {}) => ({
  data: { ...entityDefaults('customers'), company_name: 'Müller Haustechnik GmbH', ...data },
});

describe('entityInputSchema — customers', () => {
  it('accepts a complete German company and normalises IBAN, VAT ID and e-mail', () => {
    const result = entityInputSchema('customers').parse(
      company({
        zip: '80331',
        city: 'München',
        email: ' Info@Mueller-Haustechnik.DE ',
        iban: 'de02 1203 0000 0000 2020 51',
        vat_id: 'de 123 456 789',
      }),
    );
    expect(result.data).toMatchObject({
      email: 'info@mueller-haustechnik.de',
      iban: 'DE02120300000000202051',
      vat_id: 'DE123456789',
      country: 'DE',
      payment_term_days: 14,
    });
    expect(result.number).toBeNull();
    // Every registry field is present, empty ones as null, so history diffs compare like with like.
    expect(Object.keys(result.data).sort()).toEqual(entityRegistry.customers.fields.map((f) => f.key).sort());
  });

  it('requires the company name for companies and the last name for private persons', () => {
    expect(errorsOf(entityInputSchema('customers').safeParse(company({ company_name: '  ' })))).toEqual({
      'data.company_name': 'Bitte Firmenname angeben.',
    });
    expect(
      errorsOf(entityInputSchema('customers').safeParse(company({ kind: 'person', company_name: null }))),
    ).toEqual({ 'data.last_name': 'Bitte Nachname angeben.' });
  });

  it('names every wrong field in German', () => {
    const errors = errorsOf(
      entityInputSchema('customers').safeParse(
        company({
          email: 'kein-at',
          iban: 'DE02120300000000202052',
          zip: '1234',
          country: 'XX',
          payment_term_days: -1,
        }),
      ),
    );
    expect(errors['data.email']).toBe('E-Mail: keine gültige E-Mail-Adresse.');
    expect(errors['data.iban']).toMatch(/^IBAN: keine gültige IBAN/);
    expect(errors['data.country']).toBe('Land: unbekanntes Land.');
    expect(errors['data.payment_term_days']).toBe('Zahlungsziel (Tage) muss mindestens 0 sein.');
  });

  it('checks the German zip only for Germany', () => {
    expect(errorsOf(entityInputSchema('customers').safeParse(company({ zip: '1010' })))).toEqual({
      'data.zip': 'PLZ: in Deutschland fünf Ziffern.',
    });
    expect(entityInputSchema('customers').safeParse(company({ zip: '1010', country: 'AT' })).success).toBe(
      true,
    );
  });

  it('requires a VAT ID and another EU country for intra-EU customers', () => {
    const errors = errorsOf(entityInputSchema('customers').safeParse(company({ vat_treatment: 'intraEu' })));
    expect(errors['data.vat_id']).toMatch(/USt-IdNr\. Pflicht/);
    expect(errors['data.country']).toMatch(/anderes EU-Land/);
    expect(
      entityInputSchema('customers').safeParse(
        company({ vat_treatment: 'intraEu', country: 'AT', zip: '1010', vat_id: 'ATU12345678' }),
      ).success,
    ).toBe(true);
  });

  it('refuses numbers DATEV cannot take', () => {
    const errors = errorsOf(entityInputSchema('customers').safeParse({ ...company(), number: 'Kunde 1' }));
    expect(errors.number).toMatch(/DATEV/);
  });

  it('checks a Leitweg-ID format', () => {
    expect(entityInputSchema('customers').safeParse(company({ leitweg_id: '991-12345-67' })).success).toBe(
      true,
    );
    expect(
      errorsOf(entityInputSchema('customers').safeParse(company({ leitweg_id: '991 12345' }))),
    ).toHaveProperty('data.leitweg_id');
  });
});

describe('entityInputSchema — other types', () => {
  it('keeps money as a decimal string, never a float', () => {
    const result = entityInputSchema('articles').parse({
      data: {
        ...entityDefaults('articles'),
        name: 'Monteurstunde',
        net_price: '58.50',
      },
    });
    expect(result.data.net_price).toBe('58.50');
    expect(
      errorsOf(
        entityInputSchema('articles').safeParse({
          data: { ...entityDefaults('articles'), name: 'X', net_price: '1,5' },
        }),
      ),
    ).toEqual({
      'data.net_price': 'Nettopreis (€): bitte eine Zahl mit höchstens vier Nachkommastellen angeben.',
    });
  });

  it('needs a typed number for cost centres and refuses one for tasks', () => {
    expect(errorsOf(entityInputSchema('costcentres').safeParse({ data: { name: 'Verwaltung' } }))).toEqual({
      number: 'Bitte Nummer angeben.',
    });
    expect(
      errorsOf(
        entityInputSchema('tasks').safeParse({ number: 'A1', data: { title: 'Anrufen', status: 'open' } }),
      ),
    ).toHaveProperty('number');
  });

  it('refuses an absence that ends before it starts and a project that ends before it begins', () => {
    const absence = { ...entityDefaults('absences'), profile: 1, from: '2026-12-10', to: '2026-12-01' };
    expect(errorsOf(entityInputSchema('absences').safeParse({ data: absence }))).toEqual({
      'data.to': '„Bis“ liegt vor „Von“.',
    });
    const project = {
      ...entityDefaults('projects'),
      name: 'Bad',
      start_date: '2026-05-01',
      end_date: '2026-04-30',
    };
    expect(errorsOf(entityInputSchema('projects').safeParse({ data: project }))).toHaveProperty(
      'data.end_date',
    );
    expect(
      errorsOf(entityInputSchema('projects').safeParse({ data: { ...project, end_date: '2026-02-30' } })),
    ).toEqual({
      'data.end_date': 'Ende: kein gültiges Datum.',
    });
  });

  it('validates custom fields with their definitions', () => {
    const definition: CustomFieldDefinition = {
      id: 1,
      entity_type: 'customers',
      key: 'branche',
      label: 'Branche',
      kind: 'select',
      required: true,
      options: [{ value: 'bau', label: 'Bau' }],
      reference_type: null,
      sort_order: 0,
      show_in_list: true,
      deleted_at: null,
      version: 1,
    };
    const schema = entityInputSchema('customers', [customFieldAsField(definition)]);
    expect(errorsOf(schema.safeParse(company()))).toEqual({ 'custom.branche': 'Bitte Branche angeben.' });
    expect(errorsOf(schema.safeParse({ ...company(), custom: { branche: 'handel' } }))).toEqual({
      'custom.branche': 'Branche: bitte einen der angebotenen Werte wählen.',
    });
    expect(schema.parse({ ...company(), custom: { branche: 'bau', unbekannt: 1 } }).custom).toEqual({
      branche: 'bau',
    });
  });

  it('gives every type defaults that satisfy their own option lists', () => {
    for (const type of entityTypes) {
      for (const field of entityRegistry[type].fields) {
        if (field.kind === 'select' && field.defaultValue !== undefined)
          expect(field.options?.map((o) => o.value)).toContain(field.defaultValue);
      }
    }
  });
});
