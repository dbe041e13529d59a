import { z } from 'zod';
import type { FieldDefinition } from './entity-fields.ts';
import { entityTypes } from './entity-registry.ts';

/** Kinds a tenant may give its own fields (DOMAIN.md "ownfields"). */
export const customFieldKinds = [
  'text',
  'longText',
  'number',
  'money',
  'date',
  'boolean',
  'select',
  'multiSelect',
  'reference',
] as const;
export type CustomFieldKind = (typeof customFieldKinds)[number];

export const customFieldKindLabels: Record<CustomFieldKind, string> = {
  text: 'Text',
  longText: 'Langer Text',
  number: 'Zahl',
  money: 'Betrag (€)',
  date: 'Datum',
  boolean: 'Ja/Nein',
  select: 'Auswahl',
  multiSelect: 'Mehrfachauswahl',
  reference: 'Verweis auf Datensatz',
};

export const ZCustomFieldDefinition = z.object({
  id: z.number().int(),
  entity_type: z.enum(entityTypes),
  key: z.string(),
  label: z.string(),
  kind: z.enum(customFieldKinds),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  reference_type: z.enum(entityTypes).nullable(),
  sort_order: z.number().int(),
  show_in_list: z.boolean(),
  /** Set when removed: the field is hidden but stored values stay and return on restore. */
  deleted_at: z.string().nullable(),
  version: z.number().int(),
});
export type CustomFieldDefinition = z.infer<typeof ZCustomFieldDefinition>;

/** Custom fields live under `custom.<key>`; as a field definition they go through the same form/list/filter code. */
export const customFieldAsField = (definition: CustomFieldDefinition): FieldDefinition => ({
  key: definition.key,
  label: definition.label,
  kind: definition.kind,
  required: definition.required,
  options: definition.options,
  referenceTypes: definition.reference_type ? [definition.reference_type] : undefined,
  listColumn: definition.show_in_list,
  searchable: definition.kind === 'text' || definition.kind === 'longText',
  filterable: definition.kind !== 'longText',
  max: definition.kind === 'longText' ? 5000 : definition.kind === 'text' ? 500 : undefined,
  min: definition.kind === 'money' ? -999_999_999 : undefined,
});

/** Active definitions of one type in form order. */
export const activeCustomFields = (definitions: readonly CustomFieldDefinition[], type: string) =>
  definitions
    .filter((d) => d.entity_type === type && !d.deleted_at)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map(customFieldAsField);
