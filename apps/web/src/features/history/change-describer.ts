import {
  entityRegistry,
  textTemplateUsageDefinitions,
  isTextTemplateUsage,
  standardTargetLabel,
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
  /** A change told as sentences instead of before/after (a document's lines). */
  diff?: (field: string, from: unknown, to: unknown) => string[] | undefined;
  /** Fields not shown when `fields` are changed with them (the id beside the stored name). */
  hidden?: (field: string, fields: readonly string[]) => boolean;
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

/** Text templates: the usage and the document types (or Mahnstufen) by their German names. */
export const textTemplateChangeDescriber: ChangeDescriber = {
  label: () => undefined,
  format: (field, value) => {
    if (field === 'usage' && typeof value === 'string' && isTextTemplateUsage(value))
      return textTemplateUsageDefinitions[value].label;
    if (field === 'document_types' && typeof value === 'string')
      return value.split(', ').map(standardTargetLabel).join(', ');
    return undefined;
  },
  order: ['name', 'usage', 'subject', 'body', 'is_default', 'document_types'],
};

/** `first` where it knows a field, `second` for the rest (a serial invoice: its own fields, then a document's). */
export const combineDescribers = (first: ChangeDescriber, second: ChangeDescriber): ChangeDescriber => ({
  label: (field) => first.label(field) ?? second.label(field),
  format: (field, value) => first.format(field, value) ?? second.format(field, value),
  order: [...(first.order ?? []), ...(second.order ?? [])],
  diff: (field, from, to) => first.diff?.(field, from, to) ?? second.diff?.(field, from, to),
  hidden: (field, fields) => !!first.hidden?.(field, fields) || !!second.hidden?.(field, fields),
});
