import { useState, type FormEvent } from 'react';
import { ApiError, confirmPasswordReset, requestPasswordReset } from '../lib/api-client.ts';

type Outcome = { kind: 'done'; message: string } | { kind: 'failed'; error: ApiError } | null;

const toApiError = (caught: unknown) =>
  caught instanceof ApiError ? caught : new ApiError(500, 'internal_error', String(caught));

/** Without `?token=` it asks for the e-mail address; with the token from the mail it sets the new password. */
export function PasswordResetPage() {
  const token = new URLSearchParams(window.location.search).get('token');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setOutcome(null);
    setSubmitting(true);
    try {
      if (token) {
        await confirmPasswordReset(token, String(form.get('new_password')));
        setOutcome({
          kind: 'done',
          message: 'Ihr neues Passwort ist gespeichert. Sie können sich jetzt anmelden.',
        });
      } else {
        const { message } = await requestPasswordReset(String(form.get('email')));
        setOutcome({ kind: 'done', message });
      }
    } catch (caught) {
      setOutcome({ kind: 'failed', error: toApiError(caught) });
    } finally {
      setSubmitting(false);
    }
  };

  const fieldError =
    outcome?.kind === 'failed' ? outcome.error.fields[token ? 'new_password' : 'email'] : undefined;

  return (
    <main className="centered">
      <form className="card" onSubmit={handleSubmit} aria-busy={isSubmitting}>
        <p className="brand">Kontor</p>
        <h1>Passwort zurücksetzen</h1>
        {outcome?.kind === 'done' ? (
          <p role="status">{outcome.message}</p>
        ) : token ? (
          <label>
            Neues Passwort
            <input name="new_password" type="password" autoComplete="new-password" required autoFocus />
            {fieldError && <span className="field-error">{fieldError}</span>}
          </label>
        ) : (
          <>
            <p>Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link für ein neues Passwort.</p>
            <label>
              E-Mail
              <input name="email" type="email" autoComplete="username" required autoFocus />
              {fieldError && <span className="field-error">{fieldError}</span>}
            </label>
          </>
        )}
        {outcome?.kind === 'failed' && (
          <p className="alert" role="alert">
            {outcome.error.message}
          </p>
        )}
        {outcome?.kind !== 'done' && (
          <button type="submit" disabled={isSubmitting}>
            {token ? 'Passwort speichern' : 'Link anfordern'}
          </button>
        )}
        <a href="/login">Zur Anmeldung</a>
      </form>
    </main>
  );
}
