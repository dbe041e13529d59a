import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCoffee, IconLogin, IconLogout, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useClockAction, useWorkingTimeClock, type ClockAction } from '../api/use-working-time-clock.ts';
import '../i18n.ts';
import { hoursAndMinutes } from '../month.ts';

const timeOf = (local: string) => local.slice(11, 16);

/**
 * Kommen, Pause, Gehen with today's net working time: for oneself (`/workingtimes`, `/mobile`), or
 * a manager's for the person shown (`profileId`, `personName`); the record then names the manager.
 */
export function ClockCard({
  source,
  profileId,
  personName,
}: {
  source: 'web' | 'phone';
  profileId?: number;
  personName?: string;
}) {
  const { t } = useTranslation('workingTimes');
  const clock = useWorkingTimeClock(profileId);
  const action = useClockAction(profileId);
  const run = (next: ClockAction) =>
    action.mutate(
      { action: next, source },
      {
        onSuccess: (result) => {
          if (next !== 'out') return;
          toast.success(
            result.record
              ? t('clock.booked', { net: hoursAndMinutes(result.record.net_minutes) })
              : t('clock.nothingBooked'),
          );
        },
      },
    );
  const pending = (next: ClockAction) => action.isPending && action.variables?.action === next;
  const state = clock.data;

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={
        profileId === undefined ? t('clock.title') : t('clock.titleFor', { name: personName ?? '' })
      }
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {profileId === undefined ? t('clock.title') : t('clock.titleFor', { name: personName ?? '' })}
          </Title>
          {state && (
            <Badge color={state.start ? (state.break_start ? 'yellow' : 'green') : 'gray'} variant="light">
              {state.start ? (state.break_start ? t('clock.onBreak') : t('clock.in')) : t('clock.out')}
            </Badge>
          )}
        </Group>
        <ErrorAlert message={action.error?.message ?? clock.error?.message} />
        {!state ? (
          <Skeleton h={60} />
        ) : (
          <>
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                {state.start
                  ? state.break_start
                    ? t('clock.breakSince', { time: timeOf(state.break_start) })
                    : t('clock.since', { time: timeOf(state.start) })
                  : t(profileId === undefined ? 'clock.notIn' : 'clock.notInOther')}
              </Text>
              <Text fw={700} data-testid="today-net">
                {t('clock.todayNet', { net: hoursAndMinutes(state.today_net_minutes) })}
              </Text>
            </Group>
            <Group gap="xs" grow>
              {!state.start ? (
                <Button
                  size="md"
                  leftSection={<IconLogin size={18} />}
                  loading={pending('in')}
                  onClick={() => run('in')}
                >
                  {t('clock.clockIn')}
                </Button>
              ) : (
                <>
                  {state.break_start ? (
                    <Button
                      size="md"
                      variant="default"
                      leftSection={<IconPlayerPlay size={18} />}
                      loading={pending('breakEnd')}
                      onClick={() => run('breakEnd')}
                    >
                      {t('clock.breakEnd')}
                    </Button>
                  ) : (
                    <Button
                      size="md"
                      variant="default"
                      leftSection={<IconCoffee size={18} />}
                      loading={pending('breakStart')}
                      onClick={() => run('breakStart')}
                    >
                      {t('clock.breakStart')}
                    </Button>
                  )}
                  <Button
                    size="md"
                    color="red"
                    leftSection={<IconLogout size={18} />}
                    loading={pending('out')}
                    onClick={() => run('out')}
                  >
                    {t('clock.clockOut')}
                  </Button>
                </>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
