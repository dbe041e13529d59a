import { describe, expect, it } from 'vitest';
import { pauseTimer, progressPercent, remainingAt, resumeTimer, startTimer } from './toast-timer.ts';

describe('toast timer', () => {
  it('counts down from the timeout and shows the rest in percent', () => {
    const timer = startTimer(5000, 1000);
    expect(progressPercent(timer, 1000)).toBe(100);
    expect(remainingAt(timer, 2250)).toBe(3750);
    expect(progressPercent(timer, 2250)).toBe(75);
    expect(progressPercent(timer, 6000)).toBe(0);
    expect(progressPercent(timer, 9000)).toBe(0);
  });

  it('stands still while paused and continues from there', () => {
    const paused = pauseTimer(startTimer(5000, 0), 2000);
    expect(remainingAt(paused, 2000)).toBe(3000);
    expect(progressPercent(paused, 60_000)).toBe(60);

    const resumed = resumeTimer(paused, 60_000);
    expect(remainingAt(resumed, 61_000)).toBe(2000);
    expect(progressPercent(resumed, 61_000)).toBe(40);
  });

  it('ignores a second pause or resume', () => {
    const paused = pauseTimer(startTimer(5000, 0), 1000);
    expect(pauseTimer(paused, 4000)).toBe(paused);
    const running = startTimer(5000, 0);
    expect(resumeTimer(running, 3000)).toBe(running);
  });

  it('has no progress for a toast without timeout', () => {
    expect(progressPercent(startTimer(0, 0), 100)).toBe(0);
  });
});
