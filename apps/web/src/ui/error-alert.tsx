import { Alert } from '@mantine/core';

/**
 * The (German) message of a failed action, announced to screen readers. Nothing without one: a
 * failed client-side check has only field messages, which stand at their fields.
 */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
