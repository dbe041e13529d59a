import { registerCatalog } from '../../i18n/index.ts';

const de = {
  available: 'Neue Version verfügbar',
  availableHint: 'Kontor wurde aktualisiert. Beim nächsten Seitenwechsel wird die neue Version geladen.',
  reloadNow: 'Jetzt laden',
};

const en: typeof de = {
  available: 'New version available',
  availableHint: 'Kontor has been updated. The new version loads when you next change page.',
  reloadNow: 'Load now',
};

registerCatalog('version', { de, en });
