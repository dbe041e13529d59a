import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useTenantSettings } from '../../../lib/queries/use-tenant-settings.ts';
import { TenantSettingsForm } from '../components/tenant-settings-form.tsx';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

function TenantSettingsScreen() {
  const { t } = useTranslation('settings');
  const query = useTenantSettings();
  const canWrite = useSession((s) => s.permissions.includes('settings.write'));
  const tenantId = useSession((s) => s.activeTenant);
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <BackLink to="/settings">{t('tenant.back')}</BackLink>
        <Title order={1}>{t('tenant.title')}</Title>
        <Text c="dimmed">{t('tenant.intro')}</Text>
      </Stack>
      {query.isPending ? (
        <Group justify="center" py="xl">
          <BusyIndicator label={t('loading', { ns: 'common' })} />
        </Group>
      ) : query.isError ? (
        <LoadFailedAlert
          title={t('tenant.loadFailed')}
          message={query.error.message}
          retryLabel={t('tenant.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <TenantSettingsForm
          key={tenantId}
          settings={query.data}
          canWrite={canWrite}
          onReload={async () => (await query.refetch()).data}
        />
      )}
    </Stack>
  );
}

/** /settings/tenant: the company data of the active tenant; read-only without settings.write. */
export function TenantSettingsPage() {
  return (
    <RequirePermission permission="settings.read">
      <TenantSettingsScreen />
    </RequirePermission>
  );
}
