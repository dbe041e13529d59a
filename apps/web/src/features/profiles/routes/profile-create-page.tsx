import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { InviteProfileForm } from '../components/invite-profile-form.tsx';
import '../i18n.ts';

export function ProfileCreatePage() {
  const { t } = useTranslation('profiles');
  const navigate = useNavigate();
  return (
    <RequirePermission permission="profiles.write">
      <Stack gap="lg" maw={760}>
        <Anchor component={Link} to="/profiles" size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('show.back')}
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{t('invite.title')}</Title>
          <Text c="dimmed">{t('invite.intro')}</Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <InviteProfileForm
            onInvited={(invitation) => {
              const name = `${invitation.first_name} ${invitation.last_name}`;
              toast.success(t('invite.done', { name }), t('invite.doneHint'));
              void navigate({ to: '/profiles' });
            }}
          />
        </Paper>
      </Stack>
    </RequirePermission>
  );
}
