import { importTargets, type FieldDefinition, type ImportableEntityType } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { normalizeHeader, suggestMapping } from './suggest-mapping.ts';

const suggest = (type: ImportableEntityType, headers: string[], custom: FieldDefinition[] = []) =>
  suggestMapping(type, headers, importTargets(type, custom));

describe('suggestMapping', () => {
  it('normalises headers', () => {
    expect(normalizeHeader('USt-IdNr.')).toBe('ustidnr');
    expect(normalizeHeader('Straße & Hausnr.')).toBe('strassehausnr');
    expect(normalizeHeader('E-Mail')).toBe('email');
  });

  it('maps the usual German customer columns', () => {
    const headers = [
      'Kundennummer',
      'Firma',
      'Straße',
      'PLZ',
      'Ort',
      'Land',
      'E-Mail',
      'Telefon',
      'USt-IdNr',
      'IBAN',
      'Zahlungsziel',
      'Bemerkung',
      'Geburtstag',
    ];
    expect(suggest('customers', headers)).toEqual([
      'number',
      'company_name',
      'street',
      'zip',
      'city',
      'country',
      'email',
      'phone',
      'vat_id',
      'iban',
      'payment_term_days',
      'notes',
      null,
    ]);
  });

  it('understands English and alternative names', () => {
    expect(
      suggest('customers', [
        'Company',
        'Postleitzahl',
        'Stadt',
        'Email',
        'UStID',
        'Phone',
        'Street',
        'Country',
      ]),
    ).toEqual(['company_name', 'zip', 'city', 'email', 'vat_id', 'phone', 'street', 'country']);
  });

  it('reads "Name" as the company unless a company column exists, then as the last name', () => {
    expect(suggest('customers', ['Name', 'Ort'])).toEqual(['company_name', 'city']);
    expect(suggest('customers', ['Name', 'Firma', 'Vorname'])).toEqual([
      'last_name',
      'company_name',
      'first_name',
    ]);
  });

  it('uses each field once, the best match winning', () => {
    expect(suggest('customers', ['E-Mail', 'Mail', 'Telefon 1', 'Telefon 2'])).toEqual([
      'email',
      null,
      'phone',
      null,
    ]);
  });

  it('knows what columns mean for each type', () => {
    expect(suggest('articles', ['Artikelnummer', 'Bezeichnung', 'Einheit', 'Preis', 'MwSt', 'Art'])).toEqual([
      'number',
      'name',
      'unit',
      'net_price',
      'vat_rate',
      'kind',
    ]);
    expect(suggest('articles', ['Nr.', 'Name', 'Netto'])).toEqual(['number', 'name', 'net_price']);
    // A vendor's "Kundennummer" is ours with them, not the vendor's number.
    expect(suggest('vendors', ['Lieferantennummer', 'Kundennummer', 'Firmenname'])).toEqual([
      'number',
      'our_customer_number',
      'company_name',
    ]);
    expect(suggest('contacts', ['Firma', 'Vorname', 'Name', 'Funktion', 'Handy', 'E-Mail'])).toEqual([
      'company',
      'first_name',
      'last_name',
      'role',
      'mobile',
      'email',
    ]);
  });

  it('maps the labels of our own export and of custom fields', () => {
    const custom: FieldDefinition[] = [{ key: 'branche', label: 'Branche des Kunden', kind: 'text' }];
    expect(
      suggest(
        'customers',
        ['Straße und Hausnummer', 'E-Mail für Rechnungen', 'Branche des Kunden', 'branche'],
        custom,
      ),
    ).toEqual(['street', 'invoice_email', 'custom.branche', null]);
  });
});
