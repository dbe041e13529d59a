import type { Document, EntityDetail, EntityType, HistoryItem, Permission } from '@kontor/contracts';
import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';

export interface RecordTabProps {
  type: EntityType;
  record: EntityDetail;
}

/** A tab on a master-data record page that another area adds (files, history, later documents …). */
export interface RecordTab {
  /** The tab's name in the URL (`?tab=files`). */
  value: string;
  /** Catalog key: in the entities catalog, or `namespace:key` of the area that adds the tab. */
  label: string;
  /** The types that have the tab; absent = every type. */
  types?: readonly EntityType[];
  /** Shown only with this permission (besides the type's read permission the page needs anyway). */
  permission?: Permission;
  component: LazyExoticComponent<ComponentType<RecordTabProps>>;
}

type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

/**
 * Where one area shows another area's screen part. Features do not import each other (the lint
 * rule in eslint.config.js); `app/feature-slots.tsx` fills these with lazily loaded components, so
 * an area loads only when shown and can change without touching the areas that show it.
 */
export interface FeatureSlots {
  /** The record page's tabs after "Übersicht", in order. */
  recordTabs: readonly RecordTab[];
  EntityImportPage: Lazy<{ type: EntityType }>;
  /** The Mahnwesen of one invoice on its show page. */
  DocumentDunningSection: Lazy<{
    document: Pick<
      Document,
      'id' | 'number' | 'customer_name' | 'open' | 'due_date' | 'dunning_level' | 'overdue'
    >;
  }>;
  /** The Mahnwesen view of the documents list. */
  DunningPanel: Lazy<object>;
  /** "Zeiteinträge dieser Rechnung" on an invoice billed from time tracking (nothing otherwise). */
  DocumentTimeEntriesLink: Lazy<{ documentId: number }>;
  /** "Projektstand" on a project's overview: type, phase, times, documents, costs, budget, tasks. */
  ProjectOverviewSection: Lazy<{ projectId: number }>;
  /** A customer's open receivables, revenue and last document on its overview. */
  CustomerDocumentFigures: Lazy<{ customerId: number }>;
  /** "Projekttyp" in a new project's form. */
  ProjectTypePicker: Lazy<{ value: number | null; onChange: (value: number | null) => void; error?: string }>;
  /** One history entry (a document's timeline shows the history area's cards). */
  HistoryItemCard: Lazy<{ item: HistoryItem; inRecord?: boolean }>;
}

export const FeatureSlotsContext = createContext<FeatureSlots | null>(null);

export function useFeatureSlots(): FeatureSlots {
  const slots = useContext(FeatureSlotsContext);
  if (!slots) throw new Error('FeatureSlotsContext is missing');
  return slots;
}
