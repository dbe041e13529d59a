import type { ReactNode } from 'react';

interface SubmitFormProps {
  /** Enter in a field or the submit button. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A form that hands its submit to `onSubmit` instead of loading a page, without the browser's
 * validation bubbles: the fields show the app's own (German) messages.
 */
export function SubmitForm({ onSubmit, children }: SubmitFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {children}
    </form>
  );
}
