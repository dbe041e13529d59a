import type { BuiltinFormKey, FormField } from './forms.schemas.ts';

const field = (
  key: string,
  type: FormField['type'],
  label: string,
  required = false,
  options: string[] = [],
): FormField => ({ key, type, label, required, options });

/** The two forms every tenant is offered; they cannot be changed, only copied into an own form. */
export const builtinFormTemplates: Record<
  BuiltinFormKey,
  { name: string; description: string; fields: FormField[] }
> = {
  abnahmeprotokoll: {
    name: 'Abnahmeprotokoll',
    description: 'Abnahme der Leistungen beim Auftraggeber mit Mängeln, Fristen, Fotos und Unterschriften.',
    fields: [
      field('h_bauvorhaben', 'heading', 'Bauvorhaben'),
      field('bauvorhaben', 'text', 'Bauvorhaben / Projekt', true),
      field('auftraggeber', 'text', 'Auftraggeber', true),
      field('datum', 'date', 'Datum der Abnahme', true),
      field('h_abnahme', 'heading', 'Abnahme'),
      field('abgenommen', 'select', 'Leistungen abgenommen', true, ['Ja', 'Nein', 'Unter Vorbehalt']),
      field('maengel', 'text', 'Mängel'),
      field('fristen', 'text', 'Fristen zur Mängelbeseitigung'),
      field('fotos', 'photo', 'Fotos'),
      field('h_unterschriften', 'heading', 'Unterschriften'),
      field('unterschrift_auftraggeber', 'signature', 'Unterschrift Auftraggeber', true),
      field('unterschrift_auftragnehmer', 'signature', 'Unterschrift Auftragnehmer', true),
    ],
  },
  regiebericht: {
    name: 'Regiebericht',
    description:
      'Stundenlohnarbeiten: Mitarbeiter, Stunden, Material und Tätigkeit, vom Auftraggeber bestätigt.',
    fields: [
      field('datum', 'date', 'Datum', true),
      field('mitarbeiter', 'text', 'Mitarbeiter', true),
      field('stunden', 'number', 'Stunden', true),
      field('material', 'text', 'Material'),
      field('beschreibung', 'text', 'Beschreibung der Arbeiten', true),
      field('fotos', 'photo', 'Fotos'),
      field('unterschrift_auftraggeber', 'signature', 'Unterschrift Auftraggeber', true),
    ],
  },
};

export const builtinTemplateId = (key: BuiltinFormKey) => `builtin:${key}`;
