import type { ProfileRecord } from '@kontor/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** Whether the person can sign in, and whether the initial password is still waiting to be changed. */
export function ProfileStatusBadge({ profile }: { profile: ProfileRecord }) {
  const { t } = useTranslation('profiles');
  if (!profile.user) {
    return (
      <Badge variant="light" color="gray">
        {t('status.noAccount')}
      </Badge>
    );
  }
  if (profile.user.must_change_password) {
    return (
      <Badge variant="light" color="orange" title={t('status.pendingPasswordHint')}>
        {t('status.pendingPassword')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="green">
      {t('status.active')}
    </Badge>
  );
}

export const fullName = (profile: Pick<ProfileRecord, 'first_name' | 'last_name'>) =>
  `${profile.first_name} ${profile.last_name}`;
