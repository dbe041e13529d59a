import { describe, expect, it } from 'vitest';
import { assignTarget, delimiterKey, encodingKey, examplesOf, missingRequired } from './mapping-rules.ts';

describe('mapping rules', () => {
  it('moves a field to the column it is chosen for', () => {
    expect(assignTarget(['number', 'company_name', null], 2, 'company_name')).toEqual([
      'number',
      null,
      'company_name',
    ]);
    expect(assignTarget(['number', 'company_name'], 0, null)).toEqual([null, 'company_name']);
    expect(assignTarget([null, null], 1, 'city')).toEqual([null, 'city']);
  });

  it('lists required fields without a column', () => {
    const targets = [
      { key: 'number', label: 'Kundennummer', required: false },
      { key: 'company_name', label: 'Firmenname', required: true },
      { key: 'custom.branche', label: 'Branche', required: true },
    ];
    expect(missingRequired(targets, ['company_name', null]).map((t) => t.label)).toEqual(['Branche']);
    expect(missingRequired(targets, ['company_name', 'custom.branche'])).toEqual([]);
  });

  it('names UTF-8 with a byte-order mark separately', () => {
    expect(encodingKey({ encoding: 'utf-8', has_bom: true })).toBe('utf-8-bom');
    expect(encodingKey({ encoding: 'utf-8', has_bom: false })).toBe('utf-8');
    expect(encodingKey({ encoding: 'windows-1252', has_bom: false })).toBe('windows-1252');
  });

  it('names the separators for the catalog', () => {
    expect([';', ',', '\t'].map((delimiter) => delimiterKey({ delimiter: delimiter as ';' }))).toEqual([
      'semicolon',
      'comma',
      'tab',
    ]);
  });

  it('takes the first three filled values as examples', () => {
    const sample_rows = [
      ['A', ''],
      ['B', ' x '],
      ['C', ''],
      ['D', 'y'],
      ['E', 'z'],
      ['F', 'w'],
    ];
    expect(examplesOf({ sample_rows }, 0)).toEqual(['A', 'B', 'C']);
    expect(examplesOf({ sample_rows }, 1)).toEqual(['x', 'y', 'z']);
    expect(examplesOf({ sample_rows }, 5)).toEqual([]);
  });
});
