import type { Invitation } from '@kontor/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useInvitations, useRevokeInvitation } from '../api/use-invitations.ts';
import '../i18n.ts';
import { fullName } from './profile-status-badge.tsx';

/**
 * Invitations nobody has answered yet, under the people list. Whether an address already had a
 * Kontor account is not shown: the server does not tell (and must not).
 */
export function PendingInvitations() {
  const { t, i18n } = useTranslation('profiles');
  const canRevoke = useSession((s) => s.permissions.includes('profiles.write'));
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  if (!invitations.data || invitations.data.length === 0) return null;

  const onRevoke = (invitation: Invitation) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => toast.success(t('invitations.revoked', { email: invitation.email })),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-invitations">
      <Title order={2} size="h4" id="pending-invitations">
        {t('invitations.title')}
      </Title>
      <ErrorAlert message={revoke.error?.message} />
      {invitations.data.map((invitation) => (
        <Paper key={invitation.id} withBorder p="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <IconMailForward size={20} aria-hidden />
              <div>
                <Text fw={600}>{fullName(invitation)}</Text>
                <Text size="sm" c="dimmed">
                  {invitation.email} · {invitation.role.name}
                </Text>
              </div>
            </Group>
            <Group gap="sm">
              {invitation.expired ? (
                <Badge variant="light" color="red">
                  {t('invitations.expired')}
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('invitations.until', { date: formatDate(invitation.expires_at, i18n.language) })}
                </Text>
              )}
              {canRevoke && (
                <Button
                  variant="default"
                  size="xs"
                  loading={revoke.isPending && revoke.variables === invitation.id}
                  onClick={() => onRevoke(invitation)}
                  aria-label={t('invitations.revokeLabel', { email: invitation.email })}
                >
                  {t('invitations.revoke')}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
