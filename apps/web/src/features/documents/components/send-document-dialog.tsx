import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { DocumentEmailDraft, SentEmail } from '@kontor/contracts';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { MailAccountSelect } from '../../../ui/mail/mail-account-select.tsx';
import { useMessageCheck, type MessageProblems } from '../../../ui/mail/message-problems.ts';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useDocumentEmailDraft } from '../api/use-document-email-draft.ts';
import { useSendDocument } from '../api/use-send-document.ts';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

interface Props {
  documentId: number;
  opened: boolean;
  onClose: () => void;
  onSent?: (email: SentEmail) => void;
}

const SPLIT = [',', ';', ' '];

/** The e-invoice findings of a 422 (fields `findings.<i>.<rule id>`), else nothing. */
const findingsOf = (error: unknown) =>
  error instanceof ApiError
    ? Object.entries(error.fields)
        .filter(([key]) => key.startsWith('findings.'))
        .map(([key, message]) => ({ rule: key.split('.').slice(2).join('.'), message }))
    : [];

function SendForm({
  documentId,
  draft,
  onClose,
  onSent,
}: { documentId: number; draft: DocumentEmailDraft } & Omit<Props, 'documentId' | 'opened'>) {
  const { t } = useTranslation('documents');
  const send = useSendDocument(documentId);
  const checkMessage = useMessageCheck();
  const [accountId, setAccountId] = useState<string | null>(
    String(draft.accounts.find((a) => a.is_default)?.id ?? draft.accounts[0]?.id ?? ''),
  );
  const [to, setTo] = useState(draft.to);
  const [cc, setCc] = useState<string[]>([]);
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const [attachXml, setAttachXml] = useState(draft.xml_required);
  const [errors, setErrors] = useState<MessageProblems>({});
  const findings = findingsOf(send.error);
  const serverFailed = send.error?.status === 502;

  const submit = async () => {
    if (send.isPending) return;
    const found = checkMessage({ to, cc, subject, body });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const sent = await send.mutateAsync({
        account_id: accountId ? Number(accountId) : null,
        to,
        cc,
        subject,
        body,
        attach_xml: attachXml,
      });
      toast.success(t('send.sent', { to: sent.to.join(', ') }));
      onSent?.(sent);
      onClose();
    } catch {
      // Shown below: findings, the server's reason or the message.
    }
  };

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Stack gap="md">
        <MailAccountSelect
          label={t('send.account')}
          accounts={draft.accounts}
          value={accountId}
          onChange={setAccountId}
        />
        <TagsInput
          label={t('send.to')}
          description={t('send.addressesHint')}
          value={to}
          onChange={setTo}
          splitChars={SPLIT}
          acceptValueOnBlur
          clearable
          error={errors.to}
          data-autofocus={to.length === 0 || undefined}
        />
        <TagsInput
          label={t('send.cc')}
          value={cc}
          onChange={setCc}
          splitChars={SPLIT}
          acceptValueOnBlur
          error={errors.cc}
        />
        <TextInput
          label={t('send.subject')}
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={errors.subject}
          required
        />
        <Textarea
          label={t('send.body')}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errors.body}
          autosize
          minRows={6}
          maxRows={16}
          required
        />
        {draft.xml_required ? (
          <Text size="sm" c="dimmed">
            {t('send.xmlRequired')}
          </Text>
        ) : (
          draft.xml_available && (
            <Switch
              label={t('send.attachXml')}
              checked={attachXml}
              onChange={(e) => setAttachXml(e.currentTarget.checked)}
            />
          )
        )}
        {findings.length > 0 ? (
          <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} title={send.error?.message}>
            <List size="sm" spacing={4}>
              {findings.map((f) => (
                <List.Item key={f.rule}>
                  <Text span fw={600} size="sm">
                    {f.rule}
                  </Text>{' '}
                  {f.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : serverFailed ? (
          <Alert color="red" role="alert" title={t('send.serverFailed')}>
            {send.error?.message}
          </Alert>
        ) : (
          <ErrorAlert message={send.error?.message} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            {t('send.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
            {t('send.send')}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

/**
 * "Per E-Mail senden" of a finalized document: recipient, subject and text proposed from the
 * default template; the server validates the e-invoice again and answers with what went wrong.
 */
export function SendDocumentDialog({ documentId, opened, onClose, onSent }: Props) {
  const { t } = useTranslation('documents');
  const draft = useDocumentEmailDraft(documentId, opened);
  const canSetUp = useSession((s) => s.permissions.includes('settings.write'));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('send.title')}
      size="lg"
      centered
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('send.cancel') }}
    >
      {draft.isPending ? (
        <Group justify="center" py="xl">
          <BusyIndicator label={t('send.loading')} />
        </Group>
      ) : draft.isError ? (
        <ErrorAlert message={`${t('send.loadFailed')} ${draft.error.message}`} />
      ) : draft.data.accounts.length === 0 ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          <Stack gap="xs" align="flex-start">
            {t('send.noAccount')}
            {canSetUp && (
              <Anchor component={Link} to="/settings/emailaccounts/create" size="sm">
                {t('send.setupAccount')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      ) : (
        <SendForm
          key={documentId}
          documentId={documentId}
          draft={draft.data}
          onClose={onClose}
          onSent={onSent}
        />
      )}
    </Modal>
  );
}
