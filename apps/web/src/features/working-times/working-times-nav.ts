import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the screens' catalog.
registerCatalog('workingTimesNav', { de: { title: 'Arbeitszeiten' }, en: { title: 'Working times' } });

export const WORKING_TIMES_NAV_LABEL = 'workingTimesNav:title';
