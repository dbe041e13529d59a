import { dunningStageLabel } from '@kontor/contracts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { downloadDunningNoticePdf } from '../api/download-dunning-notice-pdf.ts';
import { useSendDunningNotice } from '../api/use-send-dunning-notice.ts';
import '../i18n.ts';

interface Props {
  documentId: number;
  noticeId: number;
  level: number;
}

const splitAddresses = (value: string) =>
  value
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Download the archived PDF of a notice, and send it by e-mail (with the send permission). */
export function DunningNoticeActions({ documentId, noticeId, level }: Props) {
  const { t } = useTranslation('dunning');
  const { api } = useServices();
  const canSend = useSession((s) => s.permissions.includes('documents.send'));
  const send = useSendDunningNotice();
  const [sendOpen, setSendOpen] = useState(false);
  const [to, setTo] = useState('');
  const levelLabel = dunningStageLabel(level);

  const download = () =>
    downloadDunningNoticePdf(api, documentId, noticeId).catch((error: Error) =>
      toast.error(t('notice.downloadFailed'), error.message),
    );
  const submit = () =>
    send.mutate(
      { documentId, noticeId, to: splitAddresses(to) },
      {
        onSuccess: () => {
          toast.success(t('notice.sendDone', { level: levelLabel }));
          setSendOpen(false);
        },
      },
    );

  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconDownload size={16} />}
        aria-label={t('notice.pdfLabel', { level: levelLabel })}
        onClick={() => void download()}
      >
        {t('notice.pdf')}
      </Button>
      {canSend && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconSend size={16} />}
          aria-label={t('notice.sendLabel', { level: levelLabel })}
          onClick={() => {
            send.reset();
            setSendOpen(true);
          }}
        >
          {t('notice.send')}
        </Button>
      )}
      <Modal
        opened={sendOpen}
        onClose={() => setSendOpen(false)}
        title={t('notice.sendTitle', { level: levelLabel })}
      >
        <SubmitForm onSubmit={submit}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('notice.sendHint')}
            </Text>
            <TextInput
              label={t('notice.sendTo')}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              error={send.error?.fields.to}
              data-autofocus
            />
            <ErrorAlert message={send.error?.message} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSendOpen(false)}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
                {t('notice.sendSubmit')}
              </Button>
            </Group>
          </Stack>
        </SubmitForm>
      </Modal>
    </Group>
  );
}
