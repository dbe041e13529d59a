import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import {
  formStatusLabels,
  validateFormAnswers,
  type FormAnswers,
  type FormInstanceDetail,
} from '@kontor/contracts';
import { IconFileTypePdf, IconSignature } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { entityPaths } from '../../../lib/entity-paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useDeleteForm, useFileUrl, useForm, useSignForm, useUpdateForm } from '../api/use-forms.ts';
import { FormFieldInput } from '../components/form-field-input.tsx';
import '../i18n.ts';

function SignedNotice({ form }: { form: FormInstanceDetail }) {
  const { t } = useTranslation('forms');
  const fileUrl = useFileUrl();
  if (!form.pdf) return null;
  return (
    <Alert
      color="green"
      icon={<IconSignature size={18} />}
      title={t('fill.signedAt', { date: formatDateTime(form.signed_at!) })}
    >
      <Stack gap={4}>
        <Anchor href={fileUrl(form.pdf.file_id)}>
          <Group gap={4} wrap="nowrap">
            <IconFileTypePdf size={16} />
            {form.pdf.name}
          </Group>
        </Anchor>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {t('fill.checksum', { hash: form.pdf.sha256 })}
        </Text>
      </Stack>
    </Alert>
  );
}

function FormFill({ form }: { form: FormInstanceDetail }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const canWrite = useSession((s) => s.permissions.includes('forms.write'));
  const [answers, setAnswers] = useState<FormAnswers>(form.answers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateForm(form.id);
  const sign = useSignForm(form.id);
  const remove = useDeleteForm();
  const locked = form.status === 'signed' || !canWrite;

  const set = (key: string) => (value: unknown) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const fail = (error: Error) => {
    setErrors(error instanceof ApiError ? error.fields : {});
    toast.error(error.message || t('fill.invalid'));
  };
  const save = () =>
    update.mutate(
      { answers, version: form.version },
      { onSuccess: () => toast.success(t('fill.saved')), onError: fail },
    );
  const askToSign = () => {
    const found = validateFormAnswers(form.fields, answers, 'sign');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error('Bitte füllen Sie die markierten Pflichtfelder aus.');
      return;
    }
    setConfirming(true);
  };
  const doSign = () =>
    sign.mutate(
      { answers, version: form.version },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(t('fill.signed'));
        },
        onError: (error) => {
          setConfirming(false);
          fail(error);
        },
      },
    );
  const discard = () => {
    if (!window.confirm(t('fill.removeConfirm'))) return;
    remove.mutate(form.id, {
      onSuccess: () => {
        toast.success(t('fill.removed'));
        void navigate({ to: '/forms' });
      },
      onError: fail,
    });
  };

  const targets = [
    form.project && {
      label: t('fill.project'),
      to: entityPaths.show('projects', form.project.id),
      ...form.project,
    },
    form.customer && {
      label: t('fill.customer'),
      to: entityPaths.show('customers', form.customer.id),
      ...form.customer,
    },
  ].filter((x) => !!x);

  return (
    <Stack gap="md" maw={720}>
      <Stack gap={4}>
        <BackLink to="/forms">{t('fill.back')}</BackLink>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={1} size="h2">
            {form.title}
          </Title>
          <Badge color={form.status === 'signed' ? 'green' : 'gray'} variant="light">
            {formStatusLabels[form.status]}
          </Badge>
        </Group>
        {targets.map((target) => (
          <Text key={target.to} size="sm" c="dimmed">
            {target.label}:{' '}
            <Anchor component={Link} to={target.to} size="sm">
              {target.name}
            </Anchor>
          </Text>
        ))}
      </Stack>
      <SignedNotice form={form} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          {form.fields.map((field) => (
            <FormFieldInput
              key={field.key}
              field={field}
              value={answers[field.key]}
              onChange={set(field.key)}
              error={errors[field.key]}
              disabled={locked}
            />
          ))}
        </Stack>
      </Paper>
      {!locked && (
        <Stack gap="xs">
          <Button
            size="lg"
            leftSection={<IconSignature size={20} />}
            onClick={askToSign}
            loading={sign.isPending}
          >
            {t('fill.sign')}
          </Button>
          <Group grow>
            <Button variant="default" onClick={save} loading={update.isPending}>
              {t('fill.save')}
            </Button>
            <Button variant="subtle" color="red" onClick={discard} loading={remove.isPending}>
              {t('fill.remove')}
            </Button>
          </Group>
        </Stack>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('fill.sign')}>
        <Stack gap="md">
          <Text>{t('fill.signConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('start.cancel')}
            </Button>
            <Button onClick={doSign} loading={sign.isPending}>
              {t('fill.signNow')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function FormFillScreen() {
  const { t } = useTranslation('forms');
  const { id } = useParams({ strict: false }) as { id: string };
  const form = useForm(Number(id));
  if (form.isError)
    return (
      <LoadFailedAlert
        title={t('list.loadFailed')}
        message={form.error.message}
        retryLabel={t('list.retry')}
        onRetry={() => void form.refetch()}
      />
    );
  if (!form.data) return <Loader />;
  // Re-mount on every saved version, so the local answers follow the server's.
  return <FormFill key={`${form.data.id}-${form.data.version}`} form={form.data} />;
}

export function FormFillPage() {
  return (
    <RequirePermission permission="forms.read">
      <FormFillScreen />
    </RequirePermission>
  );
}
