import { documentTypes, type DocumentType } from '@kontor/contracts';
import { Skeleton, Stack } from '@mantine/core';
import { Navigate, useParams, useSearch } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { NotFoundPage } from '../../../ui/errors/not-found-page.tsx';
import { useDocument } from '../api/use-document.ts';
import { DocumentEditor } from '../components/edit/document-editor.tsx';
import { draftFormOf, emptyDraftForm } from '../document-draft-form.ts';
import { documentPaths } from '../../../lib/document-paths.ts';
import '../i18n.ts';

/** `/createDocument/edit/{id?}`: a new document (`?type=invoice&customer=12`) or a draft. */
export function DocumentEditPage() {
  return (
    <RequirePermission permission="documents.write">
      <DocumentEditScreen />
    </RequirePermission>
  );
}

function DocumentEditScreen() {
  const params = useParams({ strict: false }) as { id?: string };
  const id = params.id ? Number(params.id) : undefined;
  // A draft created on this screen keeps its editor (focus, typing) when the URL gets the new id.
  const created = useRef<number | undefined>(undefined);
  if (id === undefined || id === created.current)
    return <NewDocument key="new" onCreated={(newId) => (created.current = newId)} />;
  return <ExistingDocument key={id} id={id} />;
}

function NewDocument({ onCreated }: { onCreated: (id: number) => void }) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  // Read once: after the draft is created the URL loses `?type=…`, the editor keeps what it started with.
  const [{ type, initial }] = useState(() => {
    const customer = Number(search.customer);
    const type = (documentTypes as readonly unknown[]).includes(search.type)
      ? (search.type as DocumentType)
      : 'invoice';
    return {
      type,
      initial: emptyDraftForm(Number.isInteger(customer) && customer > 0 ? customer : null, type),
    };
  });
  return <DocumentEditor type={type} initial={initial} loaded={undefined} onCreated={onCreated} />;
}

function ExistingDocument({ id }: { id: number }) {
  const { t } = useTranslation('documents');
  const doc = useDocument(id);
  // The form starts from the first load only; later server states go through the versioned form.
  const initial = useMemo(() => (doc.data ? draftFormOf(doc.data) : undefined), [doc.data === undefined]);
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
  if (!doc.data || !initial)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={220} />
        <Skeleton h={160} />
      </Stack>
    );
  // GoBD: a finalized document is never edited; its page is the show page.
  if (doc.data.status !== 'draft') return <Navigate to={documentPaths.show(id)} replace />;
  return <DocumentEditor type={doc.data.type} initial={initial} loaded={doc.data} />;
}
