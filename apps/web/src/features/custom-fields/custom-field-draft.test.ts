import type { CustomFieldDefinition } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  createBodyOf,
  draftOf,
  newOption,
  updateBodyOf,
  withKind,
  withLabel,
} from './custom-field-draft.ts';

const existing = (over: Partial<CustomFieldDefinition>): CustomFieldDefinition => ({
  id: 1,
  entity_type: 'customers',
  key: 'filiale',
  label: 'Filiale',
  kind: 'text',
  required: false,
  options: [],
  reference_type: null,
  sort_order: 0,
  show_in_list: false,
  deleted_at: null,
  version: 1,
  ...over,
});

describe('custom field draft', () => {
  it('derives the key from the label until it is typed by hand, and only for new fields', () => {
    let draft = withLabel(draftOf(), 'Größe der Filiale', true);
    expect(draft.key).toBe('groesse_der_filiale');
    draft = withLabel({ ...draft, key: 'groesse', keyTouched: true }, 'Größe', true);
    expect(draft.key).toBe('groesse');
    expect(withLabel(draftOf(existing({})), 'Standort', false).key).toBe('filiale');
  });

  it('gives a select one empty option to start with and sends stored option values back', () => {
    const draft = withKind(withLabel(draftOf(), 'Farbe', true), 'select');
    expect(draft.options).toHaveLength(1);
    const field = existing({ kind: 'select', options: [{ value: 'rot', label: 'Rot' }] });
    const edited = { ...draftOf(field), options: [...draftOf(field).options, newOption('Blau')] };
    expect(updateBodyOf(edited, 4).options).toEqual([{ value: 'rot', label: 'Rot' }, { label: 'Blau' }]);
    expect(createBodyOf(draft, 'articles')).toMatchObject({
      entity_type: 'articles',
      key: 'farbe',
      kind: 'select',
    });
  });

  it('checks like the server: required label, options of a select, key rules', () => {
    expect(checkDraft(withKind(draftOf(), 'select'), 'customers', [])).toEqual({
      label: 'Bitte eine Bezeichnung angeben.',
      'options.0.label': 'Bitte jeder Option eine Bezeichnung geben.',
      key: 'Aus der Bezeichnung lässt sich kein Schlüssel bilden. Bitte einen Schlüssel angeben.',
    });
    expect(checkDraft(withLabel(draftOf(), 'Ort', true), 'customers', [])).toEqual({});
    expect(checkDraft({ ...withLabel(draftOf(), 'Stadt', true), key: 'city' }, 'customers', []).key).toMatch(
      /schon ein Feld von Kunden \(Ort\)/,
    );
  });

  it('knows the labels and keys the other fields of the type use', () => {
    const others = [
      existing({}),
      existing({ id: 2, key: 'bauleiter', label: 'Bauleiter', deleted_at: '2026-11-01T10:00:00Z' }),
    ];
    expect(checkDraft(withLabel(draftOf(), 'filiale', true), 'customers', others)).toEqual({
      label: 'Ein Feld „Filiale“ gibt es hier schon.',
      key: 'Das Feld „Filiale“ hat schon diesen Schlüssel.',
    });
    expect(checkDraft(withLabel(draftOf(), 'Bauleiter', true), 'customers', others)).toEqual({
      key: 'Das entfernte Feld „Bauleiter“ hat diesen Schlüssel noch. Stellen Sie es wieder her oder wählen Sie einen anderen.',
    });
    // Editing a field does not clash with itself.
    expect(checkDraft(draftOf(others[0]), 'customers', others, others[0])).toEqual({});
  });
});
