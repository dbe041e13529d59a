/** A form's or page's failure, announced to screen readers; nothing while there is none. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="alert" role="alert">
      {message}
    </p>
  ) : null;
}
