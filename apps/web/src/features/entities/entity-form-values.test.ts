import { describe, expect, it } from 'vitest';
import {
  initialFormValues,
  presetFromSearch,
  toEntityWrite,
  validateEntityForm,
  type FormValues,
} from './entity-form-values.ts';
import { formSections, isFieldRequired, isFieldShown } from './form-layout.ts';
import { activeCustomFields, fieldOf } from '@kontor/contracts';

const company = (data: Record<string, unknown>): FormValues => {
  const start = initialFormValues('customers', []);
  return { ...start, data: { ...start.data, company_name: 'Müller GmbH', ...data } };
};

describe('customer form values', () => {
  it('starts with the registry defaults', () => {
    const values = initialFormValues('customers', []);
    expect(values.data).toMatchObject({ kind: 'company', country: 'DE', vat_treatment: 'standard' });
    expect(values.data.payment_term_days).toBe(14);
    expect(values.data.skonto_percent).toBe('');
    expect(values.number).toBe('');
  });

  it('names a bad German zip at the zip input, and nothing once it is fixed', () => {
    expect(validateEntityForm('customers', [], company({ zip: '5067' }))).toEqual({
      'data.zip': 'PLZ: in Deutschland fünf Ziffern.',
    });
    expect(validateEntityForm('customers', [], company({ zip: '50667' }))).toEqual({});
  });

  it('asks for the company name of a company and the last name of a person', () => {
    expect(validateEntityForm('customers', [], company({ company_name: '' }))).toEqual({
      'data.company_name': 'Bitte Firmenname angeben.',
    });
    expect(validateEntityForm('customers', [], company({ kind: 'person' }))).toEqual({
      'data.last_name': 'Bitte Nachname angeben.',
    });
  });

  it('sends amounts as decimal strings, numbers as numbers and nothing for hidden fields', () => {
    const write = toEntityWrite(
      'customers',
      [],
      company({ kind: 'person', last_name: 'Meier', skonto_percent: 2.5, skonto_days: 10 }),
    );
    expect(write.data).toMatchObject({
      skonto_percent: '2.5',
      skonto_days: 10,
      payment_term_days: 14,
      company_name: null,
      last_name: 'Meier',
    });
    expect(write.number).toBeNull();
  });

  it('keeps what a user typed but is no number, so validation names it', () => {
    const errors = validateEntityForm('customers', [], company({ skonto_percent: 'abc', skonto_days: 5 }));
    expect(errors['data.skonto_percent']).toMatch(/Skonto/);
  });

  it('shows stored amounts in the number inputs as numbers', () => {
    const values = initialFormValues('articles', [], {
      number: 'A-1',
      data: { name: 'Beratung', net_price: '1234.50', unit: 'HUR' },
      custom: {},
    });
    expect(values.data.net_price).toBe(1234.5);
    expect(values.number).toBe('A-1');
    expect(toEntityWrite('articles', [], values).data.net_price).toBe('1234.5');
  });

  it('validates required custom fields under custom.<key>', () => {
    const custom = activeCustomFields(
      [
        {
          id: 1,
          entity_type: 'customers',
          key: 'branche',
          label: 'Branche',
          kind: 'text',
          required: true,
          options: [],
          reference_type: null,
          sort_order: 0,
          show_in_list: true,
          deleted_at: null,
          version: 1,
        },
      ],
      'customers',
    );
    const values = { ...company({ zip: '50667' }), custom: { branche: '' } };
    expect(validateEntityForm('customers', custom, values)).toEqual({
      'custom.branche': 'Bitte Branche angeben.',
    });
  });

  it('needs a number for types numbered by hand', () => {
    const values = initialFormValues('costcentres', []);
    values.data.name = 'Vertrieb';
    expect(validateEntityForm('costcentres', [], values)).toEqual({ number: 'Bitte Nummer angeben.' });
  });

  it('takes references and option values handed over in the URL, nothing else', () => {
    expect(presetFromSearch('contacts', { company: 12, role: 'Chef' })).toEqual({ company: 12 });
    expect(presetFromSearch('tasks', { project: '7', status: 'done', assignee: 'x' })).toEqual({
      project: 7,
      status: 'done',
    });
  });
});

describe('form layout', () => {
  it('groups fields by section and puts custom fields last', () => {
    const custom = activeCustomFields([], 'customers');
    const titles = formSections('customers', custom, { general: 'Allgemein', custom: 'Weitere Felder' }).map(
      (s) => s.title,
    );
    expect(titles).toEqual([
      'Stammdaten',
      'Anschrift',
      'Kontakt',
      'Steuer & Zahlung',
      'Bankverbindung',
      'E-Rechnung',
      'Notizen',
    ]);
    expect(formSections('tasks', [], { general: 'Allgemein', custom: 'Weitere Felder' })[0]!.title).toBe(
      'Allgemein',
    );
  });

  it('asks for a company name only for companies; requires the last name only for persons', () => {
    expect(isFieldShown('customers', 'company_name', { kind: 'company' })).toBe(true);
    expect(isFieldShown('customers', 'company_name', { kind: 'person' })).toBe(false);
    expect(isFieldShown('customers', 'last_name', { kind: 'company' })).toBe(true);
    const lastName = fieldOf('customers', 'last_name')!;
    expect(isFieldRequired(lastName, { kind: 'company' })).toBe(false);
    expect(isFieldRequired(lastName, { kind: 'person' })).toBe(true);
  });
});
