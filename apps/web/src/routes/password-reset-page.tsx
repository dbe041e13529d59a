import { useState } from 'react';
import { confirmPasswordReset, requestPasswordReset } from '../lib/api-client.ts';
import { ErrorAlert } from '../lib/error-alert.tsx';
import { useFormSubmit } from '../lib/use-form-submit.ts';

/** Without `?token=` it asks for the e-mail address; with the token from the mail it sets the new password. */
export function PasswordResetPage() {
  const token = new URLSearchParams(window.location.search).get('token');
  // Once done, the form has nothing left to submit, so the message stays.
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const { error, isSubmitting, handleSubmit } = useFormSubmit(async (form) => {
    if (token) {
      await confirmPasswordReset(token, String(form.get('new_password')));
      setDoneMessage('Ihr neues Passwort ist gespeichert. Sie können sich jetzt anmelden.');
    } else {
      const { message } = await requestPasswordReset(String(form.get('email')));
      setDoneMessage(message);
    }
  });

  const fieldError = error?.fields[token ? 'new_password' : 'email'];

  return (
    <main className="centered">
      <form className="card" onSubmit={handleSubmit} aria-busy={isSubmitting}>
        <p className="brand">Kontor</p>
        <h1>Passwort zurücksetzen</h1>
        {doneMessage !== null ? (
          <p role="status">{doneMessage}</p>
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
        <ErrorAlert message={error?.message} />
        {doneMessage === null && (
          <button type="submit" disabled={isSubmitting}>
            {token ? 'Passwort speichern' : 'Link anfordern'}
          </button>
        )}
        <a href="/login">Zur Anmeldung</a>
      </form>
    </main>
  );
}
