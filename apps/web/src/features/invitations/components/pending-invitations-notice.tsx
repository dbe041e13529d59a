import type { MyInvitation } from '@kontor/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services.ts';
import { formatDate } from '../../../lib/format.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useAnswerMyInvitation, useMyInvitations } from '../api/use-my-invitations.ts';
import '../i18n.ts';
import { AnswerButtons, type Answer } from './answer-buttons.tsx';

/** After sign-in: each open invitation into another tenant, to accept or decline right here. */
export function PendingInvitationsNotice() {
  const { t, i18n } = useTranslation('invitations');
  const { session } = useServices();
  const invitations = useMyInvitations();
  const answer = useAnswerMyInvitation();
  if (!invitations.data || invitations.data.length === 0) return null;

  const respond = (invitation: MyInvitation, choice: Answer) =>
    answer.mutate(
      { invitation, answer: choice },
      {
        onSuccess: () => {
          const tenant = invitation.tenant_name;
          if (choice === 'decline') {
            toast.success(t('notice.declined', { tenant }));
            return;
          }
          toast.success(t('notice.accepted', { tenant }), undefined, {
            actions: [
              { label: t('notice.switch'), onClick: () => void session.switchTenant(invitation.tenant_id) },
            ],
          });
        },
      },
    );

  return (
    <Stack gap="sm" mb="md">
      <ErrorAlert message={answer.error?.message} />
      {invitations.data.map((invitation) => (
        <Alert
          key={invitation.id}
          variant="light"
          color="green"
          icon={<IconMailOpened size={18} />}
          title={t('notice.title', { tenant: invitation.tenant_name })}
          role="region"
          aria-label={t('notice.title', { tenant: invitation.tenant_name })}
        >
          <Text size="sm" mb="sm">
            {t('notice.body', {
              tenant: invitation.tenant_name,
              role: invitation.role_name,
              date: formatDate(invitation.expires_at, i18n.language),
            })}
          </Text>
          <AnswerButtons
            labels={{ accept: t('notice.accept'), decline: t('notice.decline') }}
            pending={
              answer.isPending && answer.variables.invitation.id === invitation.id
                ? answer.variables.answer
                : null
            }
            onAnswer={(choice) => respond(invitation, choice)}
          />
        </Alert>
      ))}
    </Stack>
  );
}
