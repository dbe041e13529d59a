import type { EntityDetail, EntityType, Permission } from '@kontor/contracts';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

export interface EntityTabProps {
  type: EntityType;
  record: EntityDetail;
}

export interface EntityTab {
  /** The tab's name in the URL (`?tab=files`). */
  value: string;
  /** Catalog key: in the entities catalog, or `namespace:key` of the area that adds the tab. */
  label: string;
  /** The types that have the tab; absent = every type. */
  types?: readonly EntityType[];
  /** Shown only with this permission (besides the type's read permission the page needs anyway). */
  permission?: Permission;
  component: LazyExoticComponent<ComponentType<EntityTabProps>>;
}

/** A tab whose component lives in another area and loads with the tab. */
const lazyTab = <M,>(load: () => Promise<M>, render: (module: M, props: EntityTabProps) => ReactNode) =>
  lazy(async () => {
    const module = await load();
    return { default: (props: EntityTabProps) => render(module, props) };
  });

/**
 * The show page's tabs after "Übersicht", in order. Areas that hang their records on master
 * data add one entry here (documents of a customer, time entries of a project …) with a lazily
 * loaded component; the page needs no other change.
 */
export const entityTabs: EntityTab[] = [
  {
    value: 'files',
    label: 'show.tabs.files',
    permission: 'files.read',
    component: lazyTab(
      () => import('../../../files/components/record-files.tsx'),
      (module, { type, record }) => <module.RecordFiles entity={type} entityId={record.id} />,
    ),
  },
  {
    value: 'history',
    label: 'show.tabs.history',
    component: lazyTab(
      () => import('../../../history/components/record-history.tsx'),
      (module, { type, record }) => <module.RecordHistory type={type} id={record.id} />,
    ),
  },
];

export const tabsFor = (type: EntityType, permissions: readonly string[]) =>
  entityTabs.filter(
    (tab) =>
      (!tab.types || tab.types.includes(type)) && (!tab.permission || permissions.includes(tab.permission)),
  );
