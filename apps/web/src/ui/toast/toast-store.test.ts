import { describe, expect, it, vi } from 'vitest';
import { createToastStore, type ToastClock } from './toast-store.ts';

/** A hand-driven clock: `advance` runs every timer that falls due. */
function fakeClock() {
  let now = 1_700_000_000_000;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: ToastClock = {
    now: () => now,
    setTimer: (run, ms) => {
      const handle = nextHandle++;
      timers.set(handle, { at: now + ms, run });
      return handle;
    },
    clearTimer: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(handle);
        timer.run();
      }
    }
  };
  return { clock, advance, pending: () => timers.size };
}

describe('toast store', () => {
  it('fills in the SPEC defaults: timestamp id, primary colour, 5000 ms, close button', () => {
    const { clock } = fakeClock();
    const store = createToastStore(clock);
    const id = store.show({ title: 'Gespeichert.' });
    const [entry] = store.getSnapshot();
    expect(id).toBe(String(clock.now()));
    expect(entry?.toast).toMatchObject({
      id,
      title: 'Gespeichert.',
      color: 'primary',
      timeout: 5000,
      actions: [],
      closeButton: true,
    });
  });

  it('gives toasts shown in the same millisecond different ids', () => {
    const store = createToastStore(fakeClock().clock);
    const first = store.show({ title: 'A' });
    const second = store.show({ title: 'B' });
    expect(second).not.toBe(first);
    expect(Number(second)).toBe(Number(first) + 1);
  });

  it('closes after its timeout and runs the callback', () => {
    const { clock, advance } = fakeClock();
    const store = createToastStore(clock);
    const callback = vi.fn();
    store.show({ title: 'Gespeichert.', callback });
    advance(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    advance(1);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('pauses on hover and resumes with the time that was left', () => {
    const { clock, advance } = fakeClock();
    const store = createToastStore(clock);
    const id = store.show({ title: 'Export fertig', timeout: 4000 });
    advance(1000);
    store.pause(id);
    advance(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.timer).toMatchObject({ remaining: 3000, startedAt: null });

    store.resume(id);
    advance(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    advance(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a toast with timeout 0 until it is closed', () => {
    const { clock, advance, pending } = fakeClock();
    const store = createToastStore(clock);
    const id = store.show({ title: 'Import läuft', timeout: 0 });
    expect(pending()).toBe(0);
    advance(3_600_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.close(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('runs an action and closes the toast', () => {
    const { clock, pending } = fakeClock();
    const store = createToastStore(clock);
    const undo = vi.fn();
    const callback = vi.fn();
    const id = store.show({ title: 'Gelöscht', actions: [{ label: 'Rückgängig', onClick: undo }], callback });
    const action = store.getSnapshot()[0]!.toast.actions[0]!;

    store.runAction(id, action);

    expect(undo).toHaveBeenCalledWith(expect.objectContaining({ id, title: 'Gelöscht' }));
    expect(store.getSnapshot()).toHaveLength(0);
    expect(callback).toHaveBeenCalledOnce();
    expect(pending()).toBe(0);
  });

  it('replaces a toast shown again with the same id and restarts its timer', () => {
    const { clock, advance } = fakeClock();
    const store = createToastStore(clock);
    store.show({ id: 'export', title: 'Export läuft …', timeout: 0 });
    advance(10_000);
    store.show({ id: 'export', title: 'Export fertig' });
    expect(store.getSnapshot().map((e) => e.toast.title)).toEqual(['Export fertig']);
    advance(5000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('tells subscribers about every change and keeps the snapshot stable in between', () => {
    const store = createToastStore(fakeClock().clock);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    const id = store.show({ title: 'A' });
    store.pause(id);
    store.pause(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.close(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
