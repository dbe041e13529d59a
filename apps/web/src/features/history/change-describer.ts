import {
  entityRegistry,
  textTemplateUsageDefinitions,
  isTextTemplateUsage,
  type EntityType,
  type FieldDefinition,
} from '@kontor/contracts';
import { formatDateTime } from '../../lib/format.ts';
import { formatFieldValue, type FormatContext } from '../../lib/field-format.ts';

/**
 * How the fields of one kind of record read in a change table. Either part may answer undefined,
 * and the history catalog's labels and the default formatting step in.
 */
export interface ChangeDescriber {
  label: (field: string) => string | undefined;
  format: (field: string, value: unknown) => string | undefined;
  /** Field order of the form; unknown fields follow. */
  order?: readonly string[];
}

/**
 * Master data: labels and formats from the registry, custom fields under `custom.<key>` (history
 * stores the record flattened, see the entities module), the number and the archive date.
 */
export function entityChangeDescriber(
  type: EntityType,
  customFields: readonly FieldDefinition[],
  ctx: FormatContext,
): ChangeDescriber {
  const definition = entityRegistry[type];
  const fields = new Map<string, FieldDefinition>([
    ['number', { key: 'number', label: definition.numberLabel ?? 'Nummer', kind: 'text' }],
    ...definition.fields.map((f): [string, FieldDefinition] => [f.key, f]),
    ...customFields.map((f): [string, FieldDefinition] => [`custom.${f.key}`, f]),
  ]);
  return {
    label: (field) => fields.get(field)?.label,
    format: (field, value) => {
      if (field === 'archived_at' && typeof value === 'string') return formatDateTime(value, ctx.language);
      const known = fields.get(field);
      return known ? (formatFieldValue(known, value, ctx) ?? undefined) : undefined;
    },
    order: [...fields.keys()],
  };
}

/** Text templates: the usage by its German name. */
export const textTemplateChangeDescriber: ChangeDescriber = {
  label: () => undefined,
  format: (field, value) =>
    field === 'usage' && typeof value === 'string' && isTextTemplateUsage(value)
      ? textTemplateUsageDefinitions[value].label
      : undefined,
  order: ['name', 'usage', 'subject', 'body', 'is_default'],
};
