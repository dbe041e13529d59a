import { registerCatalog } from '../../i18n/index.ts';

// The German texts are SPEC §2's own words for the global error page.
const de = {
  heading: 'Es gab ein Problem - {{statusCode}}',
  details: 'Fehlerbeschreibung',
  home: 'Zurück zur Startseite',
  logo: 'Kontor',
  reloading: 'Neue Version wird geladen …',
};

const en: typeof de = {
  heading: 'There was a problem - {{statusCode}}',
  details: 'Error details',
  home: 'Back to the start page',
  logo: 'Kontor',
  reloading: 'Loading the new version …',
};

registerCatalog('errors', { de, en });
