import {
  customFieldKeyProblem,
  deriveFieldKey,
  ZCustomFieldCreate,
  ZCustomFieldUpdate,
  type CustomFieldDefinition,
  type CustomFieldKind,
  type EntityType,
} from '@kontor/contracts';

export interface OptionDraft {
  /** Only for React lists: stable while options are added and removed. */
  id: string;
  /** The stored value of an existing option; new ones get theirs from the server. */
  value: string | null;
  label: string;
}

export interface CustomFieldDraft {
  label: string;
  key: string;
  /** The key was typed by hand; until then it follows the label. */
  keyTouched: boolean;
  kind: CustomFieldKind;
  required: boolean;
  showInList: boolean;
  options: OptionDraft[];
  referenceType: EntityType | null;
}

/** Messages by field as the server names them (`label`, `options.0.label`, …). */
export type DraftErrors = Record<string, string>;

let nextOptionId = 0;
export const newOption = (label = '', value: string | null = null): OptionDraft => ({
  id: `option-${nextOptionId++}`,
  value,
  label,
});

export const isSelectKind = (kind: CustomFieldKind) => kind === 'select' || kind === 'multiSelect';

export const draftOf = (field?: CustomFieldDefinition): CustomFieldDraft => ({
  label: field?.label ?? '',
  key: field?.key ?? '',
  keyTouched: false,
  kind: field?.kind ?? 'text',
  required: field?.required ?? false,
  showInList: field?.show_in_list ?? false,
  options: field?.options.map((o) => newOption(o.label, o.value)) ?? [],
  referenceType: field?.reference_type ?? null,
});

/** A typed label moves the derived key along, unless the key was set by hand. */
export const withLabel = (draft: CustomFieldDraft, label: string, isNew: boolean): CustomFieldDraft => ({
  ...draft,
  label,
  key: isNew && !draft.keyTouched ? deriveFieldKey(label) : draft.key,
});

/** A select starts with one empty option to type into. */
export const withKind = (draft: CustomFieldDraft, kind: CustomFieldKind): CustomFieldDraft => ({
  ...draft,
  kind,
  options: isSelectKind(kind) && draft.options.length === 0 ? [newOption()] : draft.options,
});

const common = (draft: CustomFieldDraft) => ({
  label: draft.label,
  kind: draft.kind,
  required: draft.required,
  show_in_list: draft.showInList,
  options: draft.options.map((o) => (o.value ? { value: o.value, label: o.label } : { label: o.label })),
  reference_type: draft.referenceType,
});

export const createBodyOf = (draft: CustomFieldDraft, entityType: EntityType) => ({
  entity_type: entityType,
  key: draft.key.trim(),
  ...common(draft),
});

export const updateBodyOf = (draft: CustomFieldDraft, version: number) => ({ ...common(draft), version });

/** Comparable form of a draft, to tell whether anything was changed. */
export const draftSignature = (draft: CustomFieldDraft) => JSON.stringify(common(draft));

/**
 * The server's rules, checked while typing: the shared schema, the key rules and what the other
 * fields of the type already use (labels of active fields, keys of all — removed ones keep theirs).
 */
export function checkDraft(
  draft: CustomFieldDraft,
  entityType: EntityType,
  others: readonly CustomFieldDefinition[],
  editing?: CustomFieldDefinition,
): DraftErrors {
  const errors: DraftErrors = {};
  const parsed = editing
    ? ZCustomFieldUpdate.safeParse(updateBodyOf(draft, editing.version))
    : ZCustomFieldCreate.safeParse(createBodyOf(draft, entityType));
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;

  const label = draft.label.trim().toLowerCase();
  const sameLabel = others.find(
    (o) => o.id !== editing?.id && !o.deleted_at && o.label.toLowerCase() === label,
  );
  if (label && sameLabel) errors.label ??= `Ein Feld „${sameLabel.label}“ gibt es hier schon.`;
  if (!editing) {
    const key = draft.key.trim();
    const problem = customFieldKeyProblem(entityType, key);
    const holder = others.find((o) => o.key === key);
    if (problem) errors.key ??= problem;
    else if (holder)
      errors.key ??= holder.deleted_at
        ? `Das entfernte Feld „${holder.label}“ hat diesen Schlüssel noch. Stellen Sie es wieder her oder wählen Sie einen anderen.`
        : `Das Feld „${holder.label}“ hat schon diesen Schlüssel.`;
  }
  return errors;
}
