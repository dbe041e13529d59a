import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the screens' catalog.
registerCatalog('calendarNav', { de: { title: 'Kalender' }, en: { title: 'Calendar' } });

export const CALENDAR_NAV_LABEL = 'calendarNav:title';
