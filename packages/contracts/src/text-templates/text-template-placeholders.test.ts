import { describe, expect, it } from 'vitest';
import {
  companyPlaceholderValues,
  customerPlaceholderValues,
  placeholderCatalog,
  placeholderGroups,
  salutationLine,
  sampleValues,
} from './text-template-placeholders.ts';
import { textTemplateUsageDefinitions, textTemplateUsages } from './text-template-usages.ts';

describe('placeholder catalog', () => {
  it('names every placeholder after its group and has a sample for each', () => {
    for (const p of placeholderCatalog) {
      expect(p.name === 'heute' || p.name.startsWith(`${p.group}.`), p.name).toBe(true);
      expect(sampleValues[p.name], p.name).toBeTruthy();
      expect(placeholderGroups[p.group]).toBeTruthy();
    }
    expect(new Set(placeholderCatalog.map((p) => p.name)).size).toBe(placeholderCatalog.length);
  });

  it('offers subjects for e-mails only and no document values in letters', () => {
    expect(textTemplateUsages.filter((u) => textTemplateUsageDefinitions[u].hasSubject)).toEqual([
      'emailDocument',
      'emailReminder',
    ]);
    expect(textTemplateUsageDefinitions.letter.groups).not.toContain('dokument');
    expect(textTemplateUsageDefinitions.emailReminder.groups).toContain('dokument');
  });
});

describe('salutationLine', () => {
  it('addresses women, men, others and nobody in particular', () => {
    expect(salutationLine({ salutation: 'Frau', first_name: 'Anna', last_name: 'Müller' })).toBe(
      'Sehr geehrte Frau Müller,',
    );
    expect(salutationLine({ salutation: 'Herr', last_name: ' Schmidt ' })).toBe(
      'Sehr geehrter Herr Schmidt,',
    );
    expect(salutationLine({ salutation: 'Divers', first_name: 'Kim', last_name: 'Berg' })).toBe(
      'Guten Tag Kim Berg,',
    );
    expect(salutationLine({ salutation: 'Frau', first_name: 'Anna' })).toBe('Sehr geehrte Damen und Herren,');
    expect(salutationLine(null)).toBe('Sehr geehrte Damen und Herren,');
  });
});

describe('customerPlaceholderValues', () => {
  it('addresses a private customer personally', () => {
    expect(
      customerPlaceholderValues({
        number: '10007',
        name: 'Anna Müller',
        data: { kind: 'person', salutation: 'Frau', first_name: 'Anna', last_name: 'Müller' },
      }),
    ).toEqual({
      'kunde.name': 'Anna Müller',
      'kunde.nummer': '10007',
      'kunde.anrede': 'Sehr geehrte Frau Müller,',
      'kunde.ansprechpartner': 'Anna Müller',
    });
  });

  it('addresses a company through its contact, or collectively without one', () => {
    const company = { number: null, name: 'Bau GmbH', data: { kind: 'company', company_name: 'Bau GmbH' } };
    expect(customerPlaceholderValues(company)).toMatchObject({
      'kunde.nummer': '',
      'kunde.anrede': 'Sehr geehrte Damen und Herren,',
      'kunde.ansprechpartner': '',
    });
    expect(
      customerPlaceholderValues(company, { salutation: 'Herr', first_name: 'Jan', last_name: 'Kurz' }),
    ).toMatchObject({ 'kunde.anrede': 'Sehr geehrter Herr Kurz,', 'kunde.ansprechpartner': 'Jan Kurz' });
  });
});

describe('companyPlaceholderValues', () => {
  it('groups the IBAN in fours', () => {
    expect(companyPlaceholderValues({ company_name: 'Muster GmbH', iban: 'DE02120300000000202051' })).toEqual(
      {
        'firma.name': 'Muster GmbH',
        'firma.iban': 'DE02 1203 0000 0000 2020 51',
      },
    );
    expect(companyPlaceholderValues({ company_name: 'X', iban: null })['firma.iban']).toBe('');
  });
});
