import { registerCatalog } from '../i18n/index.ts';

/**
 * Texts of the shared building blocks. The select texts are fixed by SPEC §8 word for word
 * ('No options.', 'No results for "{query}".', 'Search...'), so both languages use them as given.
 */
const de = {
  toast: {
    region: 'Benachrichtigungen',
    close: 'Benachrichtigung schließen',
    remaining: 'Verbleibende Anzeigedauer',
  },
  select: {
    noOptions: 'No options.',
    noResults: 'No results for "{{query}}".',
    search: 'Search...',
  },
  dateField: { placeholder: 'TT.MM.JJJJ' },
  listSearch: { label: 'Suchen', placeholder: 'In {{label}} suchen …' },
  values: { yes: 'Ja', no: 'Nein' },
  passwordInput: { toggle: 'Klartext anzeigen' },
};

const en: typeof de = {
  toast: {
    region: 'Notifications',
    close: 'Close notification',
    remaining: 'Time left on screen',
  },
  select: {
    noOptions: 'No options.',
    noResults: 'No results for "{{query}}".',
    search: 'Search...',
  },
  dateField: { placeholder: 'DD.MM.YYYY' },
  listSearch: { label: 'Search', placeholder: 'Search {{label}} …' },
  values: { yes: 'Yes', no: 'No' },
  passwordInput: { toggle: 'Show as plain text' },
};

registerCatalog('ui', { de, en });
