import { Group, Stack, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureSlots } from '../../../lib/feature-slots.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useDocumentSums } from '../api/use-document-list.ts';
import { SerialInvoicesLink } from '../serial-invoices/components/serial-invoices-link.tsx';
import { DocumentsExportMenu } from '../components/list/documents-export-menu.tsx';
import { DocumentsList } from '../components/list/documents-list.tsx';
import { NewDocumentMenu } from '../components/list/new-document-menu.tsx';
import { useDocumentListState } from '../components/list/use-document-list-state.ts';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

/** `/createDocument`: all outgoing documents; `?view=dunning` shows the Mahnwesen instead. */
export function DocumentsListPage() {
  return (
    <RequirePermission permission="documents.read">
      <DocumentsListScreen />
    </RequirePermission>
  );
}

function DocumentsListScreen() {
  const { t } = useTranslation('documents');
  const canWrite = useSession((s) => s.permissions.includes('documents.write'));
  const [state, setState] = useDocumentListState();
  const total = useDocumentSums(state).data?.total;
  const dunning = state.view === 'dunning';
  const { DunningPanel } = useFeatureSlots();
  return (
    <Stack gap="md">
      <PageHeader
        title={t('title')}
        description={!dunning && total !== undefined ? t('list.description', { count: total }) : undefined}
        actions={
          <Group gap="sm">
            {!dunning && <DocumentsExportMenu state={state} />}
            <SerialInvoicesLink />
            {canWrite && <NewDocumentMenu customer={state.customer ?? undefined} />}
          </Group>
        }
      />
      <Tabs
        value={state.view}
        onChange={(view) => setState({ ...state, view: view === 'dunning' ? 'dunning' : 'list', page: 1 })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('list.views')} mb="md">
          <Tabs.Tab value="list">{t('list.viewList')}</Tabs.Tab>
          <Tabs.Tab value="dunning">{t('list.viewDunning')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <DocumentsList state={state} onChange={setState} />
        </Tabs.Panel>
        <Tabs.Panel value="dunning">
          <Suspense fallback={<BusyIndicator size="sm" label={t('loading')} />}>
            <DunningPanel />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
