import { describe, expect, it } from 'vitest';
import {
  customFieldKeyProblem,
  deriveFieldKey,
  deriveOptionValue,
  withOptionValues,
} from './custom-field-keys.ts';

describe('deriveFieldKey', () => {
  it('turns a German label into lower snake_case ASCII', () => {
    expect(deriveFieldKey('Größe (cm)')).toBe('groesse_cm');
    expect(deriveFieldKey('Lieblingsfarbe')).toBe('lieblingsfarbe');
    expect(deriveFieldKey('  Übergabe am   Standort ')).toBe('uebergabe_am_standort');
    expect(deriveFieldKey('Café-Kürzel')).toBe('cafe_kuerzel');
    expect(deriveFieldKey('STRASSE')).toBe('strasse');
  });

  it('starts with a letter and keeps at most 40 characters', () => {
    expect(deriveFieldKey('2. Telefon')).toBe('feld_2_telefon');
    const key = deriveFieldKey('Sehr lange Bezeichnung eines eigenen Feldes mit vielen Wörtern');
    expect(key.length).toBeLessThanOrEqual(40);
    expect(key).toMatch(/^[a-z][a-z0-9_]*[a-z0-9]$/);
  });

  it('gives nothing when no letter or digit is left', () => {
    expect(deriveFieldKey('€ / %')).toBe('');
  });
});

describe('customFieldKeyProblem', () => {
  it('accepts a free key', () => {
    expect(customFieldKeyProblem('customers', 'lieblingsfarbe')).toBeNull();
  });

  it('refuses keys of built-in fields and record columns of that type', () => {
    expect(customFieldKeyProblem('customers', 'city')).toBe(
      '„city“ ist schon ein Feld von Kunden (Ort). Bitte einen anderen Schlüssel wählen.',
    );
    expect(customFieldKeyProblem('tasks', 'status')).toMatch(/schon ein Feld von Aufgaben/);
    expect(customFieldKeyProblem('customers', 'number')).toMatch(/schon ein Feld/);
    // Only the type's own fields count.
    expect(customFieldKeyProblem('costcentres', 'city')).toBeNull();
  });

  it('refuses empty, too long and malformed keys', () => {
    expect(customFieldKeyProblem('customers', '')).toMatch(/kein Schlüssel bilden/);
    expect(customFieldKeyProblem('customers', 'a'.repeat(41))).toBe(
      'Der Schlüssel darf höchstens 40 Zeichen lang sein.',
    );
    for (const key of ['Farbe', '1farbe', 'farbe-2', '_farbe', 'färbe'])
      expect(customFieldKeyProblem('customers', key)).toBe(
        'Der Schlüssel beginnt mit einem Kleinbuchstaben und enthält nur a–z, 0–9 und _.',
      );
  });
});

describe('option values', () => {
  it('derives values from labels, unique within the field', () => {
    expect(withOptionValues([{ label: 'Rot' }, { label: 'Grün' }, { label: 'rot!' }])).toEqual([
      { value: 'rot', label: 'Rot' },
      { value: 'gruen', label: 'Grün' },
      { value: 'rot_2', label: 'rot!' },
    ]);
    expect(deriveOptionValue('€', new Set())).toBe('option');
  });

  it('keeps the values of existing options when their labels change', () => {
    const previous = [
      { value: 'rot', label: 'Rot' },
      { value: 'gruen', label: 'Grün' },
    ];
    expect(
      withOptionValues(
        [{ value: 'gruen', label: 'Dunkelgrün' }, { label: 'Gruen' }, { value: 'erfunden', label: 'Blau' }],
        previous,
      ),
    ).toEqual([
      { value: 'gruen', label: 'Dunkelgrün' },
      // A new option never takes a value an existing or earlier option of the field has.
      { value: 'gruen_2', label: 'Gruen' },
      { value: 'blau', label: 'Blau' },
    ]);
  });
});
