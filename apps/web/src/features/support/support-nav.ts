import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the screens' catalog.
registerCatalog('supportNav', { de: { title: 'Support' }, en: { title: 'Support' } });

export const SUPPORT_NAV_LABEL = 'supportNav:title';
