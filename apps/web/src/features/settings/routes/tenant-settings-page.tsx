import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useTenantSettings } from '../api/use-tenant-settings.ts';
import { TenantSettingsForm } from '../components/tenant-settings-form.tsx';
import '../i18n.ts';

function TenantSettingsScreen() {
  const { t } = useTranslation('settings');
  const query = useTenantSettings();
  const canWrite = useSession((s) => s.permissions.includes('settings.write'));
  const tenantId = useSession((s) => s.activeTenant);
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Anchor component={Link} to="/settings" size="sm" w="fit-content">
          <Group gap={2} wrap="nowrap">
            <IconChevronLeft size={14} />
            {t('tenant.back')}
          </Group>
        </Anchor>
        <Title order={1}>{t('tenant.title')}</Title>
        <Text c="dimmed">{t('tenant.intro')}</Text>
      </Stack>
      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('loading', { ns: 'common' })} />
        </Group>
      ) : query.isError ? (
        <Alert color="red" role="alert" title={t('tenant.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('tenant.retry')}
            </Button>
          </Stack>
        </Alert>
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
