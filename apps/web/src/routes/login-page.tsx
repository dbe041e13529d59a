import { useState, type FormEvent } from 'react';
import { ApiError, signIn } from '../lib/api-client.ts';

interface LoginPageProps {
  onSignedIn: () => Promise<void>;
}

export function LoginPage({ onSignedIn }: LoginPageProps) {
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setSubmitting(true);
    try {
      await signIn(String(form.get('email')), String(form.get('password')));
      await onSignedIn();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="centered">
      <form className="card" onSubmit={handleSubmit} aria-busy={isSubmitting}>
        <p className="brand">Kontor</p>
        <h1>Anmelden</h1>
        <label>
          E-Mail
          <input name="email" type="email" autoComplete="username" required autoFocus />
        </label>
        <label>
          Passwort
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={isSubmitting}>
          Anmelden
        </button>
        <a href="/password-reset">Passwort vergessen?</a>
      </form>
    </main>
  );
}
