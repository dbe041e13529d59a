import { Button, EmptyState, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Role } from '@kontor/contracts';
import { IconPlus, IconSearch, IconShieldLock } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useRoles } from '../api/use-roles.ts';
import { DeleteRoleDialog } from '../components/delete-role-dialog.tsx';
import { RolesTable } from '../components/roles-table.tsx';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

function RolesScreen() {
  const { t } = useTranslation('roles');
  const roles = useRoles();
  const canWrite = useSession((s) => s.permissions.includes('roles.write'));
  const isPhone = useIsPhoneLayout();
  const navigate = useNavigate();
  // The search stays in the URL, so a reload or a shared link shows the same list.
  const search = useSearch({ strict: false }) as { q?: unknown };
  const query = typeof search.q === 'string' ? search.q : '';
  const setQuery = (q: string) => void navigate({ to: '/roles', search: q ? { q } : {}, replace: true });
  const [deleting, setDeleting] = useState<Role | null>(null);

  const needle = query.trim().toLowerCase();
  const visible = (roles.data ?? []).filter((role) => role.name.toLowerCase().includes(needle));

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </Stack>
        {canWrite && (
          <Button component={Link} to="/roles/create" leftSection={<IconPlus size={16} />}>
            {t('list.create')}
          </Button>
        )}
      </Group>
      <TextInput
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        type="search"
        maw={{ base: '100%', sm: 360 }}
        autoFocus={!isPhone}
      />
      {roles.isPending ? (
        <Group justify="center" py="xl">
          <BusyIndicator label={t('loading', { ns: 'common' })} />
        </Group>
      ) : roles.isError ? (
        <LoadFailedAlert
          title={t('list.loadFailed')}
          message={roles.error.message}
          retryLabel={t('list.retry')}
          onRetry={() => void roles.refetch()}
        />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={<IconShieldLock size={28} />}
          withIndicatorBackground
          title={needle ? t('list.noMatch', { query: query.trim() }) : t('list.empty')}
          description={needle ? t('list.noMatchHint') : t('list.emptyHint')}
          py="xl"
        >
          {canWrite && (
            <EmptyState.Actions>
              <Button component={Link} to="/roles/create" leftSection={<IconPlus size={16} />}>
                {t('list.create')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      ) : (
        <RolesTable roles={visible} canWrite={canWrite} onDelete={setDeleting} />
      )}
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** /roles: every role of the tenant with its number of permissions and members. */
export function RolesPage() {
  return (
    <RequirePermission permission="roles.read">
      <RolesScreen />
    </RequirePermission>
  );
}
