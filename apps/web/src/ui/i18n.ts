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
};

registerCatalog('ui', { de, en });
