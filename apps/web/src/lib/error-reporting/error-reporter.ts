import type * as Sentry from '@sentry/browser';
import { reporterOptions } from './reporter-options.ts';

type SentryModule = typeof Sentry;

// Loaded only when a DSN is configured, so an unconfigured app ships none of the SDK's code.
let reporter: Promise<SentryModule | null> | null = null;

/** Starts the error reporter when VITE_SENTRY_DSN is set; it then also catches unhandled errors itself. */
export function initErrorReporting() {
  const options = reporterOptions({
    dsn: import.meta.env.VITE_SENTRY_DSN,
    release: import.meta.env.VITE_BUILD_ID,
    environment: import.meta.env.VITE_SENTRY_ENVIRONMENT ?? import.meta.env.MODE,
  });
  if (!options || reporter) return;
  reporter = import('@sentry/browser')
    .then((sentry) => {
      sentry.init({ ...options, integrations: [sentry.browserTracingIntegration()] });
      return sentry;
    })
    // An ad blocker or a failed download must never break the app it should watch over.
    .catch(() => null);
}

/** Sends an error the app caught itself (error pages); a no-op without a configured reporter. */
export function reportError(error: unknown) {
  void reporter?.then((sentry) => sentry?.captureException(error));
}
