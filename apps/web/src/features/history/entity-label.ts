import { entityRegistry, isEntityType } from '@kontor/contracts';
import type { TFunction } from 'i18next';

/** The name of a kind of record: master data from the registry (German), the rest from the catalog. */
export const entityLabel = (t: TFunction<'history'>, entity: string) =>
  isEntityType(entity) ? entityRegistry[entity].singular : t(`entities.${entity}`, { defaultValue: entity });
