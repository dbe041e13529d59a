import { changePassword } from '../lib/api-client.ts';
import { ErrorAlert } from '../lib/error-alert.tsx';
import { useFormSubmit } from '../lib/use-form-submit.ts';

interface PasswordChangePageProps {
  isRequired: boolean;
  onChanged: () => Promise<void>;
  onSignOut: () => Promise<void>;
}

export function PasswordChangePage({ isRequired, onChanged, onSignOut }: PasswordChangePageProps) {
  const { error, isSubmitting, handleSubmit } = useFormSubmit(async (form) => {
    await changePassword(String(form.get('current_password')), String(form.get('new_password')));
    await onChanged();
  });

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
        <ErrorAlert message={error?.message} />
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
