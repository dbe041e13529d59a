import { useState, type FormEvent } from 'react';
import { ApiError } from './api-client.ts';

/** Any failure as an ApiError, so a form shows its message (and field messages) the same way. */
const toApiError = (caught: unknown) =>
  caught instanceof ApiError ? caught : new ApiError(500, 'internal_error', String(caught));

/**
 * Submitting a form that calls the API: runs `action` with the form's data and keeps the failure
 * of the last attempt and whether one is under way.
 */
export function useFormSubmit(action: (form: FormData) => Promise<void>) {
  const [error, setError] = useState<ApiError | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setSubmitting(true);
    try {
      await action(form);
    } catch (caught) {
      setError(toApiError(caught));
    } finally {
      setSubmitting(false);
    }
  };

  return { error, isSubmitting, handleSubmit };
}
