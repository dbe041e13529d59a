import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { customFieldKinds, ZCustomFieldDefinition } from '../entities/custom-fields.ts';
import { entityTypes } from '../entities/entity-registry.ts';
import { requiredText } from '../text-fields.ts';

/** At most this many fields per type (active and removed): forms and lists stay usable. */
export const MAX_CUSTOM_FIELDS_PER_TYPE = 50;
export const MAX_CUSTOM_FIELD_OPTIONS = 100;

const ZEntityType = z.enum(entityTypes, { error: 'Unbekannte Stammdaten-Art.' });

const ZOption = z.object({
  value: z.string().max(40).nullish(),
  label: requiredText(60, 'Die Bezeichnung einer Option', 'Bitte jeder Option eine Bezeichnung geben.'),
});

const fieldBase = {
  label: requiredText(60, 'Die Bezeichnung', 'Bitte eine Bezeichnung angeben.'),
  kind: z.enum(customFieldKinds, { error: 'Bitte eine Feldart wählen.' }),
  required: z.boolean().default(false),
  show_in_list: z.boolean().default(false),
  options: z
    .array(ZOption, { error: 'Bitte die Optionen als Liste angeben.' })
    .max(MAX_CUSTOM_FIELD_OPTIONS, { error: `Höchstens ${MAX_CUSTOM_FIELD_OPTIONS} Optionen.` })
    .default([]),
  reference_type: ZEntityType.nullish(),
};

type FieldInput = {
  kind: (typeof customFieldKinds)[number];
  options: { value?: string | null; label: string }[];
  reference_type?: string | null;
};

const isSelect = (kind: FieldInput['kind']) => kind === 'select' || kind === 'multiSelect';

/** Rules between the parts of a definition; options and reference type only where the kind uses them. */
function checkKindParts(input: FieldInput, ctx: z.RefinementCtx) {
  if (isSelect(input.kind)) {
    if (input.options.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Eine Auswahl braucht mindestens eine Option.',
      });
    const labels = new Set<string>();
    const values = new Set<string>();
    input.options.forEach((option, index) => {
      const label = option.label.toLowerCase();
      if (labels.has(label) || (option.value && values.has(option.value)))
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'label'],
          message: `Die Option „${option.label}“ gibt es schon.`,
        });
      labels.add(label);
      if (option.value) values.add(option.value);
    });
  }
  if (input.kind === 'reference' && !input.reference_type)
    ctx.addIssue({
      code: 'custom',
      path: ['reference_type'],
      message: 'Bitte wählen, auf welche Datensätze das Feld verweist.',
    });
}

/** Options only for selects and a reference type only for references, so nothing stale is stored. */
const dropUnused = <T extends FieldInput>(input: T) => ({
  ...input,
  options: isSelect(input.kind) ? input.options : [],
  reference_type: input.kind === 'reference' ? (input.reference_type ?? null) : null,
});

export const ZCustomFieldCreate = z
  .object({
    entity_type: ZEntityType,
    /** Left out: derived from the label (`deriveFieldKey`). */
    key: z.string().trim().max(80).optional(),
    ...fieldBase,
  })
  .superRefine(checkKindParts)
  .transform(dropUnused);
export type CustomFieldCreate = z.input<typeof ZCustomFieldCreate>;

/** `kind` is sent to say it did not change: changing it would make stored values invalid. */
export const ZCustomFieldUpdate = z
  .object({ ...fieldBase, version: z.number({ error: 'Die Version fehlt.' }).int() })
  .superRefine(checkKindParts)
  .transform(dropUnused);
export type CustomFieldUpdate = z.input<typeof ZCustomFieldUpdate>;

const ZFieldId = z.object({
  id: z.coerce
    .number({ error: 'Ungültige Feld-ID.' })
    .int({ error: 'Ungültige Feld-ID.' })
    .positive({ error: 'Ungültige Feld-ID.' }),
});

export const listCustomFields = defineContract({
  method: 'GET',
  path: '/api/custom-fields',
  // Every create and edit form of master data needs the definitions, whoever fills it in.
  access: 'authenticated',
  summary: 'Eigene Felder (einer Stammdaten-Art oder aller), entfernte mit deleted_at.',
  query: z.object({ entity_type: ZEntityType.optional() }),
  response: z.object({ items: z.array(ZCustomFieldDefinition) }),
});

export const createCustomField = defineContract({
  method: 'POST',
  path: '/api/custom-fields',
  access: 'settings.write',
  summary: 'Eigenes Feld anlegen (Schlüssel aus der Bezeichnung).',
  body: ZCustomFieldCreate,
  response: ZCustomFieldDefinition,
  status: 201,
});

export const updateCustomField = defineContract({
  method: 'PUT',
  path: '/api/custom-fields/:id',
  access: 'settings.write',
  summary: 'Eigenes Feld ändern (mit Versionsprüfung; Art und Schlüssel bleiben).',
  params: ZFieldId,
  body: ZCustomFieldUpdate,
  response: ZCustomFieldDefinition,
});

export const removeCustomField = defineContract({
  method: 'DELETE',
  path: '/api/custom-fields/:id',
  access: 'settings.write',
  summary: 'Eigenes Feld entfernen; gespeicherte Werte bleiben und kommen beim Wiederherstellen zurück.',
  params: ZFieldId,
  response: ZCustomFieldDefinition,
});

export const restoreCustomField = defineContract({
  method: 'POST',
  path: '/api/custom-fields/:id/restore',
  access: 'settings.write',
  summary: 'Entferntes Feld wiederherstellen (am Ende der Reihenfolge).',
  params: ZFieldId,
  response: ZCustomFieldDefinition,
});

export const reorderCustomFields = defineContract({
  method: 'PUT',
  path: '/api/custom-fields/order',
  access: 'settings.write',
  summary: 'Reihenfolge der aktiven eigenen Felder einer Stammdaten-Art.',
  body: z.object({
    entity_type: ZEntityType,
    ids: z
      .array(z.number().int().positive(), { error: 'Bitte die Felder als Liste angeben.' })
      .max(MAX_CUSTOM_FIELDS_PER_TYPE),
  }),
  response: z.object({ items: z.array(ZCustomFieldDefinition) }),
});
