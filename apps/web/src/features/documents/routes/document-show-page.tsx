import { Skeleton, Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../ui/errors/not-found-page.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useDocument } from '../api/use-document.ts';
import { DocumentShow } from '../components/show/document-show.tsx';
import '../i18n.ts';

/** `/createDocument/show/{id}`. */
export function DocumentShowPage() {
  return (
    <RequirePermission permission="documents.read">
      <DocumentShowScreen />
    </RequirePermission>
  );
}

function DocumentShowScreen() {
  const { t } = useTranslation('documents');
  const { id } = useParams({ strict: false }) as { id: string };
  const doc = useDocument(Number(id));
  if (doc.isError) {
    if (doc.error instanceof ApiError && doc.error.status === 404) return <NotFoundPage />;
    return (
      <LoadFailedAlert
        title={t('edit.loadError')}
        message={doc.error.message}
        retryLabel={t('retry')}
        onRetry={() => void doc.refetch()}
      />
    );
  }
  if (!doc.data)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={80} />
        <Skeleton h={320} />
      </Stack>
    );
  return <DocumentShow doc={doc.data} />;
}
