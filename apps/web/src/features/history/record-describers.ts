import {
  emailAccountPurposeLabels,
  formatEuro,
  formStatusLabels,
  imapSecurityLabels,
  incomingInvoiceStatusLabels,
  incomingInvoiceTaxationLabels,
  letterStatusLabels,
  serialInvoiceIntervalLabels,
  smtpSecurityLabels,
  ticketPriorityLabels,
  ticketStatusLabels,
  timeEntryStatusLabels,
} from '@kontor/contracts';
import { refName } from '../../lib/field-format.ts';
import type { ChangeDescriber } from './change-describer.ts';

type Refs = Readonly<Record<string, string>>;
type Formats = Record<string, (value: unknown, refs: Refs) => string | undefined>;

const fromMap =
  (labels: Readonly<Record<string, string>>) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' || typeof value === 'number' ? labels[value] : undefined;
const record = (value: unknown, refs: Refs) =>
  typeof value === 'number' ? refName(refs, 'e', value) : undefined;
const person = (value: unknown, refs: Refs) =>
  typeof value === 'number' ? refName(refs, 'p', value) : undefined;
const document = (value: unknown, refs: Refs) =>
  typeof value === 'number' ? (refs[`d${value}`] ?? `#${value}`) : undefined;
const euro = (value: unknown) => (typeof value === 'string' && value !== '' ? formatEuro(value) : undefined);
/** 90 → "1:30 Std." (time entries store minutes). */
const minutes = (value: unknown) =>
  typeof value === 'number'
    ? `${Math.floor(value / 60)}:${String(Math.abs(value % 60)).padStart(2, '0')} Std.`
    : undefined;

/** One kind of record: German labels in the order of its form, and formats of its coded values. */
interface KindDescription {
  labels: Record<string, string>;
  formats?: Formats;
}

/**
 * The kinds of history items outside master data and documents whose changes name fields of
 * their own, and what these fields are called; values the generic formatting cannot read (codes,
 * ids, minutes, amounts as text) get a format.
 */
const kinds: Record<string, KindDescription> = {
  ticket: {
    labels: {
      subject: 'Betreff',
      status: 'Status',
      priority: 'Priorität',
      customer_id: 'Kunde',
      contact_id: 'Ansprechpartner',
      project_id: 'Projekt',
      assignee_id: 'Zuständig',
      due_at: 'Fällig am',
    },
    formats: {
      status: fromMap(ticketStatusLabels),
      priority: fromMap(ticketPriorityLabels),
      customer_id: record,
      contact_id: record,
      project_id: record,
      assignee_id: person,
    },
  },
  letter: {
    labels: {
      recipient_id: 'Empfänger',
      address_lines: 'Anschrift',
      letter_date: 'Briefdatum',
      subject: 'Betreff',
      body: 'Text',
      status: 'Status',
    },
    formats: { recipient_id: record, status: fromMap(letterStatusLabels) },
  },
  incomingInvoice: {
    labels: {
      number: 'Rechnungsnummer',
      vendor_id: 'Lieferant',
      gross: 'Brutto',
      taxation: 'Steuerliche Behandlung',
      lines: 'Kontierungszeilen',
      status: 'Status',
    },
    formats: {
      vendor_id: record,
      gross: euro,
      status: fromMap(incomingInvoiceStatusLabels),
      taxation: fromMap(incomingInvoiceTaxationLabels),
    },
  },
  bankTransaction: {
    labels: { status: 'Status' },
    formats: { status: fromMap({ open: 'Offen', matched: 'Zugeordnet', ignored: 'Ignoriert' }) },
  },
  time: {
    labels: { date: 'Datum', duration_minutes: 'Dauer', status: 'Status', document_id: 'Rechnung' },
    formats: { duration_minutes: minutes, status: fromMap(timeEntryStatusLabels), document_id: document },
  },
  serialInvoice: {
    labels: {
      name: 'Bezeichnung',
      customer_id: 'Kunde',
      interval: 'Rhythmus',
      start_date: 'Beginn',
      end_date: 'Ende',
      next_date: 'Nächste Rechnung',
      auto_finalize: 'Automatisch festschreiben',
      auto_send: 'Automatisch versenden',
      active: 'Aktiv',
      document_id: 'Rechnung',
    },
    formats: {
      customer_id: record,
      interval: fromMap(serialInvoiceIntervalLabels),
      document_id: document,
    },
  },
  email_accounts: {
    labels: {
      name: 'Bezeichnung',
      purpose: 'Verwendung',
      from_name: 'Absendername',
      from_address: 'Absenderadresse',
      reply_to: 'Antwort an',
      host: 'SMTP-Server',
      port: 'SMTP-Port',
      security: 'SMTP-Verschlüsselung',
      username: 'SMTP-Benutzername',
      password_set: 'SMTP-Passwort hinterlegt',
      bcc: 'Kopie (BCC) an',
      is_default: 'Standardkonto',
      imap_host: 'IMAP-Server',
      imap_port: 'IMAP-Port',
      imap_security: 'IMAP-Verschlüsselung',
      imap_username: 'IMAP-Benutzername',
      imap_password_set: 'IMAP-Passwort hinterlegt',
      imap_folder: 'IMAP-Ordner',
    },
    formats: {
      purpose: fromMap(emailAccountPurposeLabels),
      security: fromMap(smtpSecurityLabels),
      imap_security: fromMap(imapSecurityLabels),
    },
  },
  external_devices: {
    labels: { name: 'Bezeichnung', location: 'Standort', active: 'Aktiv', key: 'Geräteschlüssel' },
  },
  clock_credentials: {
    labels: { clock_badge: 'Ausweisnummer', clock_pin: 'PIN' },
  },
  numberRanges: {
    labels: { pattern: 'Muster', next_counter: 'Nächster Zähler', reset_yearly: 'Jährlich neu beginnen' },
  },
  support_settings: {
    labels: { sla_hours: 'Reaktionszeit (Stunden)' },
  },
  accounting: {
    labels: { locked_until: 'Festgeschrieben bis' },
  },
  projectType: {
    labels: { name: 'Name', color: 'Farbe', phases: 'Phasen', tasks: 'Aufgaben' },
  },
  form: {
    labels: { name: 'Name', status: 'Status', pdf_file_id: 'Unterschriebenes PDF' },
    formats: {
      status: fromMap(formStatusLabels),
      pdf_file_id: (value) => (typeof value === 'number' ? 'archiviert' : undefined),
    },
  },
  formTemplate: {
    labels: { name: 'Name' },
  },
};

/** The describer of a kind listed above, with the names of what its changes refer to. */
export function recordChangeDescriber(entity: string, refs: Refs = {}): ChangeDescriber | undefined {
  const kind = kinds[entity];
  if (!kind) return undefined;
  return {
    label: (field) => kind.labels[field],
    format: (field, value) =>
      value === null || value === undefined ? undefined : kind.formats?.[field]?.(value, refs),
    order: Object.keys(kind.labels),
  };
}
