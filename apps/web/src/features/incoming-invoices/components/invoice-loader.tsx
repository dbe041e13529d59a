import type { IncomingInvoice } from '@kontor/contracts';
import { Skeleton } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { NotFoundPage } from '../../../ui/errors/not-found-page.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { useIncomingInvoice } from '../api/use-incoming-invoices.ts';
import '../i18n.ts';

/** The invoice of the route's `{id}`: 404 page, load error with retry, skeleton, then the screen. */
export function InvoiceLoader({ children }: { children: (invoice: IncomingInvoice) => ReactNode }) {
  const { t } = useTranslation('incomingInvoices');
  const { id } = useParams({ strict: false }) as { id: string };
  const invoice = useIncomingInvoice(Number(id));
  if (invoice.isError) {
    if (invoice.error instanceof ApiError && invoice.error.status === 404) return <NotFoundPage />;
    return (
      <LoadFailedAlert
        title={t('loadFailed')}
        message={invoice.error.message}
        retryLabel={t('retry')}
        onRetry={() => void invoice.refetch()}
      />
    );
  }
  if (!invoice.data) return <Skeleton h={400} aria-busy="true" />;
  return children(invoice.data);
}
