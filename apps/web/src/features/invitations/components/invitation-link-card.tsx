import { Alert, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useAnswerInvitationLink } from '../api/use-my-invitations.ts';
import '../i18n.ts';
import { AnswerButtons } from './answer-buttons.tsx';

/**
 * The mail link (`/login?einladung=…`): accept or decline without signing in first — the link
 * proves the mailbox, like a password-reset link. Signing in works as usual below it.
 */
export function InvitationLinkCard() {
  const { t } = useTranslation('invitations');
  // The router parses search values as JSON, so a token of digits would arrive as a number.
  const token = useSearch({
    strict: false,
    select: (s: Record<string, unknown>) => (s['einladung'] == null ? '' : String(s['einladung'])),
  });
  const answer = useAnswerInvitationLink();
  if (!token) return null;
  if (answer.isSuccess) {
    const accepted = answer.variables.answer === 'accept';
    return (
      <Alert color="green" role="status" mb="md">
        {accepted ? t('link.accepted', { tenant: answer.data.tenant_name }) : t('link.declined')}
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="green" icon={<IconMailOpened size={18} />} title={t('link.title')} mb="md">
      <ErrorAlert message={answer.error?.message} />
      <Text size="sm" mb="sm">
        {t('link.body')}
      </Text>
      <AnswerButtons
        labels={{ accept: t('link.accept'), decline: t('link.decline') }}
        pending={answer.isPending ? answer.variables.answer : null}
        onAnswer={(choice) => answer.mutate({ token, answer: choice })}
      />
    </Alert>
  );
}
