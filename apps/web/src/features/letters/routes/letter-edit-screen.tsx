import { Button, Grid, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { Letter } from '@kontor/contracts';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useDeleteLetter, useFinalizeLetter, useLetter, useUpdateLetter } from '../api/letters-api.ts';
import { LetterForm } from '../components/letter-form.tsx';
import { formValuesOf, inputOf } from '../components/letter-form-values.ts';
import { LetterPreview } from '../components/letter-preview.tsx';
import '../i18n.ts';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes/unsaved-changes-guard.tsx';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

function LetterEditor({ letter }: { letter: Letter }) {
  const { t } = useTranslation('letters');
  const navigate = useNavigate();
  const phone = useIsPhoneLayout();
  const update = useUpdateLetter(letter.id);
  const finalize = useFinalizeLetter(letter.id);
  const remove = useDeleteLetter(letter.id);
  const [values, setValues] = useState(() => formValuesOf(letter));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(formValuesOf(letter));
  const failed = (error: ApiError) => {
    setErrors(error instanceof ApiError ? error.fields : {});
    toast.error(error.message || t('form.invalid'));
  };
  const save = () =>
    update.mutate(
      { ...inputOf(values), version: letter.version },
      {
        onSuccess: (saved) => {
          setErrors({});
          setValues(formValuesOf(saved));
          toast.success(t('form.saved'));
        },
        onError: failed,
      },
    );
  const [confirming, setConfirming] = useState(false);
  const doFinalize = () =>
    finalize.mutate(letter.version, {
      onSuccess: (saved) => {
        toast.success(t('form.finalized'));
        void navigate({ to: `/createdletters/show/${saved.id}`, ignoreBlocker: true });
      },
      onError: (error) => {
        setConfirming(false);
        failed(error);
      },
    });
  // Deleting a draft cannot be undone: asked first, like deleting anywhere else.
  const [deleting, setDeleting] = useState(false);
  const removeThis = {
    mutateAsync: () => remove.mutateAsync(),
    reset: remove.reset,
    error: remove.error,
    isPending: remove.isPending,
  };
  return (
    <Stack gap="lg">
      <UnsavedChangesGuard when={dirty} />
      <Stack gap={4}>
        <BackLink to="/createdletters/list">{t('form.back')}</BackLink>
        <Title order={1}>{t('form.editTitle')}</Title>
        <Text c="dimmed" size="sm">
          {t('form.finalizeHint')}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <LetterForm
            values={values}
            onChange={setValues}
            errors={errors}
            recipientName={letter.recipient_name ?? undefined}
            submitLabel={t('form.save')}
            submitting={update.isPending}
            onSubmit={save}
            actions={
              <>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setDeleting(true)}
                >
                  {t('form.delete')}
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconLock size={16} />}
                  loading={finalize.isPending}
                  disabled={dirty}
                  title={dirty ? t('form.unsaved') : undefined}
                  onClick={() => setConfirming(true)}
                >
                  {t('form.finalize')}
                </Button>
              </>
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('preview.title')}
            </Title>
            <LetterPreview id={letter.id} version={letter.version} phone={phone} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmDeleteDialog
        item={deleting ? { id: letter.id, name: letter.subject } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/createdletters/list', ignoreBlocker: true })}
        remove={removeThis}
        namespace="letters"
      />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('form.finalizeConfirm')}>
        <Stack gap="md">
          <Text size="sm">{t('form.finalizeHint')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('form.cancel')}
            </Button>
            <Button leftSection={<IconLock size={16} />} loading={finalize.isPending} onClick={doFinalize}>
              {t('form.finalize')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export function LetterEditScreen({ id }: { id: number }) {
  const { t } = useTranslation('letters');
  const letter = useLetter(id);
  if (letter.isPending)
    return (
      <Group justify="center" py="xl">
        <BusyIndicator label={t('loading', { ns: 'common' })} />
      </Group>
    );
  if (letter.isError)
    return (
      <LoadFailedAlert
        title={t('list.loadFailed')}
        message={letter.error.message}
        retryLabel={t('list.retry')}
        onRetry={() => void letter.refetch()}
      />
    );
  // A finalized letter cannot be edited any more: its page shows it.
  if (letter.data.status !== 'draft') return <Navigate to={`/createdletters/show/${id}`} replace />;
  return <LetterEditor key={letter.data.id} letter={letter.data} />;
}
