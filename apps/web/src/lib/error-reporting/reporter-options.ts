/** SPEC §9: one trace in a hundred page loads is enough to see slow screens. */
export const TRACE_SAMPLE_RATE = 0.01;

/**
 * Errors that browsers, extensions and flaky networks produce without a bug in Kontor behind them
 * (SPEC §8: known noisy browser errors are ignored). Sentry matches strings as substrings.
 */
export const IGNORED_ERRORS: (string | RegExp)[] = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  'Non-Error promise rejection captured',
  /^Script error\.?$/,
  'Failed to fetch',
  'NetworkError when attempting to fetch resource',
  'Load failed',
  'The operation was aborted',
  'AbortError',
  "Can't find variable: _AutofillCallbackHandler",
  'top.GLOBALS',
  'originalCreateNotification',
  'canvas.contentDocument',
  'MyApp_RemoveAllHighlights',
  'atomicFindClose',
  'fb_xd_fixed',
  'bmi_SafeAddOnload',
  'EBCallBackMessageReceived',
  'conduitPage',
  'webkitExitFullScreen',
];

/** Errors thrown by browser extensions, recognised by the script they come from. */
export const DENIED_URLS: RegExp[] = [
  /extensions\//i,
  /^chrome(-extension)?:\/\//i,
  /^moz-extension:\/\//i,
  /^safari(-web)?-extension:\/\//i,
];

export interface ReporterEnv {
  dsn?: string | undefined;
  release?: string | undefined;
  environment?: string | undefined;
}

/** Options for the Sentry-compatible reporter, or null when no DSN is configured (nothing is loaded). */
export function reporterOptions({ dsn, release, environment }: ReporterEnv) {
  if (!dsn?.trim()) return null;
  return {
    dsn: dsn.trim(),
    release,
    environment,
    tracesSampleRate: TRACE_SAMPLE_RATE,
    ignoreErrors: IGNORED_ERRORS,
    denyUrls: DENIED_URLS,
    sendDefaultPii: false,
  };
}
