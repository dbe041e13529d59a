import { lazy, type ComponentType } from 'react';
import type { FeatureSlots, RecordTabProps } from '../lib/feature-slots.ts';

/** A component of another area, loaded when it first renders. */
const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

/** Where the areas meet: each slot names the area's component that fills it (lib/feature-slots.ts). */
export const featureSlots: FeatureSlots = {
  recordTabs: [
    {
      value: 'documents',
      label: 'show.tabs.documents',
      types: ['customers'],
      permission: 'documents.read',
      component: lazyPart(async () => {
        const { CustomerDocumentsTab } =
          await import('../features/documents/components/customer/customer-documents-tab.tsx');
        return ({ record }: RecordTabProps) => <CustomerDocumentsTab customerId={record.id} />;
      }),
    },
    {
      value: 'files',
      label: 'show.tabs.files',
      permission: 'files.read',
      component: lazyPart(async () => {
        const { RecordFiles } = await import('../features/files/components/record-files.tsx');
        return ({ type, record }: RecordTabProps) => <RecordFiles entity={type} entityId={record.id} />;
      }),
    },
    {
      value: 'history',
      label: 'show.tabs.history',
      component: lazyPart(async () => {
        const { RecordHistory } = await import('../features/history/components/record-history.tsx');
        return ({ type, record }: RecordTabProps) => <RecordHistory type={type} id={record.id} />;
      }),
    },
  ],
  EntityImportPage: lazyPart(
    async () => (await import('../features/entities-import/routes/entity-import-page.tsx')).EntityImportPage,
  ),
  DocumentDunningSection: lazyPart(
    async () =>
      (await import('../features/dunning/components/document-dunning-section.tsx')).DocumentDunningSection,
  ),
  DunningPanel: lazyPart(
    async () => (await import('../features/dunning/components/dunning-panel.tsx')).DunningPanel,
  ),
  DocumentTimeEntriesLink: lazyPart(
    async () =>
      (await import('../features/times/components/document-time-entries-link.tsx')).DocumentTimeEntriesLink,
  ),
  ProjectOverviewSection: lazyPart(
    async () =>
      (await import('../features/project-types/components/project-overview-section.tsx'))
        .ProjectOverviewSection,
  ),
  CustomerDocumentFigures: lazyPart(
    async () =>
      (await import('../features/documents/components/customer/customer-document-figures.tsx'))
        .CustomerDocumentFigures,
  ),
  ProjectTypePicker: lazyPart(
    async () =>
      (await import('../features/project-types/components/project-type-picker.tsx')).ProjectTypePicker,
  ),
  HistoryItemCard: lazyPart(
    async () => (await import('../features/history/components/history-item-card.tsx')).HistoryItemCard,
  ),
};
