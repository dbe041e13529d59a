import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the screens' catalog.
registerCatalog('projectTypesNav', { de: { title: 'Projekttypen' }, en: { title: 'Project types' } });

export const PROJECT_TYPES_NAV_LABEL = 'projectTypesNav:title';
