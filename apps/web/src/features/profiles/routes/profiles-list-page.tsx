import { Button, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useProfiles } from '../../../lib/queries/use-profiles.ts';
import { PendingInvitations } from '../components/pending-invitations.tsx';
import { ProfilesEmptyState } from '../components/profiles-empty-state.tsx';
import { ProfileCards, ProfilesTable } from '../components/profiles-table.tsx';
import '../i18n.ts';

export function ProfilesListPage() {
  return (
    <RequirePermission permission="profiles.read">
      <ProfilesList />
    </RequirePermission>
  );
}

function ProfilesList() {
  const { t } = useTranslation('profiles');
  const isPhone = useIsPhoneLayout();
  const canInvite = useSession((s) => s.permissions.includes('profiles.write'));
  const navigate = useNavigate();
  // The search stays in the URL, so a reload or a shared link shows the same list.
  // The router parses search values as JSON ("?search=42" arrives as a number).
  const urlTerm = useSearch({
    strict: false,
    select: (s: Record<string, unknown>) => (s['search'] == null ? '' : String(s['search'])),
  });
  const [search, setSearch] = useState(urlTerm);
  const [debounced] = useDebouncedValue(search, 250);
  // A navigation from outside (the sidebar link, back button) changes the URL: follow it. Only the
  // URL triggers this; our own navigation below always writes the current term, so it is a no-op.
  useEffect(() => {
    if (urlTerm !== debounced.trim()) setSearch(urlTerm);
  }, [urlTerm]);
  useEffect(() => {
    void navigate({
      to: '/profiles',
      search: debounced.trim() ? { search: debounced.trim() } : {},
      replace: true,
    });
  }, [debounced, navigate]);
  const profiles = useProfiles(debounced);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('list.title')}
        description={profiles.data && !debounced.trim() && t('list.count', { count: profiles.data.length })}
        actions={
          canInvite && (
            <Button component={Link} to="/profiles/create" leftSection={<IconUserPlus size={16} />}>
              {t('list.invite')}
            </Button>
          )
        }
      />
      <TextInput
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        type="search"
        autoFocus={!isPhone}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={{ sm: 420 }}
      />
      {profiles.isError ? (
        <LoadFailedAlert
          title={t('loadError')}
          message={profiles.error.message}
          retryLabel={t('retry')}
          onRetry={() => void profiles.refetch()}
        />
      ) : !profiles.data ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={52} />
          ))}
        </Stack>
      ) : profiles.data.length === 0 ? (
        <ProfilesEmptyState search={debounced} canInvite={canInvite} onClearSearch={() => setSearch('')} />
      ) : isPhone ? (
        <ProfileCards profiles={profiles.data} />
      ) : (
        <ProfilesTable profiles={profiles.data} />
      )}
      <PendingInvitations />
    </Stack>
  );
}
