import { useState, type FormEvent } from 'react';
import { ApiError, changePassword } from '../lib/api-client.ts';

interface PasswordChangePageProps {
  isRequired: boolean;
  onChanged: () => Promise<void>;
  onSignOut: () => Promise<void>;
}

export function PasswordChangePage({ isRequired, onChanged, onSignOut }: PasswordChangePageProps) {
  const [error, setError] = useState<ApiError | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setSubmitting(true);
    try {
      await changePassword(String(form.get('current_password')), String(form.get('new_password')));
      await onChanged();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(500, 'internal_error', String(caught)));
    } finally {
      setSubmitting(false);
    }
  };

  const fieldError = (name: string) =>
    error?.fields[name] && (
      <span className="field-error" id={`${name}-error`}>
        {error.fields[name]}
      </span>
    );

  return (
    <main className="centered">
      <form className="card" onSubmit={handleSubmit} aria-busy={isSubmitting}>
        <p className="brand">Kontor</p>
        <h1>Passwort ändern</h1>
        {isRequired && <p>Bitte ändern Sie Ihr Passwort. Danach geht es weiter zu Kontor.</p>}
        <label>
          Aktuelles Passwort
          <input
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            aria-invalid={Boolean(error?.fields.current_password)}
            aria-describedby={error?.fields.current_password ? 'current_password-error' : undefined}
          />
          {fieldError('current_password')}
        </label>
        <label>
          Neues Passwort
          <input
            name="new_password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={Boolean(error?.fields.new_password)}
            aria-describedby={error?.fields.new_password ? 'new_password-error' : undefined}
          />
          {fieldError('new_password')}
        </label>
        {error && (
          <p className="alert" role="alert">
            {error.message}
          </p>
        )}
        <button type="submit" disabled={isSubmitting}>
          Passwort speichern
        </button>
        <button type="button" className="secondary" onClick={() => void onSignOut()}>
          Abmelden
        </button>
      </form>
    </main>
  );
}
