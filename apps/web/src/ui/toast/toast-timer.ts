/**
 * The countdown of one toast as plain data, so pausing and the progress bar are simple arithmetic.
 * `startedAt` is null while paused; `remaining` is the time left when the countdown last (re)started.
 */
export interface ToastTimer {
  timeout: number;
  remaining: number;
  startedAt: number | null;
}

export const startTimer = (timeout: number, now: number): ToastTimer => ({
  timeout,
  remaining: timeout,
  startedAt: now,
});

export const isPaused = (timer: ToastTimer) => timer.startedAt === null;

export const remainingAt = (timer: ToastTimer, now: number): number =>
  timer.startedAt === null ? timer.remaining : Math.max(0, timer.remaining - (now - timer.startedAt));

export const pauseTimer = (timer: ToastTimer, now: number): ToastTimer =>
  isPaused(timer) ? timer : { ...timer, remaining: remainingAt(timer, now), startedAt: null };

export const resumeTimer = (timer: ToastTimer, now: number): ToastTimer =>
  isPaused(timer) ? { ...timer, startedAt: now } : timer;

/** Remaining time in percent of the timeout (100 = just shown, 0 = closing). */
export const progressPercent = (timer: ToastTimer, now: number): number =>
  timer.timeout > 0 ? Math.min(100, Math.max(0, (remainingAt(timer, now) / timer.timeout) * 100)) : 0;
