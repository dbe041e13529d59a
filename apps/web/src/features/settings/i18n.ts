import { registerCatalog } from '../../i18n/index.ts';

const de = {
  overview: {
    title: 'Einstellungen',
    intro: 'Hier richten Sie Kontor für Ihre Firma ein.',
    open: 'Öffnen',
    items: {
      tenant: {
        title: 'Firmendaten',
        description:
          'Name, Anschrift, Register, Steuer und Bankverbindung – so erscheint Ihre Firma auf Dokumenten.',
      },
      texttemplates: {
        title: 'Textvorlagen',
        description:
          'Einleitungs- und Schlusstexte, E-Mails und Briefe – mit Platzhaltern für Kunde, Dokument und Firma.',
      },
      ownfields: {
        title: 'Eigene Felder',
        description: 'Zusätzliche Felder für Kunden, Artikel, Projekte und andere Stammdaten.',
      },
      numberRanges: {
        title: 'Nummernkreise',
        description:
          'Muster und nächster Zähler für Kunden-, Artikel-, Rechnungs- und andere Nummern (DATEV-tauglich).',
      },
      emailaccounts: {
        title: 'E-Mail-Konten',
        description: 'SMTP-Konten für den Versand von Rechnungen und Mahnungen – mit Verbindungstest.',
      },
      externalDevices: {
        title: 'Stempeluhren',
        description:
          'Terminals zum Kommen und Gehen mit Ausweis oder PIN – API-Schlüssel und „zuletzt gesehen“.',
      },
      banking: {
        title: 'Bankkonten',
        description: 'Geschäftskonten mit IBAN und Anfangssaldo – und der Import der Kontoauszüge.',
      },
      support: {
        title: 'Support',
        description: 'Reaktionszeiten je Priorität: wann ein Ticket fällig ist.',
      },
    },
  },
  tenant: {
    title: 'Firmendaten',
    intro: 'Diese Angaben erscheinen auf Rechnungen, Angeboten und Briefen.',
    back: 'Einstellungen',
    readOnly:
      'Sie können die Firmendaten ansehen, aber nicht ändern. Dafür braucht Ihre Rolle das Recht „Einstellungen bearbeiten“.',
    lastSaved: 'Zuletzt gespeichert am {{date}}',
    save: 'Speichern',
    discard: 'Verwerfen',
    shortcut: 'Speichern mit Strg+S',
    saved: 'Die Firmendaten wurden gespeichert.',
    unchanged: 'Es gibt keine Änderungen zum Speichern.',
    invalid: 'Bitte prüfen Sie die markierten Felder.',
    reload: 'Neu laden',
    changedElsewhere:
      'Jemand anderes hat die Firmendaten gerade gespeichert. Laden Sie sie neu, bevor Sie speichern – Ihre Eingaben hier gehen dabei verloren.',
    loadFailed: 'Die Firmendaten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    sections: {
      company: 'Firma',
      address: 'Anschrift',
      contact: 'Kontakt',
      register: 'Register & Steuer',
      bank: 'Bankverbindung',
      documents: 'Dokumente, E-Rechnung & Buchhaltung',
    },
    documents: {
      smallBusiness: 'Kleinunternehmer (§ 19 UStG)',
      smallBusinessHint:
        'Wer im Vorjahr höchstens 25.000 € und im laufenden Jahr voraussichtlich höchstens 100.000 € Umsatz hat, kann auf die Umsatzsteuer verzichten. Rechnungen weisen dann keine Umsatzsteuer aus und tragen den Hinweis auf § 19 UStG.',
      einvoiceFormat: 'Standardformat für Rechnungen',
      einvoiceFormatHint:
        'Gilt für Kunden ohne eigene Vorgabe. Öffentliche Auftraggeber verlangen meist XRechnung.',
      logo: 'Logo im Briefkopf',
      logoHint: 'PNG oder JPEG, am besten mit transparentem oder weißem Hintergrund.',
      logoAlt: 'Logo der Firma',
      noLogo: 'Noch kein Logo hinterlegt.',
      logoUpload: 'Logo hochladen',
      logoReplace: 'Anderes Logo hochladen',
      logoRemove: 'Logo entfernen',
      logoType: 'Bitte ein PNG- oder JPEG-Bild wählen.',
      logoFailed: 'Das Logo konnte nicht hochgeladen werden.',
      chart: 'Kontenrahmen',
      chartHint:
        'Nach dem Kontenrahmen richten sich alle Kontonummern der Buchhaltung und des DATEV-Exports. Nach der ersten Buchung kann er nicht mehr gewechselt werden.',
      charts: { SKR03: 'SKR03 (Prozessgliederung)', SKR04: 'SKR04 (Abschlussgliederung)' },
      datev_consultant_number: 'DATEV-Beraternummer',
      datev_client_number: 'DATEV-Mandantennummer',
      write_off_tolerance: 'Ausbuchungstoleranz (€)',
      write_off_toleranceHint:
        'Bis zu diesem Restbetrag kann eine Zahlung die Rechnung ausgleichen (ausbuchen).',
    },
    fields: {
      company_name: 'Firmenname',
      legal_form: 'Rechtsform',
      managing_directors: 'Geschäftsführung',
      street: 'Straße und Hausnummer',
      zip: 'PLZ',
      city: 'Ort',
      country: 'Land',
      email: 'E-Mail',
      phone: 'Telefon',
      website: 'Website',
      register_court: 'Registergericht',
      register_number: 'Registernummer',
      tax_number: 'Steuernummer',
      vat_id: 'USt-IdNr.',
      iban: 'IBAN',
      bic: 'BIC',
      bank_name: 'Bank',
    },
    placeholders: {
      legal_form: 'z. B. GmbH',
      managing_directors: 'z. B. Maria Muster',
      website: 'z. B. www.beispiel.de',
      register_court: 'z. B. Amtsgericht München',
      register_number: 'z. B. HRB 123456',
      tax_number: 'z. B. 143/123/45678',
      vat_id: 'z. B. DE123456789',
      iban: 'DE00 0000 0000 0000 0000 00',
    },
    hints: {
      managing_directors: 'Mehrere Namen durch Komma trennen.',
      iban: 'Leerzeichen sind egal – wir prüfen die Prüfziffer.',
    },
  },
};

