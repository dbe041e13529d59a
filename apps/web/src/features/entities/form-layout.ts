import { entityRegistry, type EntityType, type FieldDefinition } from '@kontor/contracts';

/** One input of the form (or one line of the show page); `path` is how errors name it (`data.zip`). */
export interface FormField {
  field: FieldDefinition;
  scope: 'data' | 'custom';
  path: string;
}

export interface FormSection {
  title: string;
  fields: FormField[];
}

/**
 * Visibility the registry cannot express: a company name means nothing for a private person.
 * (`requiredWhen` says when it is required; this says when it is asked for at all.)
 */
const shownWhen: Partial<Record<EntityType, Record<string, { field: string; equals: string }>>> = {
  customers: { company_name: { field: 'kind', equals: 'company' } },
  vendors: { company_name: { field: 'kind', equals: 'company' } },
};

export const isFieldShown = (type: EntityType, key: string, data: Record<string, unknown>) => {
  const rule = shownWhen[type]?.[key];
  return !rule || data[rule.field] === rule.equals;
};

export const isFieldRequired = (field: FieldDefinition, data: Record<string, unknown>) =>
  field.required === true ||
  (field.requiredWhen !== undefined && data[field.requiredWhen.field] === field.requiredWhen.equals);

/**
 * The registry's fields grouped by their `section` in order of appearance (fields without one under
 * "general"), then the custom fields in a section of their own.
 */
export function formSections(
  type: EntityType,
  customFields: readonly FieldDefinition[],
  titles: { general: string; custom: string },
): FormSection[] {
  const sections = new Map<string, FormSection>();
  for (const field of entityRegistry[type].fields) {
    const title = field.section ?? titles.general;
    let section = sections.get(title);
    if (!section) sections.set(title, (section = { title, fields: [] }));
    section.fields.push({ field, scope: 'data', path: `data.${field.key}` });
  }
  const result = [...sections.values()];
  if (customFields.length > 0)
    result.push({
      title: titles.custom,
      fields: customFields.map((field) => ({ field, scope: 'custom', path: `custom.${field.key}` })),
    });
  return result;
}
