import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionStore } from '../../lib/session/use-session.ts';

export function TenantSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const session = useSessionStore();
  const tenants = useSession((s) => s.tenants);
  const activeTenant = useSession((s) => s.activeTenant);
  const loading = useSession((s) => s.loading);
  if (tenants.length === 0) return null;
  return (
    <Select
      aria-label={t('header.switchTenant')}
      data={tenants.map((tenant) => ({ value: String(tenant.id), label: tenant.name }))}
      value={String(activeTenant)}
      onChange={(value) =>
        value && Number(value) !== activeTenant && void session.switchTenant(Number(value))
      }
      disabled={loading || tenants.length < 2}
      allowDeselect={false}
      checkIconPosition="right"
      w={compact ? '100%' : 260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
