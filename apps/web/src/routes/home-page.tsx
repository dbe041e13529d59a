import { useState, type ChangeEvent } from 'react';
import { ApiError, type Me } from '../lib/api-client.ts';
import { ErrorAlert } from '../lib/error-alert.tsx';

interface HomePageProps {
  me: Me;
  onSwitchTenant: (tenantId: number) => Promise<void>;
  onSignOut: () => Promise<void>;
}

export function HomePage({ me, onSwitchTenant, onSignOut }: HomePageProps) {
  const [error, setError] = useState<string | null>(null);
  const [isSwitching, setSwitching] = useState(false);
  const tenants = me.tenants.toSorted((a, b) => a.id - b.id);
  const activeTenant = tenants.find((tenant) => tenant.id === me.activeTenant);

  const handleTenantChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    setError(null);
    setSwitching(true);
    try {
      await onSwitchTenant(Number(event.target.value));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <>
      <header className="topbar">
        <span className="brand">Kontor</span>
        <button type="button" className="secondary" onClick={() => void onSignOut()}>
          Abmelden
        </button>
      </header>
      <main className="page" aria-busy={isSwitching}>
        <h1>Guten Tag, {me.user.name}</h1>
        <p>
          Aktiver Mandant: <strong>{activeTenant?.name}</strong>
        </p>
        {tenants.length > 1 && (
          <label className="inline">
            Mandant wechseln
            <select value={me.activeTenant} onChange={handleTenantChange} disabled={isSwitching}>
              {tenants.map((tenant) => (
                <option key={tenant.id} value={tenant.id}>
                  {tenant.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <ErrorAlert message={error} />
      </main>
    </>
  );
}
