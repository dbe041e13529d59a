import { activeCustomFields, type CustomFieldDefinition } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { availableColumns, defaultColumnKeys, filterColumns, visibleColumns } from './list-columns.ts';

const labels = { name: 'Name', number: 'Nummer' };
const definition = (extra: Partial<CustomFieldDefinition>): CustomFieldDefinition => ({
  id: 1,
  entity_type: 'customers',
  key: 'farbe',
  label: 'Farbe',
  kind: 'select',
  required: false,
  options: [{ value: 'rot', label: 'Rot' }],
  reference_type: null,
  sort_order: 0,
  show_in_list: true,
  deleted_at: null,
  version: 1,
  ...extra,
});

describe('list columns from the registry', () => {
  const custom = activeCustomFields(
    [
      definition({}),
      definition({ id: 2, key: 'notiz', label: 'Notiz', kind: 'longText', show_in_list: false }),
    ],
    'customers',
  );
  const columns = availableColumns('customers', custom, labels);

  it('offers number, name, every field and the custom fields under custom.<key>', () => {
    expect(columns.slice(0, 3).map((c) => c.key)).toEqual(['number', 'name', 'kind']);
    expect(columns[0]!.label).toBe('Kundennummer');
    expect(columns.map((c) => c.key)).toContain('custom.farbe');
    expect(columns.at(-1)!.key).toBe('custom.notiz');
  });

  it('shows number, name, the list columns and custom fields marked for the list by default', () => {
    expect(defaultColumnKeys(columns)).toEqual([
      'number',
      'name',
      'zip',
      'city',
      'email',
      'phone',
      'custom.farbe',
    ]);
  });

  it('shows a name field (articles) once, as the record name', () => {
    const keys = availableColumns('articles', [], labels).map((c) => c.key);
    expect(keys.filter((k) => k === 'name')).toHaveLength(1);
    expect(keys.slice(0, 3)).toEqual(['number', 'name', 'kind']);
  });

  it('has no number column for types without numbers', () => {
    expect(availableColumns('contacts', [], labels)[0]!.key).toBe('name');
  });

  it('keeps a remembered choice in the offered order, without vanished columns, always with the name', () => {
    const shown = visibleColumns(columns, ['custom.farbe', 'city', 'custom.weg']);
    expect(shown.map((c) => c.key)).toEqual(['name', 'city', 'custom.farbe']);
  });

  it('filters by the filterable fields, custom fields included (not long texts)', () => {
    const keys = filterColumns(columns).map((c) => c.key);
    expect(keys).toEqual(['kind', 'city', 'country', 'vat_treatment', 'custom.farbe']);
  });

  it('does not sort by lists of values', () => {
    const members = availableColumns('projects', [], labels).find((c) => c.key === 'members');
    expect(members?.sortable).toBe(false);
  });
});
