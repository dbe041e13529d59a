import { Anchor, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useProfile } from '../api/use-profile.ts';
import { EditProfileForm } from '../components/edit-profile-form.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { ProfileNotFound } from '../components/profile-not-found.tsx';
import { fullName, ProfileStatusBadge } from '../components/profile-status-badge.tsx';
import '../i18n.ts';

export function ProfileShowPage() {
  return (
    <RequirePermission permission="profiles.read">
      <ProfileShow />
    </RequirePermission>
  );
}

const parseId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0);

function ProfileShow() {
  const { t } = useTranslation('profiles');
  const id = parseId(useParams({ strict: false, select: (p: Record<string, string>) => p['id'] }));
  const canWrite = useSession((s) => s.permissions.includes('profiles.write'));
  const profile = useProfile(id);

  const missing =
    id === 0 ||
    (profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400));
  if (missing) return <ProfileNotFound />;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/profiles" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('show.back')}
      </Anchor>
      {profile.isError ? (
        <LoadFailedAlert
          title={t('loadError')}
          message={profile.error.message}
          retryLabel={t('retry')}
          onRetry={() => void profile.refetch()}
        />
      ) : !profile.data ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton h={36} w={280} />
          <Skeleton h={240} />
        </Stack>
      ) : (
        <>
          <Group gap="sm" align="center">
            <Title order={1}>{fullName(profile.data)}</Title>
            <ProfileStatusBadge profile={profile.data} />
          </Group>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: canWrite ? 4 : 6 }}>
              <ProfileDetails profile={profile.data} />
            </Grid.Col>
            {canWrite && (
              <Grid.Col span={{ base: 12, md: 8 }}>
                <EditProfileForm
                  profile={profile.data}
                  onReload={async () => (await profile.refetch()).data}
                  onSaved={(message) => toast.success(message)}
                />
              </Grid.Col>
            )}
          </Grid>
        </>
      )}
    </Stack>
  );
}
