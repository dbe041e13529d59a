import { Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../ui/back-link.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../ui/toast/toast.ts';
import { useCorrectWorkingTime, useDeleteWorkingTime } from '../api/use-working-time-mutations.ts';
import { useWorkingTime } from '../api/use-working-times.ts';
import { RevisionList } from '../components/revision-list.tsx';
import { WorkingTimeForm } from '../components/working-time-form.tsx';
import '../i18n.ts';
import { dayLabel, hoursAndMinutes, timeLabel } from '../month.ts';
import { usePersonMonth } from '../use-person-month.ts';

/** `/workingtimes/show/{id}` and `/workingtimes/edit/{id}`: one record, its history, correcting it. */
export function WorkingTimeRecordPage() {
  return (
    <RequirePermission permission="workingTimes.read">
      <WorkingTimeRecord />
    </RequirePermission>
  );
}

function WorkingTimeRecord() {
  const { t } = useTranslation('workingTimes');
  const navigate = useNavigate();
  const { mode, profileId: id, canWrite } = usePersonMonth();
  const record = useWorkingTime(id ?? 0);
  const correct = useCorrectWorkingTime(id ?? 0);
  const [deleting, setDeleting] = useState(false);

  if (record.isError) {
    return (
      <LoadFailedAlert
        title={t('show.notFound')}
        message={record.error.message}
        retryLabel={t('list.retry')}
        onRetry={() => void record.refetch()}
      />
    );
  }
  if (record.isPending) return <Skeleton h={240} />;
  const data = record.data;
  const month = data.start.slice(0, 7);
  const listPath = `/workingtimes/list/${data.profile_id}`;
  const editing = mode === 'edit' && canWrite && !data.deleted;

  return (
    <Stack gap="md" maw={760}>
      <BackLink to={listPath}>{t('show.back')}</BackLink>
      {editing ? (
        <WorkingTimeForm
          title={t('form.editTitle')}
          initial={{ start: data.start, end: data.end, breaks: data.breaks, reason: '' }}
          correcting
          pending={correct.isPending}
          error={correct.error}
          onCancel={() => void navigate({ to: `/workingtimes/show/${data.id}` })}
          onSubmit={(values) =>
            correct.mutate(
              { ...values, version: data.version },
              {
                onSuccess: () => {
                  toast.success(t('form.saved'));
                  void navigate({ to: `/workingtimes/show/${data.id}` });
                },
              },
            )
          }
        />
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={1} size="h3">
                {t('show.title')} {dayLabel(data.start)}
              </Title>
              {data.deleted && <Badge color="red">{t('show.deletedBadge')}</Badge>}
            </Group>
            <Text size="lg">
              {timeLabel(data.start)} – {timeLabel(data.end, data.start)} · {t('show.net')}{' '}
              {hoursAndMinutes(data.net_minutes)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('show.breaks')}:{' '}
              {data.breaks.length === 0
                ? t('show.noBreaks')
                : data.breaks.map((b) => `${timeLabel(b.start)}–${timeLabel(b.end, b.start)}`).join(', ')}
            </Text>
            {canWrite && !data.deleted && (
              <Group gap="xs" mt="xs">
                <Button
                  component={Link}
                  to={`/workingtimes/edit/${data.id}`}
                  variant="light"
                  leftSection={<IconEdit size={16} />}
                >
                  {t('list.edit')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setDeleting(true)}
                >
                  {t('form.delete')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('show.history')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('show.recordedBy', {
              by: data.recorded_by ?? t('show.unknownPerson'),
              date: formatDateTime(data.created_at),
            })}
          </Text>
          <RevisionList revisions={data.revisions} />
        </Stack>
      </Paper>
      <DeleteDialog
        id={data.id}
        version={data.version}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: listPath, search: { monat: month } })}
      />
    </Stack>
  );
}

function DeleteDialog(props: {
  id: number;
  version: number;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('workingTimes');
  const remove = useDeleteWorkingTime(props.id);
  const [reason, setReason] = useState('');
  const close = () => {
    remove.reset();
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={t('form.deleteTitle')}>
      <Stack>
        <Text size="sm">{t('form.deleteBody')}</Text>
        <ErrorAlert message={remove.error?.message} />
        <Textarea
          label={t('form.reason')}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(
                { reason, version: props.version },
                {
                  onSuccess: () => {
                    toast.success(t('form.deleted'));
                    props.onDeleted();
                  },
                },
              )
            }
          >
            {t('form.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
