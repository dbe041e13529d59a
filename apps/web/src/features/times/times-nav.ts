import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the screens' catalog.
registerCatalog('timesNav', { de: { title: 'Zeiterfassung' }, en: { title: 'Time tracking' } });

export const TIMES_NAV_LABEL = 'timesNav:title';
