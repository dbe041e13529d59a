import type { FieldDefinition } from './entity-fields.ts';
import { entityRegistry, type EntityType } from './entity-registry.ts';

const optionLabelOf = (type: EntityType) => (field: string, value: unknown) =>
  entityRegistry[type].fields.find((f) => f.key === field)?.options?.find((o) => o.value === value)?.label ??
  String(value ?? '');

/** The name lists, references and history show for a record ("Müller GmbH", "Urlaub 01.12.–05.12.2026"). */
export const entityDisplayName = (type: EntityType, data: Record<string, unknown>) =>
  entityRegistry[type].displayName(data, { optionLabel: optionLabelOf(type) }) || '–';

/** Lower-cased text the list search matches against: number, name and every searchable field. */
export function entitySearchText(
  type: EntityType,
  input: { number: string | null; data: Record<string, unknown>; custom: Record<string, unknown> },
  customFields: readonly FieldDefinition[] = [],
): string {
  const parts: unknown[] = [input.number, entityDisplayName(type, input.data)];
  for (const field of entityRegistry[type].fields) if (field.searchable) parts.push(input.data[field.key]);
  for (const field of customFields) if (field.searchable) parts.push(input.custom[field.key]);
  return parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join(' ')
    .toLowerCase();
}
