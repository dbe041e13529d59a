import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Letter } from '@kontor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../ui/toast/toast.ts';
import { useSendLetter } from '../api/letters-api.ts';
import '../i18n.ts';

/** Sends the archived PDF; a refusal by the mail server stays in the dialog with its reason. */
export function SendLetterDialog({
  letter,
  opened,
  onClose,
}: {
  letter: Letter;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('letters');
  const send = useSendLetter(letter.id);
  const [to, setTo] = useState(letter.recipient_email ?? '');
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    send.mutate(
      { to: [to.trim()] },
      {
        onSuccess: () => {
          setProblem(null);
          toast.success(t('show.sent'));
          onClose();
        },
        onError: (error) =>
          setProblem({ message: error.message, fields: error instanceof ApiError ? error.fields : {} }),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('show.sendTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && <Alert color="red">{problem.message}</Alert>}
          <TextInput
            label={t('show.sendTo')}
            type="email"
            required
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={problem?.fields.to ?? problem?.fields['to.0']}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('show.sendSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
