import { describe, expect, it } from 'vitest';
import { ZCustomFieldCreate, ZCustomFieldUpdate } from './custom-fields.contracts.ts';

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('custom field input', () => {
  it('fills the defaults and drops parts the kind does not use', () => {
    expect(
      ZCustomFieldCreate.parse({
        entity_type: 'customers',
        label: ' Farbe ',
        kind: 'text',
        options: [{ label: 'Rot' }],
        reference_type: 'projects',
      }),
    ).toEqual({
      entity_type: 'customers',
      label: 'Farbe',
      kind: 'text',
      required: false,
      show_in_list: false,
      options: [],
      reference_type: null,
    });
  });

  it('requires a label of at most 60 characters and a known kind and type', () => {
    expect(
      fieldsOf(ZCustomFieldCreate.safeParse({ entity_type: 'kunden', label: ' ', kind: 'color' })),
    ).toEqual({
      entity_type: 'Unbekannte Stammdaten-Art.',
      label: 'Bitte eine Bezeichnung angeben.',
      kind: 'Bitte eine Feldart wählen.',
    });
    expect(
      fieldsOf(
        ZCustomFieldCreate.safeParse({ entity_type: 'customers', label: 'x'.repeat(61), kind: 'text' }),
      ),
    ).toEqual({ label: 'Die Bezeichnung darf höchstens 60 Zeichen lang sein.' });
  });

  it('wants at least one option, each once, for selects', () => {
    const select = { entity_type: 'articles', label: 'Größe', kind: 'multiSelect' };
    expect(fieldsOf(ZCustomFieldCreate.safeParse(select))).toEqual({
      options: 'Eine Auswahl braucht mindestens eine Option.',
    });
    expect(
      fieldsOf(
        ZCustomFieldCreate.safeParse({
          ...select,
          options: [{ label: 'S' }, { label: 'M' }, { label: 's ' }],
        }),
      ),
    ).toEqual({ 'options.2.label': 'Die Option „s“ gibt es schon.' });
    expect(fieldsOf(ZCustomFieldCreate.safeParse({ ...select, options: [{ label: '' }] }))).toEqual({
      'options.0.label': 'Bitte jeder Option eine Bezeichnung geben.',
    });
  });

  it('wants the referenced type for a reference', () => {
    const reference = { label: 'Ansprechpartner', kind: 'reference', version: 1 };
    expect(fieldsOf(ZCustomFieldUpdate.safeParse(reference))).toEqual({
      reference_type: 'Bitte wählen, auf welche Datensätze das Feld verweist.',
    });
    expect(ZCustomFieldUpdate.parse({ ...reference, reference_type: 'contacts' }).reference_type).toBe(
      'contacts',
    );
  });
});
