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
  unsavedChanges: {
    title: 'Ungespeicherte Änderungen',
    body: 'Ihre Eingaben sind noch nicht gespeichert. Wenn Sie die Seite verlassen, gehen sie verloren.',
    stay: 'Hier bleiben',
    leave: 'Verwerfen und verlassen',
  },
  mail: {
    invalidAddress: '„{{address}}“ ist keine gültige E-Mail-Adresse.',
    toRequired: 'Bitte mindestens einen Empfänger angeben.',
    subjectRequired: 'Bitte einen Betreff angeben.',
    bodyRequired: 'Bitte einen Text angeben.',
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
  dateField: { placeholder: 'DD.MM.YYYY' },
  listSearch: { label: 'Search', placeholder: 'Search {{label}} …' },
  values: { yes: 'Yes', no: 'No' },
  passwordInput: { toggle: 'Show as plain text' },
  unsavedChanges: {
    title: 'Unsaved changes',
    body: 'Your input has not been saved yet. If you leave this page, it will be lost.',
    stay: 'Stay here',
    leave: 'Discard and leave',
  },
  mail: {
    invalidAddress: '“{{address}}” is not a valid e-mail address.',
    toRequired: 'Please enter at least one recipient.',
    subjectRequired: 'Please enter a subject.',
    bodyRequired: 'Please enter a text.',
  },
};

registerCatalog('ui', { de, en });
