import { registerCatalog } from '../../i18n/index.ts';

const de = {
  greeting: 'Guten Tag, {{name}}',
  activeTenant: 'Aktiver Mandant: {{tenant}}',
  role: 'Ihre Rolle: {{role}}',
  areas: 'Was Sie öffnen können',
  areaHint: {
    home: 'Diese Übersicht',
    'standardEntity/customers': 'Kunden anlegen, finden und exportieren',
    'standardEntity/vendors': 'Lieferanten mit Bankverbindung und Zahlungszielen',
    'standardEntity/contacts': 'Ansprechpartner bei Kunden und Lieferanten',
    'standardEntity/articles': 'Produkte und Leistungen mit Preis und Steuersatz',
    'standardEntity/costcentres': 'Kostenstellen für die Buchhaltung',
    'standardEntity/projects': 'Projekte mit Kunde, Zeitraum und Budget',
    'standardEntity/tasks': 'Aufgaben mit Zuständigkeit und Fälligkeit',
    'standardEntity/absences': 'Urlaub, Krankheit und andere Abwesenheiten',
    createDocument: 'Angebote, Rechnungen und Gutschriften schreiben und versenden',
    files: 'Belege, Fotos und Dokumente in Ordnern',
    accounts: 'Summen- und Saldenliste, Kontoblätter, Umsatzsteuer und DATEV-Export',
    workingtimes: 'Kommen, Gehen, Pausen und die Prüfung nach dem Arbeitszeitgesetz',
    times: 'Zeiten auf Projekte buchen, Timer, Freigabe und Abrechnung',
    profiles: 'Mitarbeiter einladen und verwalten',
    roles: 'Rollen und Berechtigungen festlegen',
    historyitems: 'Wer hat wann was geändert',
    settings: 'Firmendaten und weitere Einstellungen',
    test: 'Version, Datenbank, Echtzeit und E-Mail prüfen',
  },
};

const en: typeof de = {
  greeting: 'Hello, {{name}}',
  activeTenant: 'Active company: {{tenant}}',
  role: 'Your role: {{role}}',
  areas: 'What you can open',
  areaHint: {
    home: 'This overview',
    'standardEntity/customers': 'Create, find and export customers',
    'standardEntity/vendors': 'Vendors with bank details and payment terms',
    'standardEntity/contacts': 'Contact persons at customers and vendors',
    'standardEntity/articles': 'Products and services with price and VAT rate',
    'standardEntity/costcentres': 'Cost centres for bookkeeping',
    'standardEntity/projects': 'Projects with customer, period and budget',
    'standardEntity/tasks': 'Tasks with assignee and due date',
    'standardEntity/absences': 'Vacation, sickness and other absences',
    createDocument: 'Write and send quotes, invoices and credit notes',
    files: 'Receipts, photos and documents in folders',
    accounts: 'Trial balance, account statements, VAT return and DATEV export',
    workingtimes: 'Clock-in, clock-out, breaks and the Working Hours Act check',
    times: 'Book time on projects, timer, approval and invoicing',
    profiles: 'Invite and manage employees',
    roles: 'Define roles and permissions',
    historyitems: 'Who changed what and when',
    settings: 'Company data and other settings',
    test: 'Check version, database, realtime and e-mail',
  },
};

registerCatalog('home', { de, en });
