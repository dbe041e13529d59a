import { useCallback, useEffect, useState } from 'react';
import { ApiError, fetchMe, signOut, switchTenant, type Me } from './lib/api-client.ts';
import { redirectFor } from './lib/route-guard.ts';
import { navigate, usePath } from './lib/router.ts';
import { ErrorPage } from './routes/error-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { LoginPage } from './routes/login-page.tsx';
import { PasswordChangePage } from './routes/password-change-page.tsx';
import { PasswordResetPage } from './routes/password-reset-page.tsx';

type Session =
  { status: 'loading' } | { status: 'ready'; me: Me | null } | { status: 'failed'; error: ApiError };

const toApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(500, 'internal_error', String(error));

export function App() {
  const path = usePath();
  const [session, setSession] = useState<Session>({ status: 'loading' });

  const reloadMe = useCallback(async () => {
    try {
      setSession({ status: 'ready', me: await fetchMe() });
    } catch (error) {
      setSession({ status: 'failed', error: toApiError(error) });
    }
  }, []);

  useEffect(() => {
    void reloadMe();
  }, [reloadMe]);

  const redirect = session.status === 'ready' ? redirectFor(path, session.me) : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  // The route guard takes a signed-out visitor to /login.
  const handleSignOut = async () => {
    try {
      await signOut();
    } catch (error) {
      // eslint-disable-next-line no-console -- SPEC §8: a failed logout is only logged, never shown.
      console.error('Logout fehlgeschlagen:', error);
    }
    setSession({ status: 'ready', me: null });
  };

  const handleSwitchTenant = async (tenantId: number) => {
    await switchTenant(tenantId);
    await reloadMe();
    navigate('/');
  };

  const handlePasswordChanged = async () => {
    await reloadMe();
    navigate('/');
  };

  if (session.status === 'failed') {
    return <ErrorPage status={session.error.status || 500} message={session.error.message} />;
  }
  if (session.status === 'loading' || redirect) {
    return (
      <p className="loading" role="status">
        Wird geladen …
      </p>
    );
  }

  const { me } = session;
  if (path === '/login') return <LoginPage onSignedIn={reloadMe} />;
  if (path === '/password-reset') return <PasswordResetPage />;
  if (me && path === '/password-change') {
    return (
      <PasswordChangePage
        isRequired={me.user.must_change_password}
        onChanged={handlePasswordChanged}
        onSignOut={handleSignOut}
      />
    );
  }
  if (me && path === '/') {
    return <HomePage me={me} onSwitchTenant={handleSwitchTenant} onSignOut={handleSignOut} />;
  }
  return <ErrorPage status={404} message="Page not found" />;
}
