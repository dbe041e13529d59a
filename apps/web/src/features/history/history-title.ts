import { entityRegistry, isEntityType, type HistoryItem } from '@kontor/contracts';
import type { TFunction } from 'i18next';
import { entityLabel } from './entity-label.ts';

/** One line saying what happened ("Kunde angelegt", "Arbeitszeit korrigiert"), in the catalog's language. */
export function historyItemTitle(t: TFunction<'history'>, item: HistoryItem) {
  const fallback = t('eventFallback', {
    entity: entityLabel(t, item.entity),
    action: t(`actions.${item.action}`, { defaultValue: item.action }),
  });
  if (isEntityType(item.entity)) {
    const { singular, label } = entityRegistry[item.entity];
    return t(`recordEvents.${item.action}`, { singular, label, defaultValue: fallback });
  }
  return t(`events.${item.entity}.${item.action}`, { defaultValue: fallback });
}
