import { entityRegistry, type EntityType } from '../entities/entity-registry.ts';

export const CUSTOM_FIELD_KEY_MAX = 40;
const keyPattern = /^[a-z][a-z0-9_]*$/;
// Columns every record has; lists, exports and imports name them like fields.
const recordColumns = new Set(['id', 'number', 'name', 'created_at', 'updated_at', 'archived_at']);

/** Lower snake_case ASCII of a German text: „Größe (cm)“ → `groesse_cm`. Empty when nothing is left. */
export function toSnakeCaseKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const truncate = (slug: string, max: number) => slug.slice(0, max).replace(/_+$/, '');

/**
 * The key a custom field gets from its label. It names the value in `entities.custom`, imports
 * and exports, so it is fixed once the field exists. A label starting with a digit gets `feld_`.
 */
export function deriveFieldKey(label: string): string {
  const slug = toSnakeCaseKey(label);
  if (!slug) return '';
  return truncate(/^[a-z]/.test(slug) ? slug : `feld_${slug}`, CUSTOM_FIELD_KEY_MAX);
}

/** Why `key` cannot name a custom field of `type` (format, length, a built-in field of the type), or null. */
export function customFieldKeyProblem(type: EntityType, key: string): string | null {
  if (!key) return 'Aus der Bezeichnung lässt sich kein Schlüssel bilden. Bitte einen Schlüssel angeben.';
  if (key.length > CUSTOM_FIELD_KEY_MAX)
    return `Der Schlüssel darf höchstens ${CUSTOM_FIELD_KEY_MAX} Zeichen lang sein.`;
  if (!keyPattern.test(key))
    return 'Der Schlüssel beginnt mit einem Kleinbuchstaben und enthält nur a–z, 0–9 und _.';
  const builtIn = entityRegistry[type].fields.find((f) => f.key === key);
  if (builtIn || recordColumns.has(key))
    return `„${key}“ ist schon ein Feld von ${entityRegistry[type].label}${builtIn ? ` (${builtIn.label})` : ''}. Bitte einen anderen Schlüssel wählen.`;
  return null;
}

/** An option value from its label (values are stored, so they never change once given). */
export function deriveOptionValue(label: string, taken: ReadonlySet<string>): string {
  const base = truncate(toSnakeCaseKey(label), CUSTOM_FIELD_KEY_MAX - 4) || 'option';
  let value = base;
  for (let n = 2; taken.has(value); n++) value = `${base}_${n}`;
  return value;
}

export interface OptionInput {
  /** The stored value of an existing option; absent (or unknown) for a new one. */
  value?: string | null;
  label: string;
}

/**
 * The options with their values: existing ones keep theirs (records store them), new ones get one
 * from their label that no option of the field has had before.
 */
export function withOptionValues(
  options: readonly OptionInput[],
  previous: readonly { value: string }[] = [],
): { value: string; label: string }[] {
  const known = new Set(previous.map((o) => o.value));
  const kept = new Set(options.flatMap((o) => (o.value && known.has(o.value) ? [o.value] : [])));
  const taken = new Set([...known, ...kept]);
  return options.map((option) => {
    if (option.value && known.has(option.value)) return { value: option.value, label: option.label };
    const value = deriveOptionValue(option.label, taken);
    taken.add(value);
    return { value, label: option.label };
  });
}
