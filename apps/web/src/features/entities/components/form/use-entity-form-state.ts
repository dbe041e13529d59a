import type { EntityType, FieldDefinition } from '@kontor/contracts';
import { useMemo, useState } from 'react';
import { validateEntityForm, type FormValues } from '../../entity-form-values.ts';
import type { FormField } from '../../form-layout.ts';

// Text-like inputs are checked when the user leaves them; pickers, switches and dates as soon as they change.
const checkedOnBlurOnly = new Set([
  'text',
  'longText',
  'email',
  'phone',
  'url',
  'iban',
  'bic',
  'vatId',
  'leitwegId',
  'number',
  'money',
  'percent',
]);

/**
 * Values and messages of an entity form. A field shows the schema's message once it was left (or
 * the form was submitted); a message from the server stays at its field until that field changes.
 */
export function useEntityFormState(
  type: EntityType,
  customFields: readonly FieldDefinition[],
  start: FormValues,
) {
  const [values, setValues] = useState(start);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const clientErrors = useMemo(
    () => validateEntityForm(type, customFields, values),
    [type, customFields, values],
  );

  const touch = (path: string) =>
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));

  return {
    values,
    submitted,
    clientErrors,
    serverErrors,
    errorOf: (path: string) =>
      serverErrors[path] ?? (submitted || touched.has(path) ? clientErrors[path] : undefined),
    change: (field: FormField, value: unknown) => {
      setValues((current) => ({
        ...current,
        [field.scope]: { ...current[field.scope], [field.field.key]: value },
      }));
      if (!checkedOnBlurOnly.has(field.field.kind)) touch(field.path);
      if (serverErrors[field.path]) setServerErrors(({ [field.path]: _gone, ...rest }) => rest);
    },
    changeNumber: (number: string) => {
      setValues((current) => ({ ...current, number }));
      if (serverErrors.number) setServerErrors(({ number: _gone, ...rest }) => rest);
    },
    blur: (path: string) => touch(path),
    setSubmitted,
    setServerErrors,
    reset: (next: FormValues) => {
      setValues(next);
      setTouched(new Set());
      setSubmitted(false);
      setServerErrors({});
    },
  };
}
