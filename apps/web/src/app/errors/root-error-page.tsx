import { Center } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error.ts';
import { reportError } from '../../lib/error-reporting/error-reporter.ts';
import { isChunkLoadError, reloadForChunkError } from '../../lib/version/chunk-reload.ts';
import { ErrorPage } from '../../ui/errors/error-page.tsx';
import '../../ui/errors/i18n.ts';
import { BusyIndicator } from '../../ui/busy-indicator.tsx';

/**
 * Fatal or unhandled errors during rendering or loading (SPEC §8): the global error page, and the
 * error goes to the reporter. A chunk that failed to load reloads the page instead (rate limited).
 */
export function RootErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation('errors');
  // Decided once per error; reloadForChunkError is idempotent, so a second render agrees.
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForChunkError());
  useEffect(() => {
    if (!reloading) reportError(error);
  }, [error, reloading]);
  if (reloading) {
    return (
      <Center mih="100dvh">
        <BusyIndicator label={t('reloading')} />
      </Center>
    );
  }
  const statusCode = error instanceof ApiError && error.status > 0 ? error.status : 500;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <ErrorPage
      statusCode={statusCode}
      message={message}
      details={error instanceof Error ? error.stack : undefined}
    />
  );
}
