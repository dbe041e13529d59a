import {
  customFieldKindLabels,
  einvoiceFormatLabels,
  emailAccountPurposeLabels,
  entityRegistry,
  isEntityType,
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
import { BUNDESLAENDER, MUNICIPALITY_HOLIDAY_RULES } from '@kontor/working-times';
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

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
/** "1,2,3,4,5" (as profiles store it) → "Mo, Di, Mi, Do, Fr". */
const weekdays = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((day) => WEEKDAYS[Number(day) - 1] ?? day)
        .join(', ')
    : undefined;

const clock = (local: unknown) => (typeof local === 'string' ? local.slice(11, 16) : '');
/** Breaks as "12:00–12:30"; items stored before kept them as a JSON text. */
const breaks = (value: unknown): string | undefined => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const parts = list
    .filter((b): b is { start: unknown; end: unknown } => typeof b === 'object' && b !== null)
    .map((b) => `${clock(b.start)}–${clock(b.end)}`);
  return parts.length > 0 ? parts.join(', ') : 'keine';
};

/** A kind of master data by its plural name ("Kunden"). */
const entityTypeName = (value: unknown) =>
  typeof value === 'string' && isEntityType(value) ? entityRegistry[value].label : undefined;
/** Choices of a custom field as their labels: "Rot, Grün". */
const optionLabels = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map((o) => (typeof o === 'object' && o !== null && 'label' in o ? String(o.label) : String(o)))
        .join(', ')
    : undefined;
/** 2048 → "2 KB", in German numbers. */
const fileSize = (value: unknown) => {
  if (typeof value !== 'number') return undefined;
  const [amount, unit] =
    value >= 1024 * 1024
      ? [value / 1024 / 1024, 'MB']
      : value >= 1024
        ? [value / 1024, 'KB']
        : [value, 'Byte'];
  return `${amount.toLocaleString('de-DE', { maximumFractionDigits: 1 })} ${unit}`;
};

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
  profile: {
    labels: {},
    formats: {
      federal_state: fromMap(BUNDESLAENDER),
      holiday_municipality: (value) =>
        typeof value === 'string'
          ? MUNICIPALITY_HOLIDAY_RULES[value as keyof typeof MUNICIPALITY_HOLIDAY_RULES]?.label
          : undefined,
      work_days: weekdays,
    },
  },
  workingTime: {
    labels: {},
    formats: { breaks },
  },
  tenant_settings: {
    labels: {},
    formats: {
      einvoice_format: fromMap(einvoiceFormatLabels),
      write_off_tolerance: euro,
      logo_file_id: (value) => (typeof value === 'number' ? 'hinterlegt' : undefined),
    },
  },
  customFields: {
    labels: {
      entity_type: 'Bereich',
      key: 'Schlüssel',
      kind: 'Art',
      label: 'Bezeichnung',
      required: 'Pflichtfeld',
      show_in_list: 'In der Liste zeigen',
      options: 'Auswahlwerte',
      reference_type: 'Verweist auf',
      order: 'Reihenfolge',
    },
    formats: {
      entity_type: entityTypeName,
      reference_type: entityTypeName,
      kind: fromMap(customFieldKindLabels),
      options: optionLabels,
    },
  },
  files: {
    labels: {
      name: 'Name',
      size_bytes: 'Größe',
      mime_type: 'Dateityp',
      folder_id: 'Ordner',
      tags: 'Schlagwörter',
      link: 'Verknüpft mit',
    },
    formats: { size_bytes: fileSize },
  },
  fileFolders: {
    labels: { name: 'Name', parent_id: 'Übergeordneter Ordner' },
  },
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
    // Fields without a label of their own take the history catalog's (profiles, working times).
    label: (field) => kind.labels[field],
    format: (field, value) =>
      value === null || value === undefined ? undefined : kind.formats?.[field]?.(value, refs),
    // Without labels of its own the kind keeps the default order of the forms.
    order: Object.keys(kind.labels).length > 0 ? Object.keys(kind.labels) : undefined,
  };
}
