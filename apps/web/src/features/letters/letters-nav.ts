import { registerCatalog } from '../../i18n/index.ts';

// The navigation renders on every page: its label must not wait for the screens' catalog.
registerCatalog('lettersNav', { de: { title: 'Briefe' }, en: { title: 'Letters' } });

export const LETTERS_NAV_LABEL = 'lettersNav:title';
