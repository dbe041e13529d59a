import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the banking screens' catalog.
registerCatalog('bankingNav', { de: { title: 'Bank' }, en: { title: 'Banking' } });

export const BANKING_NAV_LABEL = 'bankingNav:title';
