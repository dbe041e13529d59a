import { useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';

/** Runs a form action; keeps the server's German message and field messages for display. */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [error, setError] = useState<ApiError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = async (...args: A) => {
    setSubmitting(true);
    setError(null);
    try {
      await action(...args);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? caught
          : new ApiError(0, 'unknown', 'Etwas ist schiefgegangen. Bitte erneut versuchen.'),
      );
    } finally {
      setSubmitting(false);
    }
  };
  return { error, submitting, submit };
}