const en: typeof de = {
  overview: {
    title: 'Settings',
    intro: 'Set up Kontor for your company here.',
    open: 'Open',
    items: {
      tenant: {
        title: 'Company data',
        description: 'Name, address, register, tax and bank details – how your company appears on documents.',
      },
      texttemplates: {
        title: 'Text templates',
        description:
          'Intro and closing texts, e-mails and letters – with placeholders for customer, document and company.',
      },
      ownfields: {
        title: 'Custom fields',
        description: 'Extra fields for customers, articles, projects and other master data.',
      },
      numberRanges: {
        title: 'Number ranges',
        description:
          'Pattern and next counter for customer, article, invoice and other numbers (DATEV-safe).',
      },
      emailaccounts: {
        title: 'E-mail accounts',
        description: 'SMTP accounts for sending invoices and reminders – with a connection test.',
      },
      externalDevices: {
        title: 'Time clocks',
        description: 'Terminals for clocking in and out with badge or PIN – API keys and “last seen”.',
      },
      banking: {
        title: 'Bank accounts',
        description: 'Business accounts with IBAN and opening balance – and the statement import.',
      },
      support: {
        title: 'Support',
        description: 'Reaction times per priority: when a ticket is due.',
      },
    },
  },
  tenant: {
    title: 'Company data',
    intro: 'These details appear on invoices, quotes and letters.',
    back: 'Settings',
    readOnly:
      'You can view the company data but not change it. Your role needs the permission “Edit settings”.',
    lastSaved: 'Last saved on {{date}}',
    save: 'Save',
    discard: 'Discard',
    shortcut: 'Save with Ctrl+S',
    saved: 'The company data has been saved.',
    unchanged: 'There are no changes to save.',
    invalid: 'Please check the highlighted fields.',
    reload: 'Reload',
    changedElsewhere:
      'Someone else has just saved the company data. Reload it before saving – your entries here will be lost.',
    loadFailed: 'The company data could not be loaded.',
    retry: 'Try again',
    sections: {
      company: 'Company',
      address: 'Address',
      contact: 'Contact',
      register: 'Register & tax',
      bank: 'Bank details',
      documents: 'Documents, e-invoicing & bookkeeping',
    },
    documents: {
      smallBusiness: 'Small business (§ 19 UStG)',
      smallBusinessHint:
        'With at most €25,000 turnover last year and probably at most €100,000 this year you may opt out of VAT. Invoices then show no VAT and carry the § 19 UStG note.',
      einvoiceFormat: 'Default invoice format',
      einvoiceFormatHint:
        'Applies to customers without their own preference. Public buyers usually require XRechnung.',
      logo: 'Letterhead logo',
      logoHint: 'PNG or JPEG, ideally with a transparent or white background.',
      logoAlt: 'Company logo',
      noLogo: 'No logo yet.',
      logoUpload: 'Upload logo',
      logoReplace: 'Upload another logo',
      logoRemove: 'Remove logo',
      logoType: 'Please choose a PNG or JPEG image.',
      logoFailed: 'The logo could not be uploaded.',
      chart: 'Chart of accounts',
      chartHint:
        'All account numbers of the books and the DATEV export follow the chart. It cannot be changed after the first entry.',
      charts: { SKR03: 'SKR03 (process structure)', SKR04: 'SKR04 (balance sheet structure)' },
      datev_consultant_number: 'DATEV adviser number',
      datev_client_number: 'DATEV client number',
      write_off_tolerance: 'Write-off tolerance (€)',
      write_off_toleranceHint: 'A payment may settle the invoice by writing off a rest up to this amount.',
    },
    fields: {
      company_name: 'Company name',
      legal_form: 'Legal form',
      managing_directors: 'Managing directors',
      street: 'Street and number',
      zip: 'Postcode',
      city: 'City',
      country: 'Country',
      email: 'E-mail',
      phone: 'Phone',
      website: 'Website',
      register_court: 'Register court',
      register_number: 'Register number',
      tax_number: 'Tax number',
      vat_id: 'VAT ID',
      iban: 'IBAN',
      bic: 'BIC',
      bank_name: 'Bank',
    },
    placeholders: {
      legal_form: 'e.g. GmbH',
      managing_directors: 'e.g. Maria Muster',
      website: 'e.g. www.example.com',
      register_court: 'e.g. Amtsgericht München',
      register_number: 'e.g. HRB 123456',
      tax_number: 'e.g. 143/123/45678',
      vat_id: 'e.g. DE123456789',
      iban: 'DE00 0000 0000 0000 0000 00',
    },
    hints: {
      managing_directors: 'Separate several names with commas.',
      iban: 'Spaces do not matter – we check the check digits.',
    },
  },
};

registerCatalog('settings', { de, en });
