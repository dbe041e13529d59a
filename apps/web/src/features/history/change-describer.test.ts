import type { FieldDefinition } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import {
  documentChangeDescriber,
  entityChangeDescriber,
  textTemplateChangeDescriber,
} from './change-describer.ts';
import { changeRows } from './history-changes.ts';

const ctx = { refs: { e12: 'Müller GmbH', p3: 'Dana Demo' }, yes: 'Ja', no: 'Nein', language: 'de' };
const farbe: FieldDefinition = {
  key: 'farbe',
  label: 'Lieblingsfarbe',
  kind: 'select',
  options: [{ value: 'gruen', label: 'Grün' }],
};

describe('entityChangeDescriber', () => {
  const customers = entityChangeDescriber('customers', [farbe], ctx);

  it('labels registry fields, the number, and custom fields by their definitions', () => {
    expect(customers.label('zip')).toBe('PLZ');
    expect(customers.label('number')).toBe('Kundennummer');
    expect(customers.label('custom.farbe')).toBe('Lieblingsfarbe');
    expect(customers.label('custom.entfernt')).toBeUndefined();
  });

  it('formats values the German way', () => {
    expect(customers.format('vat_treatment', 'reverseCharge')).toBe(
      'Steuerschuldnerschaft des Leistungsempfängers (§13b UStG)',
    );
    expect(customers.format('iban', 'DE02120300000000202051')).toBe('DE02 1203 0000 0000 2020 51');
    expect(customers.format('sepa_mandate_date', '2026-11-21')).toBe('21.11.2026');
    expect(customers.format('skonto_percent', '2.5')).toBe('2,5 %');
    expect(customers.format('country', 'AT')).toBe('Österreich');
    expect(customers.format('custom.farbe', 'gruen')).toBe('Grün');
    expect(customers.format('archived_at', '2026-11-21T13:03:00.000Z')).toMatch(/^21\.11\.2026, \d{2}:03$/);
    expect(customers.format('zip', null)).toBeUndefined();
    expect(entityChangeDescriber('articles', [], ctx).format('net_price', '1234.5')).toBe('1.234,50\u00a0€');
    expect(entityChangeDescriber('contacts', [], ctx).format('company', 12)).toBe('Müller GmbH');
    expect(entityChangeDescriber('tasks', [], ctx).format('assignee', 3)).toBe('Dana Demo');
  });

  it('orders the change rows like the form', () => {
    const rows = changeRows(
      {
        notes: { from: null, to: 'x' },
        city: { from: null, to: 'Dresden' },
        number: { from: null, to: '10001' },
      },
      customers.order,
    );
    expect(rows.map((r) => r.field)).toEqual(['number', 'city', 'notes']);
  });
});

describe('textTemplateChangeDescriber', () => {
  it('names the usage', () => {
    expect(textTemplateChangeDescriber.format('usage', 'emailReminder')).toBe('Mahnung per E-Mail');
    expect(textTemplateChangeDescriber.format('usage', 'gibtsnicht')).toBeUndefined();
    expect(textTemplateChangeDescriber.format('body', 'x')).toBeUndefined();
  });
});

describe('documentChangeDescriber', () => {
  const describe_ = documentChangeDescriber('de');
  it('names fields, statuses and types in German and formats amounts and dates', () => {
    expect(describe_.label('document_date')).toBe('Belegdatum');
    expect(describe_.label('customer_name')).toBe('Kunde');
    expect(describe_.format('status', 'finalized')).toBe('Festgeschrieben');
    expect(describe_.format('type', 'cancellation')).toBe('Stornorechnung');
    expect(describe_.format('gross', '1320.66')).toBe('1.320,66 €');
    expect(describe_.format('document_date', '2026-11-02')).toBe('02.11.2026');
  });

  it('shows lines as quantity × name at price, never as JSON', () => {
    const lines = [
      { kind: 'item', key: 'a', name: 'Monteurstunde', quantity: '3.5', unit_price: '65.0000' },
      { kind: 'title', key: 'b', name: 'Bad' },
    ];
    expect(describe_.format('lines', lines)).toBe('3,5 × Monteurstunde à 65,00 €\nBad');
  });
});
