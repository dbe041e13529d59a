import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the files screens' catalog.
registerCatalog('filesNav', { de: { title: 'Dateien' }, en: { title: 'Files' } });

export const FILES_NAV_LABEL = 'filesNav:title';
