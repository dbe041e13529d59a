/**
 * SPEC §8: a chunk that cannot be loaded (usually a newer deploy removed the old files) reloads
 * the page — at most once per 10 seconds per path, so a chunk that is really gone cannot loop.
 */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const STORAGE_KEY = 'kontor.chunk-reload';

/** Path → time of the last reload caused by a chunk error. */
export type ChunkReloadLog = Record<string, number>;

export function decideChunkReload(log: ChunkReloadLog, path: string, now: number) {
  const last = log[path];
  const reload = last === undefined || now - last >= CHUNK_RELOAD_WINDOW_MS || now < last;
  // Entries older than the window no longer matter; dropping them keeps the log tiny.
  const kept = Object.fromEntries(
    Object.entries(log).filter(([, time]) => now - time < CHUNK_RELOAD_WINDOW_MS && time <= now),
  );
  return { reload, log: reload ? { ...kept, [path]: now } : kept };
}

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message)));

function readLog(): ChunkReloadLog {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as ChunkReloadLog) : {};
  } catch {
    return {};
  }
}

let reloading = false;

/**
 * Reloads for a chunk error on `path` if the rule allows; true while a reload is under way.
 * Safe to call more than once for the same error (React may render twice).
 */
export function reloadForChunkError(path = window.location.pathname): boolean {
  if (reloading) return true;
  try {
    const decision = decideChunkReload(readLog(), path, Date.now());
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(decision.log));
    if (!decision.reload) return false;
  } catch {
    // Without session storage there is no way to count, and an uncounted reload could loop.
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/**
 * TanStack's lazy route components reload on their own once per file and browser session. Our
 * rule above replaces that one: mark each failed import as "already reloaded" for TanStack, so
 * the error reaches the root error page, which calls `reloadForChunkError`. Vite announces every
 * failed dynamic import with `vite:preloadError` before the import promise rejects.
 */
export function installChunkErrorHandling() {
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (!(error instanceof Error)) return;
    try {
      sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1');
    } catch {
      // Storage blocked: TanStack cannot reload either, so the error page follows.
    }
  });
}
