import type { TenantSettings } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { isSameSettings, toFormValues, toRequestBody, validateSettings } from './tenant-settings-values.ts';

const settings: TenantSettings = {
  company_name: 'Muster Handwerk GmbH',
  legal_form: 'GmbH',
  street: 'Werkstattweg 12',
  zip: '80331',
  city: 'München',
  country: 'DE',
  email: null,
  phone: null,
  website: null,
  managing_directors: null,
  register_court: null,
  register_number: null,
  tax_number: null,
  vat_id: 'DE123456789',
  iban: 'DE02120300000000202051',
  bic: null,
  bank_name: null,
  small_business: false,
  einvoice_format: 'zugferd',
  logo_file_id: null,
  chart_of_accounts: 'SKR03',
  datev_consultant_number: null,
  datev_client_number: null,
  write_off_tolerance: '1.00',
  version: 3,
  updated_at: '2026-11-21T08:30:00.000Z',
};

describe('tenant settings form values', () => {
  it('shows empty fields as empty text and the IBAN grouped in fours', () => {
    const values = toFormValues(settings);
    expect(values.email).toBe('');
    expect(values.iban).toBe('DE02 1203 0000 0000 2020 51');
  });

  it('sends the IBAN compact and the text trimmed, with the version', () => {
    const values = { ...toFormValues(settings), city: '  Augsburg ', iban: 'de02 1203 0000 0000 2020 51' };
    const body = toRequestBody(values, 3);
    expect(body.iban).toBe('DE02120300000000202051');
    expect(body.city).toBe('Augsburg');
    expect(body.version).toBe(3);
  });

  it('reports a wrong IBAN with the server message', () => {
    const errors = validateSettings({ ...toFormValues(settings), iban: 'DE02 1203 0000 0000 2020 52' });
    expect(errors).toEqual({ iban: 'Die IBAN ist ungültig. Bitte prüfen Sie die Eingabe.' });
  });

  it('accepts the seeded data and empty optional fields', () => {
    expect(validateSettings(toFormValues(settings))).toEqual({});
  });

  it('requires a company name', () => {
    expect(validateSettings({ ...toFormValues(settings), company_name: '  ' }).company_name).toBe(
      'Bitte den Firmennamen angeben.',
    );
  });

  it('treats a differently grouped IBAN as unchanged', () => {
    const values = toFormValues(settings);
    expect(isSameSettings(values, { ...values, iban: 'DE02120300000000202051' })).toBe(true);
    expect(isSameSettings(values, { ...values, city: 'Augsburg' })).toBe(false);
  });
});
