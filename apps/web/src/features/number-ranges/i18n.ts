import { registerCatalog } from '../../i18n/index.ts';

const de = {
  title: 'Nummernkreise',
  intro:
    'So werden Kunden, Artikel, Rechnungen und andere Belege nummeriert. Nummern werden lückenlos vergeben und sind DATEV-tauglich.',
  back: 'Einstellungen',
  loadFailed: 'Die Nummernkreise konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  readOnly:
    'Sie können die Nummernkreise ansehen, aber nicht ändern. Dafür braucht Ihre Rolle das Recht „Einstellungen bearbeiten“.',
  columns: {
    label: 'Nummernkreis',
    pattern: 'Muster',
    next: 'Nächste Nummer',
    yearly: 'Jährlich neu',
    actions: 'Aktionen',
  },
  yes: 'Ja',
  no: 'Nein',
  edit: 'Bearbeiten',
  editLabel: '{{label}} bearbeiten',
  editor: {
    title: 'Nummernkreis {{label}}',
    pattern: 'Muster',
    counter: 'Nächster Zähler',
    counterMinimum: 'Mindestens {{min}} – kleinere Nummern können schon vergeben sein.',
    yearly: 'Jedes Jahr neu beginnen',
    yearlyHint:
      'Am 1. Januar beginnt der Zähler wieder bei {{first}}. Dafür gehört {YYYY} oder {YY} ins Muster.',
    preview: 'Nächste Nummer:',
    noPreview: 'Keine Vorschau, solange Muster oder Zähler nicht stimmen.',
    placeholders: 'Platzhalter – zum Einfügen antippen',
    insert: '{{placeholder}} einfügen',
    placeholderHelp: {
      YYYY: 'Jahr, vierstellig ({{example}})',
      YY: 'Jahr, zweistellig ({{example}})',
      MM: 'Monat ({{example}})',
      counter: 'Zähler, mit Nullen auf so viele Stellen wie # ({{example}})',
    },
    allowed:
      'Außer den Platzhaltern erlaubt: A–Z, a–z, 0–9 und $ & % * + - / – höchstens 36 Zeichen, wie DATEV es verlangt.',
    save: 'Speichern',
    cancel: 'Abbrechen',
    close: 'Schließen',
    saved: 'Der Nummernkreis „{{label}}“ wurde gespeichert.',
    invalid: 'Bitte prüfen Sie die markierten Felder.',
    reload: 'Neu laden',
    changedElsewhere:
      'Jemand anderes hat diesen Nummernkreis gerade geändert. Laden Sie ihn neu, bevor Sie speichern – Ihre Eingaben hier gehen dabei verloren.',
    shortcut: 'Speichern mit Strg+S',
  },
};

const en: typeof de = {
  title: 'Number ranges',
  intro:
    'How customers, articles, invoices and other documents are numbered. Numbers are handed out without gaps and are DATEV-safe.',
  back: 'Settings',
  loadFailed: 'The number ranges could not be loaded.',
  retry: 'Try again',
  readOnly:
    'You can view the number ranges but not change them. Your role needs the permission “Edit settings”.',
  columns: {
    label: 'Number range',
    pattern: 'Pattern',
    next: 'Next number',
    yearly: 'Yearly restart',
    actions: 'Actions',
  },
  yes: 'Yes',
  no: 'No',
  edit: 'Edit',
  editLabel: 'Edit {{label}}',
  editor: {
    title: 'Number range {{label}}',
    pattern: 'Pattern',
    counter: 'Next counter',
    counterMinimum: 'At least {{min}} – lower numbers may already be in use.',
    yearly: 'Start again every year',
    yearlyHint:
      'On 1 January the counter starts again at {{first}}. The pattern needs {YYYY} or {YY} for that.',
    preview: 'Next number:',
    noPreview: 'No preview while the pattern or counter is wrong.',
    placeholders: 'Placeholders – tap to insert',
    insert: 'Insert {{placeholder}}',
    placeholderHelp: {
      YYYY: 'Year, four digits ({{example}})',
      YY: 'Year, two digits ({{example}})',
      MM: 'Month ({{example}})',
      counter: 'Counter, padded with zeros to as many digits as # ({{example}})',
    },
    allowed:
      'Besides the placeholders: A–Z, a–z, 0–9 and $ & % * + - / – at most 36 characters, as DATEV requires.',
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    saved: 'The number range “{{label}}” has been saved.',
    invalid: 'Please check the highlighted fields.',
    reload: 'Reload',
    changedElsewhere:
      'Someone else has just changed this number range. Reload it before saving – your entries here will be lost.',
    shortcut: 'Save with Ctrl+S',
  },
};

registerCatalog('numberRanges', { de, en });
