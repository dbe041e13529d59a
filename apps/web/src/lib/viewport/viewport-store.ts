import { useSyncExternalStore } from 'react';
import {
  FALLBACK_VIEWPORT,
  readViewportCookie,
  viewportClassFor,
  viewportCookie,
  type ViewportClass,
} from './viewport-class.ts';

/**
 * The current viewport class, followed on resize and written to the `viewport` cookie so the
 * server (and the next visit's first paint) knows the device class. The last known class from
 * the cookie is the starting value until the window is measured.
 */
function createViewportStore() {
  let current: ViewportClass =
    typeof document === 'undefined'
      ? FALLBACK_VIEWPORT
      : (readViewportCookie(document.cookie) ?? FALLBACK_VIEWPORT);
  let measured = false;
  const listeners = new Set<() => void>();

  const measure = () => {
    const next = viewportClassFor(window.innerWidth);
    if (measured && next === current) return;
    measured = true;
    current = next;
    document.cookie = viewportCookie(next);
    document.documentElement.dataset.viewport = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => current,
    subscribe(listener: () => void) {
      if (listeners.size === 0) {
        window.addEventListener('resize', measure, { passive: true });
        measure();
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('resize', measure);
      };
    },
  };
}

export const viewportStore = createViewportStore();

/** The viewport class of SPEC §2 (mobile … desktopWide), updated when the window changes size. */
export const useViewport = (): ViewportClass =>
  useSyncExternalStore(viewportStore.subscribe, viewportStore.getSnapshot, () => FALLBACK_VIEWPORT);
