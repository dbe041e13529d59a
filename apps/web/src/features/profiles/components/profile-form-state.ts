import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';

/** Values as the inputs hold them (strings; the role as the select's string value). */
export interface PersonValues {
  first_name: string;
  last_name: string;
  position: string;
  phone: string;
  personnel_number: string;
  role_id: string | null;
}

export const emptyPerson: PersonValues = {
  first_name: '',
  last_name: '',
  position: '',
  phone: '',
  personnel_number: '',
  role_id: null,
};

export const roleIdOf = (value: string | null) => (value ? Number(value) : undefined);

/**
 * Form values plus the client's field messages; editing a field clears its message, so a stale
 * error never sits under a corrected input.
 */
export function useFormValues<V extends object>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name as string]: _cleared, ...rest }) => rest);
    setDirty(true);
  };
  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setDirty(false);
  }, []);
  return { values, set, reset, dirty, errors, setErrors };
}

/** After a failed check, keyboard users land on the first input that needs attention. */
const focusFirstInvalid = (form: HTMLFormElement) =>
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

/**
 * Field messages of a failed check, the schema's before sending or the server's after; they join
 * the form's, so editing a field clears its message too.
 */
export function showFieldErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  element: HTMLFormElement,
  errors: Record<string, string>,
) {
  form.setErrors(errors);
  focusFirstInvalid(element);
}

/** The server's field messages of a failed save; none for other failures. */
export const serverFieldErrors = (error: unknown) => (error instanceof ApiError ? error.fields : {});
