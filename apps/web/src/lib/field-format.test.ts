import type { FieldDefinition } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { formatFieldValue } from './field-format.ts';

const ctx = { refs: { e12: 'Müller GmbH', p3: 'Dana Demo', p4: 'Emil Beispiel' }, yes: 'Ja', no: 'Nein' };
const field = (kind: FieldDefinition['kind'], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  key: 'x',
  label: 'X',
  kind,
  ...extra,
});
// Intl puts a narrow no-break space before the euro sign; compare with plain spaces.
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('field values as the user reads them', () => {
  it('formats amounts, percentages and numbers the German way', () => {
    expect(plain(formatFieldValue(field('money'), '1234.5', ctx))).toBe('1.234,50 €');
    expect(formatFieldValue(field('percent'), '2.5', ctx)).toBe('2,5 %');
    expect(formatFieldValue(field('number'), 12345, ctx)).toBe('12.345');
  });

  it('shows calendar days as 21.11.2026, whatever the time zone', () => {
    expect(formatFieldValue(field('date'), '2026-11-21', ctx)).toBe('21.11.2026');
  });

  it('groups an IBAN in fours and names countries in German', () => {
    expect(formatFieldValue(field('iban'), 'DE02120300000000202051', ctx)).toBe(
      'DE02 1203 0000 0000 2020 51',
    );
    expect(formatFieldValue(field('country'), 'AT', ctx)).toBe('Österreich');
  });

  it('shows option labels, yes/no and the names of referenced records and people', () => {
    const options = [
      { value: 'company', label: 'Firma' },
      { value: 'person', label: 'Privatperson' },
    ];
    expect(formatFieldValue(field('select', { options }), 'person', ctx)).toBe('Privatperson');
    expect(formatFieldValue(field('multiSelect', { options }), ['company', 'person'], ctx)).toBe(
      'Firma, Privatperson',
    );
    expect(formatFieldValue(field('boolean'), false, ctx)).toBe('Nein');
    expect(formatFieldValue(field('reference'), 12, ctx)).toBe('Müller GmbH');
    expect(formatFieldValue(field('reference'), 99, ctx)).toBe('#99');
    expect(formatFieldValue(field('profiles'), [3, 4], ctx)).toBe('Dana Demo, Emil Beispiel');
  });

  it('says nothing for empty values', () => {
    for (const value of [null, undefined, '', []])
      expect(formatFieldValue(field('text'), value, ctx)).toBeNull();
    expect(formatFieldValue(field('boolean'), null, ctx)).toBeNull();
  });
});
