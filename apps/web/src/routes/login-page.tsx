import { signIn } from '../lib/api-client.ts';
import { ErrorAlert } from '../lib/error-alert.tsx';
import { useFormSubmit } from '../lib/use-form-submit.ts';

interface LoginPageProps {
  onSignedIn: () => Promise<void>;
}

export function LoginPage({ onSignedIn }: LoginPageProps) {
  const { error, isSubmitting, handleSubmit } = useFormSubmit(async (form) => {
    await signIn(String(form.get('email')), String(form.get('password')));
    await onSignedIn();
  });

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
        <ErrorAlert message={error?.message} />
        <button type="submit" disabled={isSubmitting}>
          Anmelden
        </button>
        <a href="/password-reset">Passwort vergessen?</a>
      </form>
    </main>
  );
}
