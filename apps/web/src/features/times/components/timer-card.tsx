import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { RecordPicker } from '../../../ui/record-picker.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useStartTimer, useStopTimer, useTimer } from '../api/use-times.ts';
import '../i18n.ts';
import { elapsedText, hoursText } from '../week.ts';

/** Ticks once a second while something runs. */
function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [active]);
  return now;
}

/**
 * The person's one running timer (kept on the server): start it on a project, stop it to book the
 * time. Shared by `/times` and `/mobile`.
 */
export function TimerCard() {
  const { t } = useTranslation('times');
  const timer = useTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const [projectId, setProjectId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const running = timer.data?.timer ?? null;
  const now = useNow(running !== null);

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('timer.title')}
        </Title>
        <ErrorAlert message={start.error?.message ?? stop.error?.message} />
        {running ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text size="xl" fw={700} ff="monospace" data-testid="timer-elapsed">
                {elapsedText(running.started_at, now)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('timer.running', {
                  time: new Date(running.started_at).toLocaleTimeString('de-DE', {
                    hour: '2-digit',
                    minute: '2-digit',
                    timeZone: 'Europe/Berlin',
                  }),
                })}
                {running.project_name ? ` · ${running.project_name}` : ''}
                {running.description ? ` · ${running.description}` : ''}
              </Text>
            </Stack>
            <Button
              color="red"
              leftSection={<IconPlayerStop size={16} />}
              loading={stop.isPending}
              onClick={() =>
                stop.mutate(undefined, {
                  onSuccess: (entry) =>
                    toast.success(t('timer.stopped', { duration: hoursText(entry.duration_minutes) })),
                })
              }
            >
              {t('timer.stop')}
            </Button>
          </Group>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('timer.idle')}
            </Text>
            <RecordPicker
              types={['projects']}
              label={t('timer.project')}
              value={projectId}
              onChange={setProjectId}
              clearable
            />
            <TextInput
              label={t('timer.text')}
              value={text}
              maxLength={2000}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Group>
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                loading={start.isPending}
                disabled={timer.isPending}
                onClick={() =>
                  start.mutate(
                    { project_id: projectId, description: text || null },
                    { onSuccess: () => setText('') },
                  )
                }
              >
                {t('timer.start')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
