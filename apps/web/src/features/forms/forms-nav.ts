import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the screens' catalog.
registerCatalog('formsNav', { de: { title: 'Formulare' }, en: { title: 'Forms' } });

export const FORMS_NAV_LABEL = 'formsNav:title';
