import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { documentTypeDefinitions, getEmailDraft, type EmailDraft } from '@kontor/contracts';
import { IconAlertTriangle, IconPaperclip, IconSend, IconUpload, IconX } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { documentPaths } from '../../../lib/document-paths.ts';
import { entityPaths } from '../../../lib/entity-paths.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { MailAccountSelect } from '../../../ui/mail/mail-account-select.tsx';
import { useMessageCheck } from '../../../ui/mail/message-problems.ts';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import {
  useDocumentSearch,
  useEmailDraft,
  useFileSearch,
  useSendEmail,
  useUploadAttachment,
  type DraftParams,
} from '../api/emails-api.ts';
import { RecipientInput } from '../components/recipient-input.tsx';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

const idOf = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Where the composer was opened from: back there, and there after sending. */
function originOf(draft: EmailDraft): { to: string; search?: Record<string, string> } {
  if (draft.ticket) return { to: `/support/${draft.ticket.id}` };
  if (draft.document) return { to: documentPaths.show(draft.document.id) };
  if (draft.customer) return { to: entityPaths.show('customers', draft.customer.id) };
  return { to: '/' };
}

interface Attachment {
  id: number;
  name: string;
}

function ComposeForm({ draft, params }: { draft: EmailDraft; params: DraftParams }) {
  const { t } = useTranslation('emails');
  const navigate = useNavigate();
  const { api } = useServices();
  const permissions = useSession((s) => s.permissions);
  const send = useSendEmail();
  const checkMessage = useMessageCheck();
  const upload = useUploadAttachment();
  const [accountId, setAccountId] = useState<string | null>(
    String(draft.accounts.find((a) => a.is_default)?.id ?? draft.accounts[0]?.id ?? ''),
  );
  const [to, setTo] = useState(draft.to.map((r) => r.address));
  const [cc, setCc] = useState<string[]>([]);
  const [bcc, setBcc] = useState<string[]>([]);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const [attachPdf, setAttachPdf] = useState(draft.document?.pdf_available ?? false);
  const [files, setFiles] = useState<Attachment[]>([]);
  const [fileTerm, setFileTerm] = useState('');
  const [pdfs, setPdfs] = useState<Attachment[]>([]);
  const [documentTerm, setDocumentTerm] = useState('');
  const canReadDocuments = permissions.includes('documents.read');
  const documentSearch = useDocumentSearch(documentTerm, draft.customer?.id, canReadDocuments);
  const canReadFiles = permissions.includes('files.read');
  const canUpload = permissions.includes('files.write');
  const fileSearch = useFileSearch(fileTerm, canReadFiles);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const origin = originOf(draft);

  const applyTemplate = async (value: string | null) => {
    setTemplateId(value);
    if (!value) return;
    try {
      const rendered = await api.call(getEmailDraft, {
        query: { ...params, template: Number(value) } as never,
      });
      setSubject(rendered.subject);
      setBody(rendered.body);
      const name = draft.templates.find((tpl) => String(tpl.id) === value)?.name ?? '';
      toast.success(t('templateApplied', { name }));
    } catch (error) {
      toast.error(t('loadFailed'), error instanceof Error ? error.message : undefined);
    }
  };

  const addUpload = async (file: File | null) => {
    if (!file) return;
    try {
      const stored = await upload.mutateAsync(file);
      setFiles((list) => [...list, { id: stored.id, name: stored.name }]);
    } catch (error) {
      toast.error(t('uploadFailed'), error instanceof Error ? error.message : undefined);
    }
  };

  const submit = async () => {
    if (send.isPending) return;
    const found = checkMessage({ to, cc, bcc, subject, body });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const sent = await send.mutateAsync({
        account_id: accountId ? Number(accountId) : null,
        to,
        cc,
        bcc,
        subject,
        body,
        file_ids: files.map((f) => f.id),
        document_ids: [...(attachPdf && draft.document ? [draft.document.id] : []), ...pdfs.map((d) => d.id)],
        customer_id: draft.customer?.id ?? null,
        document_id: draft.document?.id ?? null,
        ticket_id: draft.ticket?.id ?? null,
      });
      toast.success(t('sent', { to: sent.to.join(', ') }));
      if (sent.sent_copy_error) toast.error(t('sentNoCopy', { reason: sent.sent_copy_error }));
      void navigate({
        to: origin.to,
        search: (draft.customer && !draft.document && !draft.ticket ? { tab: 'history' } : {}) as never,
      });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
    }
  };

  const documentOptions = (documentSearch.data ?? [])
    .filter((d) => d.id !== draft.document?.id && !pdfs.some((chosen) => chosen.id === d.id))
    .map((d) => ({
      value: String(d.id),
      label: `${documentTypeDefinitions[d.type].label} ${d.number ?? ''} – ${d.customer_name ?? ''}`,
    }));
  const fileOptions = (fileSearch.data?.items ?? [])
    .filter((f) => !files.some((chosen) => chosen.id === f.id))
    .map((f) => ({ value: String(f.id), label: f.name }));

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <MailAccountSelect
              label={t('account')}
              accounts={draft.accounts}
              value={accountId}
              onChange={setAccountId}
            />
            <RecipientInput
              label={t('to')}
              description={t('addressesHint')}
              value={to}
              onChange={setTo}
              error={errors.to}
              required
            />
            <RecipientInput label={t('cc')} value={cc} onChange={setCc} error={errors.cc} />
            <RecipientInput label={t('bcc')} value={bcc} onChange={setBcc} error={errors.bcc} />
            {draft.templates.length > 0 && (
              <Select
                label={t('template')}
                placeholder={t('templatePlaceholder')}
                data={draft.templates.map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
                value={templateId}
                onChange={(value) => void applyTemplate(value)}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <TextInput
              label={t('subject')}
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              error={errors.subject}
              required
            />
            <Textarea
              label={t('body')}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              error={errors.body}
              autosize
              minRows={8}
              maxRows={24}
              required
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('attachments')}
            </Title>
            {draft.document &&
              (draft.document.pdf_available ? (
                <Checkbox
                  label={t('attachPdf', { label: draft.document.label, number: draft.document.number ?? '' })}
                  checked={attachPdf}
                  onChange={(e) => setAttachPdf(e.currentTarget.checked)}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('noPdf', { label: draft.document.label })}
                </Text>
              ))}
            {files.length === 0 && pdfs.length === 0 && !attachPdf && (
              <Text size="sm" c="dimmed">
                {t('noAttachments')}
              </Text>
            )}
            {[...pdfs, ...files].map((file) => (
              <Group key={`${pdfs.includes(file) ? 'pdf' : 'file'}-${file.id}`} gap="xs" wrap="nowrap">
                <IconPaperclip size={16} aria-hidden />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('remove', { name: file.name })}
                  onClick={() => {
                    setFiles((list) => list.filter((f) => f !== file));
                    setPdfs((list) => list.filter((f) => f !== file));
                  }}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            ))}
            {errors.file_ids && <ErrorAlert message={errors.file_ids} />}
            {errors.document_ids && <ErrorAlert message={errors.document_ids} />}
            <Group gap="sm" align="flex-end" wrap="wrap">
              {canReadDocuments && (
                <Select
                  label={t('fromDocuments')}
                  placeholder={t('fromDocumentsPlaceholder')}
                  data={documentOptions}
                  value={null}
                  searchable
                  searchValue={documentTerm}
                  onSearchChange={setDocumentTerm}
                  filter={({ options }) => options}
                  onChange={(value) => {
                    const chosen = documentOptions.find((o) => o.value === value);
                    if (chosen)
                      setPdfs((list) => [
                        ...list,
                        { id: Number(chosen.value), name: `${chosen.label} (PDF)` },
                      ]);
                    setDocumentTerm('');
                  }}
                  comboboxProps={{ withinPortal: true }}
                  miw={240}
                  style={{ flex: 1 }}
                />
              )}
              {canReadFiles && (
                <Select
                  label={t('fromFiles')}
                  placeholder={t('fromFilesPlaceholder')}
                  data={fileOptions}
                  value={null}
                  searchable
                  searchValue={fileTerm}
                  onSearchChange={setFileTerm}
                  filter={({ options }) => options}
                  onChange={(value) => {
                    const chosen = fileOptions.find((o) => o.value === value);
                    if (chosen)
                      setFiles((list) => [...list, { id: Number(chosen.value), name: chosen.label }]);
                    setFileTerm('');
                  }}
                  comboboxProps={{ withinPortal: true }}
                  miw={240}
                  style={{ flex: 1 }}
                />
              )}
              {canUpload && (
                <FileButton onChange={(file) => void addUpload(file)}>
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      leftSection={<IconUpload size={16} />}
                      loading={upload.isPending}
                    >
                      {t('upload')}
                    </Button>
                  )}
                </FileButton>
              )}
            </Group>
          </Stack>
        </Paper>

        {send.error?.status === 502 ? (
          <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} title={t('serverFailed')}>
            {send.error.message}
          </Alert>
        ) : (
          <ErrorAlert message={send.error?.message} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => void navigate({ to: origin.to })}
            disabled={send.isPending}
          >
            {t('cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

function ComposeScreen() {
  const { t } = useTranslation('emails');
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const params: DraftParams = {
    ...(typeof search['to'] === 'string' && search['to'] ? { to: search['to'] } : {}),
    ...(idOf(search['customer']) && { customer: idOf(search['customer']) }),
    ...(idOf(search['document']) && { document: idOf(search['document']) }),
    ...(idOf(search['ticket']) && { ticket: idOf(search['ticket']) }),
  };
  const draft = useEmailDraft(params);
  const canSetUp = useSession((s) => s.permissions.includes('settings.write'));
  const origin = draft.data ? originOf(draft.data) : { to: '/' };

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <BackLink to={origin.to}>{t('back')}</BackLink>
        <Title order={1}>{t('title')}</Title>
        {draft.data && (
          <Group gap="xs">
            {draft.data.customer && (
              <Badge variant="light">{t('about.customer', { name: draft.data.customer.name })}</Badge>
            )}
            {draft.data.document && (
              <Badge variant="light">
                {t('about.document', {
                  label: draft.data.document.label,
                  number: draft.data.document.number ?? '',
                })}
              </Badge>
            )}
            {draft.data.ticket && (
              <Badge variant="light">{t('about.ticket', { number: draft.data.ticket.number })}</Badge>
            )}
          </Group>
        )}
      </Stack>
      {draft.isPending ? (
        <Group justify="center" py="xl">
          <BusyIndicator label={t('loading')} />
        </Group>
      ) : draft.isError ? (
        <ErrorAlert message={`${t('loadFailed')} ${draft.error.message}`} />
      ) : draft.data.accounts.length === 0 ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          <Stack gap="xs" align="flex-start">
            {t('noAccount')}
            {canSetUp && (
              <Anchor component={Link} to="/settings/emailaccounts/create" size="sm">
                {t('setupAccount')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      ) : (
        <ComposeForm draft={draft.data} params={params} />
      )}
    </Stack>
  );
}

/** `/email/new`: write an e-mail through one of the tenant's accounts (SPEC §2). */
export function EmailComposePage() {
  return (
    <RequirePermission permission="email.send">
      <ComposeScreen />
    </RequirePermission>
  );
}
