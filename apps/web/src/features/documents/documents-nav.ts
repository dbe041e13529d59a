import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the documents screens' catalog.
registerCatalog('documentsNav', { de: { title: 'Dokumente' }, en: { title: 'Documents' } });

export const DOCUMENTS_NAV_LABEL = 'documentsNav:title';
