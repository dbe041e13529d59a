import {
  Avatar,
  Button,
  CloseButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  getThemeColor,
  useMantineTheme,
} from '@mantine/core';
import { useEffect, useState, type CSSProperties, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { DEFAULT_TOAST_COLOR, type ToastEntry, type ToastStore } from './toast-store.ts';
import { progressPercent, type ToastTimer } from './toast-timer.ts';
import classes from './toast.module.css';

const PROGRESS_TICK_MS = 100;

/** Re-renders while the countdown runs, so the bar moves; a paused or endless toast stays still. */
function useProgress(timer: ToastTimer, now: () => number) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (timer.startedAt === null || timer.timeout === 0) return;
    const handle = setInterval(() => setTick((tick) => tick + 1), PROGRESS_TICK_MS);
    return () => clearInterval(handle);
  }, [timer]);
  return Math.round(progressPercent(timer, now()));
}

const stop = (event: MouseEvent) => event.stopPropagation();

export function ToastCard({ entry, store }: { entry: ToastEntry; store: ToastStore }) {
  const { t } = useTranslation('ui');
  const theme = useMantineTheme();
  const { toast, timer } = entry;
  const color = toast.color === DEFAULT_TOAST_COLOR ? theme.primaryColor : toast.color;
  const percent = useProgress(timer, store.now);
  const pause = () => store.pause(toast.id);
  const resume = () => store.resume(toast.id);
  // Keyboard users get the same pause as the pointer, until focus leaves the toast entirely.
  const resumeOnBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
  };
  const leading = toast.avatar ? (
    <Avatar src={toast.avatar.src} alt={toast.avatar.alt} radius="xl" />
  ) : toast.icon ? (
    <ThemeIcon variant="light" color={color} radius="xl" size="lg" aria-hidden>
      {toast.icon}
    </ThemeIcon>
  ) : null;

  return (
    <Paper
      role="status"
      aria-label={toast.title}
      withBorder
      shadow="md"
      radius="md"
      className={classes.toast}
      style={{ '--toast-color': getThemeColor(color, theme) } as CSSProperties}
      data-clickable={toast.onClick ? true : undefined}
      data-paused={timer.startedAt === null || undefined}
      tabIndex={-1}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resumeOnBlur}
      onKeyDown={(event) => event.key === 'Escape' && store.close(toast.id)}
      onClick={toast.onClick ? () => toast.onClick?.(toast) : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm" p="sm">
        {leading}
        <Stack gap={4} flex={1} miw={0}>
          {toast.title && (
            <Text fw={600} size="sm">
              {toast.title}
            </Text>
          )}
          {toast.description && (
            <Text size="sm" c="dimmed" component="div">
              {toast.description}
            </Text>
          )}
          {toast.actions.length > 0 && (
            <Group gap="xs" mt={4}>
              {toast.actions.map((action) => (
                <Button
                  key={action.label}
                  size="compact-sm"
                  variant="light"
                  color={action.color ?? color}
                  onClick={(event) => {
                    stop(event);
                    store.runAction(toast.id, action);
                  }}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
        {toast.closeButton && (
          <CloseButton
            size="sm"
            aria-label={t('toast.close')}
            onClick={(event) => {
              stop(event);
              store.close(toast.id);
            }}
          />
        )}
      </Group>
      {toast.timeout > 0 && (
        <Progress
          value={percent}
          size={3}
          radius={0}
          color={color}
          transitionDuration={PROGRESS_TICK_MS}
          aria-label={t('toast.remaining')}
        />
      )}
    </Paper>
  );
}
