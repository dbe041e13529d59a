import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the accounting screens' catalog.
registerCatalog('accountingNav', { de: { title: 'Konten' }, en: { title: 'Accounts' } });

export const ACCOUNTING_NAV_LABEL = 'accountingNav:title';
