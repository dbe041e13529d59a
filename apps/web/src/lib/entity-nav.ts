import type { EntityType, Permission } from '@kontor/contracts';
import { registerCatalog } from '../i18n/index.ts';

export interface EntityNavEntry {
  type: EntityType;
  /** The type's read permission. */
  read: Permission;
  /** The list's name: German as in the registry, and English. */
  de: string;
  en: string;
}

/**
 * The master-data lists in the navigation, in menu order. The navigation renders on every signed-in
 * page, so it must not pull in the registry (zod and all field definitions load with the master-data
 * pages instead); entity-nav.test.ts keeps labels and permissions equal to the registry.
 */
export const entityNav: readonly EntityNavEntry[] = [
  { type: 'customers', read: 'entities.read', de: 'Kunden', en: 'Customers' },
  { type: 'vendors', read: 'entities.read', de: 'Lieferanten', en: 'Vendors' },
  { type: 'contacts', read: 'entities.read', de: 'Ansprechpartner', en: 'Contacts' },
  { type: 'articles', read: 'entities.read', de: 'Artikel & Leistungen', en: 'Articles & services' },
  { type: 'costcentres', read: 'entities.read', de: 'Kostenstellen', en: 'Cost centres' },
  { type: 'projects', read: 'projects.read', de: 'Projekte', en: 'Projects' },
  { type: 'tasks', read: 'projects.read', de: 'Aufgaben', en: 'Tasks' },
  { type: 'absences', read: 'workingTimes.read', de: 'Abwesenheiten', en: 'Absences' },
];

const labels = (language: 'de' | 'en') => Object.fromEntries(entityNav.map((e) => [e.type, e[language]]));
registerCatalog('entityNav', { de: labels('de'), en: labels('en') });
