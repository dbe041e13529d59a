import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the screens' catalog.
registerCatalog('incomingInvoicesNav', {
  de: { title: 'Eingangsrechnungen' },
  en: { title: 'Incoming invoices' },
});

export const INCOMING_INVOICES_NAV_LABEL = 'incomingInvoicesNav:title';
