import type { EntityType } from '@kontor/contracts';
import type { RecordTab } from '../../../../lib/feature-slots.ts';

/**
 * The tabs a record of this type shows, of those other areas add (`recordTabs` in
 * app/feature-slots.tsx: documents of a customer, time entries of a project … join there).
 */
export const tabsFor = (tabs: readonly RecordTab[], type: EntityType, permissions: readonly string[]) =>
  tabs.filter(
    (tab) =>
      (!tab.types || tab.types.includes(type)) && (!tab.permission || permissions.includes(tab.permission)),
  );
