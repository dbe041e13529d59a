/**
 * Toast notifications (SPEC §3, §4). Use the ready-made API from `ui/toast/toast.ts`:
 *
 *   import { toast } from './toast.ts';           // or: const toast = useToast();
 *   toast.success(t('saved'));                                  // green, check icon, 5 s
 *   toast.error(t('saveFailed'), error.message);                // red, stays a little longer
 *   toast.show({ title: t('deleted'), actions: [{ label: t('undo'), onClick: () => restore() }] });
 *
 * A toast closes after `timeout` ms (default 5000; 0 = stays until closed), pauses while the
 * pointer or keyboard focus is on it, and closes on its close button or any action.
 * `callback` runs whenever it closes, whatever the reason.
 */
import type { ReactNode } from 'react';
import { pauseTimer, remainingAt, resumeTimer, startTimer, type ToastTimer } from './toast-timer.ts';

export const DEFAULT_TOAST_TIMEOUT = 5000;
/** Resolved to the theme's primary colour (green) when rendered. */
export const DEFAULT_TOAST_COLOR = 'primary';

export interface ToastAction {
  label: string;
  onClick?: (toast: Toast) => void;
  color?: string;
}

export interface ToastOptions {
  /** A timestamp string by default; showing an existing id replaces that toast. */
  id?: string;
  title?: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Image URL shown instead of the icon, e.g. the person a message is about. */
  avatar?: { src: string; alt: string };
  color?: string;
  timeout?: number;
  actions?: ToastAction[];
  /** Runs when the toast closes (timeout, close button, action or `close(id)`). */
  callback?: () => void;
  /** Click on the toast body; it stays open. */
  onClick?: (toast: Toast) => void;
  closeButton?: boolean;
}

export interface Toast extends Omit<ToastOptions, 'id' | 'color' | 'timeout' | 'actions' | 'closeButton'> {
  id: string;
  color: string;
  timeout: number;
  actions: ToastAction[];
  closeButton: boolean;
}

export interface ToastEntry {
  toast: Toast;
  timer: ToastTimer;
}

export interface ToastClock {
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

const browserClock: ToastClock = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type ToastStore = ReturnType<typeof createToastStore>;

export function createToastStore(clock: ToastClock = browserClock) {
  let entries: readonly ToastEntry[] = [];
  let lastId = 0;
  const handles = new Map<string, unknown>();
  const listeners = new Set<() => void>();

  const publish = (next: readonly ToastEntry[]) => {
    entries = next;
    for (const listener of listeners) listener();
  };
  const find = (id: string) => entries.find((entry) => entry.toast.id === id);
  const replace = (id: string, change: (entry: ToastEntry) => ToastEntry) =>
    publish(entries.map((entry) => (entry.toast.id === id ? change(entry) : entry)));

  const cancel = (id: string) => {
    if (handles.has(id)) clock.clearTimer(handles.get(id));
    handles.delete(id);
  };
  const schedule = (id: string, ms: number) => {
    cancel(id);
    handles.set(
      id,
      clock.setTimer(() => close(id), ms),
    );
  };

  // Unique even when two toasts are shown in the same millisecond.
  const nextId = () => {
    lastId = Math.max(clock.now(), lastId + 1);
    return String(lastId);
  };

  function show(options: ToastOptions): string {
    const { id: wantedId, color, timeout, actions, closeButton, ...rest } = options;
    const id = wantedId ?? nextId();
    const toast: Toast = {
      ...rest,
      id,
      color: color ?? DEFAULT_TOAST_COLOR,
      timeout: Math.max(0, timeout ?? DEFAULT_TOAST_TIMEOUT),
      actions: actions ?? [],
      closeButton: closeButton ?? true,
    };
    const entry: ToastEntry = { toast, timer: startTimer(toast.timeout, clock.now()) };
    publish(find(id) ? entries.map((e) => (e.toast.id === id ? entry : e)) : [...entries, entry]);
    if (toast.timeout > 0) schedule(id, toast.timeout);
    else cancel(id);
    return id;
  }

  function close(id: string) {
    const entry = find(id);
    if (!entry) return;
    cancel(id);
    publish(entries.filter((e) => e !== entry));
    entry.toast.callback?.();
  }

  function pause(id: string) {
    const entry = find(id);
    if (!entry || entry.toast.timeout === 0 || entry.timer.startedAt === null) return;
    cancel(id);
    replace(id, (e) => ({ ...e, timer: pauseTimer(e.timer, clock.now()) }));
  }

  function resume(id: string) {
    const entry = find(id);
    if (!entry || entry.toast.timeout === 0 || entry.timer.startedAt !== null) return;
    const timer = resumeTimer(entry.timer, clock.now());
    replace(id, (e) => ({ ...e, timer }));
    schedule(id, remainingAt(timer, clock.now()));
  }

  /** Runs the action's handler, then closes the toast (SPEC §4). */
  function runAction(id: string, action: ToastAction) {
    const entry = find(id);
    if (!entry) return;
    action.onClick?.(entry.toast);
    close(id);
  }

  return {
    show,
    close,
    pause,
    resume,
    runAction,
    clear: () => entries.forEach((entry) => close(entry.toast.id)),
    now: clock.now,
    getSnapshot: () => entries,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
