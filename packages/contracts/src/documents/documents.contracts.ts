import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { isValidIsoDate } from '../entities/field-value-schema.ts';
import { ZHistoryPage } from '../history/record-history.contracts.ts';
import { optionalText } from '../text-fields.ts';
import { documentTypes } from './document-types.ts';
import {
  archiveKinds,
  ZDocument,
  ZDocumentDraftFields,
  ZDocumentList,
  ZDocumentListQuery,
  ZDocumentFilter,
  ZDocumentSums,
} from './documents.schemas.ts';
import { decimalPattern } from './money.ts';

export const ZDocumentId = z.object({ id: z.coerce.number().int().positive() });

export const ZDocumentCreate = ZDocumentDraftFields.safeExtend({
  type: z.enum(documentTypes, { error: 'Bitte einen Dokumenttyp wählen.' }),
});
export const ZDocumentUpdate = ZDocumentDraftFields.safeExtend({
  version: z.number({ error: 'Die Version fehlt.' }).int().positive(),
});

/** A finding of the e-invoice validation (packages/einvoice), as the API reports it. */
export const ZValidationFinding = z.object({
  rule_id: z.string(),
  level: z.enum(['fatal', 'warning', 'information']),
  message: z.string(),
});
export const ZValidationReport = z.object({
  valid: z.boolean(),
  format: z.string(),
  findings: z.array(ZValidationFinding),
});

export const ZPaymentInput = z.object({
  amount: z
    .string({ error: 'Bitte einen Betrag angeben.' })
    .trim()
    .transform((v) => v.replace(',', '.'))
    .refine((v) => decimalPattern.test(v) && Number(v) !== 0, {
      error: 'Bitte einen Betrag ungleich 0 angeben.',
    }),
  paid_on: z.string({ error: 'Bitte das Zahlungsdatum angeben.' }).refine(isValidIsoDate, {
    error: 'Das Zahlungsdatum ist kein gültiges Datum.',
  }),
  method: optionalText(50, 'Die Zahlungsart'),
  note: optionalText(500, 'Die Notiz'),
  /**
   * true: the payment settles the invoice with its Skonto ("bezahlt mit Skonto"); false: never
   * Skonto. Left out: Skonto applies when the amount is exactly the Skonto payment amount and the
   * payment is within the Skonto period.
   */
  settle_with_skonto: z.boolean().optional(),
  /** Writes off ("ausbuchen") what stays open after this payment, up to the tenant's tolerance. */
  write_off_rest: z.boolean().optional(),
  write_off_reason: optionalText(200, 'Der Grund der Ausbuchung'),
});

const base = '/api/documents';

export const listDocuments = defineContract({
  method: 'GET',
  path: base,
  access: 'documents.read',
  summary: 'Dokumente mit Filtern (Typ, Status inkl. überfällig, Kunde, Zeitraum, Suche) und Summen.',
  query: ZDocumentListQuery,
  response: ZDocumentList,
});

export const sumDocuments = defineContract({
  method: 'GET',
  path: `${base}/sums`,
  access: 'documents.read',
  summary: 'Anzahl und Summen aller Dokumente eines Filters (einmal je Filter, nicht je Seite).',
  query: ZDocumentFilter,
  response: ZDocumentSums,
});

export const exportDocuments = defineContract({
  method: 'GET',
  path: `${base}/export`,
  access: 'documents.read',
  summary: 'Dokumentliste als CSV oder XLSX (mit den Filtern der Liste).',
  query: ZDocumentListQuery.omit({ limit: true, offset: true, cursor: true, sums: true }).extend({
    format: z.enum(['csv', 'xlsx']),
  }),
  response: z.unknown(),
});

export const createDocument = defineContract({
  method: 'POST',
  path: base,
  access: 'documents.write',
  summary: 'Neuen Entwurf anlegen (Kundenvorgaben werden übernommen, wo nichts angegeben ist).',
  body: ZDocumentCreate,
  response: ZDocument,
  status: 201,
});

export const getDocument = defineContract({
  method: 'GET',
  path: `${base}/:id`,
  access: 'documents.read',
  summary: 'Ein Dokument mit Positionen, Summen, Zahlungen, Verknüpfungen und Archivdateien.',
  params: ZDocumentId,
  response: ZDocument,
});

export const updateDocument = defineContract({
  method: 'PUT',
  path: `${base}/:id`,
  access: 'documents.write',
  summary:
    'Entwurf speichern (Autosave; veraltete Version → 409). Festgeschriebene Dokumente sind unveränderlich.',
  params: ZDocumentId,
  body: ZDocumentUpdate,
  response: ZDocument,
});

