import { schemaForeignKeys } from '../../db/foreign-keys.ts';
import { AppError, conflict } from './errors.ts';

/**
 * What a reference column names, in German, for "… nicht gefunden.". Keyed by column, or by
 * `table.column` where the column name alone says too little. A test fails for a foreign key
 * whose column has no entry here, so a new module cannot forget it.
 */
export const referenceLabels: Record<string, string> = {
  customer_id: 'Kunde',
  contact_id: 'Kontakt',
  project_id: 'Projekt',
  logo_file_id: 'Logo',
  file_id: 'Datei',
  folder_id: 'Ordner',
  'file_folders.parent_id': 'Übergeordneter Ordner',
  entity_record_id: 'Datensatz',
  account_id: 'E-Mail-Konto',
  document_id: 'Dokument',
  dunning_notice_id: 'Mahnung',
  template_id: 'Serienrechnung',
  role_id: 'Rolle',
  profile_id: 'Mitarbeiter',
  user_id: 'Benutzer',
  invited_by: 'Benutzer',
  source_id: 'Datensatz',
  target_id: 'Datensatz',
  article_id: 'Artikel',
  deducted_advance_ids: 'Abschlagsrechnung',
  'journal_entries.reverses_id': 'Stornierte Buchung',
  entry_id: 'Buchung',
  entity_id: 'Kunde oder Lieferant',
  working_time_id: 'Arbeitszeiteintrag',
  bank_account_id: 'Bankkonto',
  statement_id: 'Kontoauszug',
  transaction_id: 'Bankumsatz',
  payment_id: 'Zahlung',
  rule_id: 'Regel',
  journal_entry_id: 'Buchung',
  'sepa_direct_debit_items.file_id': 'Lastschriftdatei',
  export_id: 'DATEV-Export',
  ticket_id: 'Ticket',
  mail_import_id: 'Abgerufene E-Mail',
  time_entry_id: 'Zeiteintrag',
  assignee_id: 'Bearbeiter',
  author_profile_id: 'Mitarbeiter',
  email_account_id: 'E-Mail-Konto',
  'support_attachments.message_id': 'Nachricht',
  'support_mail_imports.support_message_id': 'Nachricht',
  vendor_id: 'Lieferant',
  invoice_id: 'Eingangsrechnung',
  incoming_invoice_id: 'Eingangsrechnung',
  'incoming_invoices.duplicate_of': 'Eingangsrechnung',
  device_id: 'Stempeluhr',
  appointment_id: 'Termin',
  project_type_id: 'Projekttyp',
  phase_id: 'Phase',
  'letters.recipient_id': 'Empfänger',
  'letters.series_id': 'Serienbrief',
  'letters.sent_email_id': 'E-Mail',
  'form_instances.template_id': 'Formularvorlage',
  'form_instances.pdf_file_id': 'PDF-Datei',
};

/** The request field a column is sent as, where the names differ. */
const requestFields: Record<string, string> = {
  // The generated master-data key of a file link; the request says `entity_id`.
  entity_record_id: 'entity_id',
  // Links between records are written from `data.<field>`; the service names that field first.
  'entity_links.source_id': '',
  'entity_links.target_id': '',
  'entity_profile_links.source_id': '',
  'entity_profile_links.profile_id': '',
};

/**
 * References inside JSON arrays, checked by the trigger `kontor_json_references_guard`
 * (migration 0008), which raises 23503 with these names as the constraint.
 */
export const jsonReferences: Record<string, { table: string; column: string; field: string }> = {
  documents_lines_article_ref: { table: 'documents', column: 'article_id', field: 'lines' },
  documents_deducted_advance_ref: {
    table: 'documents',
    column: 'deducted_advance_ids',
    field: 'deducted_advance_ids',
  },
  serial_invoice_templates_lines_article_ref: {
    table: 'serial_invoice_templates',
    column: 'article_id',
    field: 'lines',
  },
};

export const labelOf = (table: string, column: string) =>
  referenceLabels[`${table}.${column}`] ?? referenceLabels[column];

interface ReferenceField {
  field: string;
  label: string;
}

let byConstraint: Map<string, ReferenceField> | undefined;

function referenceFields(): Map<string, ReferenceField> {
  if (byConstraint) return byConstraint;
  byConstraint = new Map();
  for (const fk of schemaForeignKeys()) {
    const own = fk.columns.filter((c) => c !== 'tenant_id');
    if (own.length !== 1) continue;
    const column = own[0]!;
    const field = requestFields[`${fk.table}.${column}`] ?? requestFields[column] ?? column;
    byConstraint.set(fk.name, { field, label: labelOf(fk.table, column) ?? 'Datensatz' });
  }
  for (const [name, ref] of Object.entries(jsonReferences)) {
    byConstraint.set(name, { field: ref.field, label: labelOf(ref.table, ref.column) ?? 'Datensatz' });
  }
  return byConstraint;
}

/**
 * A foreign-key violation (SQLSTATE 23503) as the caller should read it. Writing: an id in the
 * request names no record of this tenant → 400 naming the field. Deleting: something still
 * points at the record → 409. Neither names tables, constraints or key values.
 */
export function referenceViolation(constraint: string | undefined, method: string): AppError {
  if (method === 'DELETE') {
    return conflict('Der Datensatz wird noch verwendet und kann nicht gelöscht werden.');
  }
  const known = constraint ? referenceFields().get(constraint) : undefined;
  if (!known) return new AppError(400, 'bad_request', 'Ein gewählter Datensatz wurde nicht gefunden.');
  const message = `${known.label} nicht gefunden.`;
  return new AppError(400, 'bad_request', message, known.field ? { [known.field]: message } : undefined);
}