export const deleteDocument = defineContract({
  method: 'DELETE',
  path: `${base}/:id`,
  access: 'documents.write',
  summary: 'Entwurf löschen. Festgeschriebene Dokumente werden nie gelöscht (GoBD).',
  params: ZDocumentId,
  response: z.object({ ok: z.literal(true) }),
});

export const finalizeDocument = defineContract({
  method: 'POST',
  path: `${base}/:id/finalize`,
  access: 'documents.finalize',
  summary:
    'Festschreiben: lückenlose Nummer, Firmen- und Kundendaten einfrieren, PDF und E-Rechnung erzeugen, prüfen und unveränderlich archivieren.',
  params: ZDocumentId,
  body: z.object({ version: z.number().int().positive() }),
  response: ZDocument,
});

export const previewDocumentPdf = defineContract({
  method: 'GET',
  path: `${base}/:id/preview`,
  access: 'documents.read',
  summary: 'PDF-Vorschau (Entwurf mit Wasserzeichen; festgeschrieben: das archivierte PDF).',
  params: ZDocumentId,
  response: z.unknown(),
});

export const downloadDocumentFile = defineContract({
  method: 'GET',
  path: `${base}/:id/files/:kind`,
  access: 'documents.read',
  summary: 'Archivierte Datei eines festgeschriebenen Dokuments: PDF, ZUGFeRD, XRechnung (UBL/CII).',
  params: ZDocumentId.extend({ kind: z.enum(archiveKinds) }),
  query: z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') }),
  response: z.unknown(),
});

export const validateDocument = defineContract({
  method: 'GET',
  path: `${base}/:id/validation`,
  access: 'documents.read',
  summary: 'Prüfbericht der E-Rechnung nach EN 16931 und XRechnung 3.0.',
  params: ZDocumentId,
  response: ZValidationReport,
});

export const convertDocument = defineContract({
  method: 'POST',
  path: `${base}/:id/convert`,
  access: 'documents.write',
  summary:
    'Weiterführen: Angebot → Auftragsbestätigung → Lieferschein → Rechnung (neuer Entwurf, verknüpft).',
  params: ZDocumentId,
  body: z.object({ type: z.enum(documentTypes, { error: 'Bitte einen Zieltyp wählen.' }) }),
  response: ZDocument,
  status: 201,
});

export const duplicateDocument = defineContract({
  method: 'POST',
  path: `${base}/:id/duplicate`,
  access: 'documents.write',
  summary:
    'Duplizieren: neuer Entwurf gleichen Typs mit Kunde, Texten und Positionen, heute datiert, ohne Verknüpfung.',
  params: ZDocumentId,
  response: ZDocument,
  status: 201,
});

export const cancelDocument = defineContract({
  method: 'POST',
  path: `${base}/:id/cancel`,
  access: 'documents.finalize',
  summary:
    'Rechnung stornieren: erzeugt eine festgeschriebene Stornorechnung, die Rechnung wird „storniert“.',
  params: ZDocumentId,
  body: z.object({ reason: optionalText(500, 'Der Stornogrund') }),
  response: ZDocument,
  status: 201,
});

export const createCreditNote = defineContract({
  method: 'POST',
  path: `${base}/:id/credit-note`,
  access: 'documents.write',
  summary: 'Gutschrift zu einer Rechnung als Entwurf anlegen (Positionen übernommen, anpassbar).',
  params: ZDocumentId,
  response: ZDocument,
  status: 201,
});

export const setDocumentStatus = defineContract({
  method: 'POST',
  path: `${base}/:id/status`,
  access: 'documents.write',
  summary: 'Angebot angenommen / abgelehnt, oder als versendet markieren (ohne E-Mail).',
  params: ZDocumentId,
  body: z.object({ status: z.enum(['accepted', 'rejected', 'sent']) }),
  response: ZDocument,
});

export const addDocumentPayment = defineContract({
  method: 'POST',
  path: `${base}/:id/payments`,
  access: 'documents.write',
  summary: 'Zahlungseingang von Hand erfassen; Status wird teilweise bezahlt / bezahlt.',
  params: ZDocumentId,
  body: ZPaymentInput,
  response: ZDocument,
  status: 201,
});

export const removeDocumentPayment = defineContract({
  method: 'DELETE',
  path: `${base}/:id/payments/:paymentId`,
  access: 'documents.write',
  summary: 'Irrtümlich erfasste Zahlung entfernen (bleibt in der Historie).',
  params: ZDocumentId.extend({ paymentId: z.coerce.number().int().positive() }),
  response: ZDocument,
});

export const listDocumentHistory = defineContract({
  method: 'GET',
  path: `${base}/:id/history`,
  access: 'documents.read',
  summary: 'Historie eines Dokuments (Entwurf, Festschreiben, Zahlungen, Versand), neueste zuerst.',
  params: ZDocumentId,
  query: z.object({
    before_id: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: ZHistoryPage,
});
