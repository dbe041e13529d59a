import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { entityRegistry } from '../entities/entity-registry.ts';
import { IMPORT_MAX_BYTES, type ImportableEntityType } from './import-targets.ts';

const MAX_BASE64_LENGTH = Math.ceil(IMPORT_MAX_BYTES / 3) * 4;
/** Request size of the import endpoints: the file as base64 plus the mapping. */
export const IMPORT_BODY_LIMIT = MAX_BASE64_LENGTH + 1024 * 1024;

export const csvEncodings = ['utf-8', 'utf-16le', 'windows-1252'] as const;
export type CsvEncoding = (typeof csvEncodings)[number];
export const csvDelimiters = [';', ',', '\t'] as const;
export type CsvDelimiter = (typeof csvDelimiters)[number];

/**
 * The CSV file itself. The browser sends it again with every step, so the server keeps no upload
 * state between analyze, preview and import.
 */
export const ZImportFile = z.object({
  file_name: z
    .string({ error: 'Bitte eine Datei wählen.' })
    .trim()
    .min(1, { error: 'Bitte eine Datei wählen.' })
    .max(255, { error: 'Der Dateiname ist zu lang.' }),
  content_base64: z
    .string({ error: 'Bitte eine Datei wählen.' })
    .min(1, { error: 'Die Datei ist leer.' })
    .max(MAX_BASE64_LENGTH, { error: 'Die Datei ist größer als 5 MB.' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'Die Datei ist nicht korrekt übertragen worden.' }),
});
export type ImportFile = z.infer<typeof ZImportFile>;

/** Per CSV column (same order as the header): the target field key, or null = not imported. */
export const ZImportMapping = z.array(z.string().max(120).nullable()).max(500, {
  error: 'Die Datei hat zu viele Spalten (höchstens 500).',
});

export const ZImportRequest = ZImportFile.extend({ mapping: ZImportMapping });
export type ImportRequest = z.infer<typeof ZImportRequest>;

export const ZImportTarget = z.object({ key: z.string(), label: z.string(), required: z.boolean() });

export const ZImportAnalysis = z.object({
  file_name: z.string(),
  encoding: z.enum(csvEncodings),
  /** The file started with a byte-order mark. */
  has_bom: z.boolean(),
  delimiter: z.enum(csvDelimiters),
  headers: z.array(z.string()),
  /** The first data rows as they are in the file (for the mapping step). */
  sample_rows: z.array(z.array(z.string())),
  row_count: z.number().int(),
  /** Suggested target per column (null = not imported). */
  mapping: z.array(z.string().nullable()),
  /** Every field a column can go to (including the tenant's custom fields). */
  targets: z.array(ZImportTarget),
});
export type ImportAnalysis = z.infer<typeof ZImportAnalysis>;

export const importRowStatuses = ['new', 'update', 'unchanged', 'error'] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

export const ZImportRowError = z.object({
  /** The CSV header the problem belongs to; null when it concerns the row or an unmapped field. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ZImportRowError>;

export const ZImportPreviewRow = z.object({
  /** Row in the file as a spreadsheet counts it: the header is row 1. */
  line: z.number().int(),
  status: z.enum(importRowStatuses),
  name: z.string(),
  number: z.string().nullable(),
  /** The existing record the row updates (or leaves unchanged). */
  matched_id: z.number().int().nullable(),
  /** Labels of the fields an update changes. */
  changes: z.array(z.string()),
  errors: z.array(ZImportRowError),
});
export type ImportPreviewRow = z.infer<typeof ZImportPreviewRow>;

export const ZImportTotals = z.object({
  total: z.number().int(),
  new: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type ImportTotals = z.infer<typeof ZImportTotals>;

export const ZImportPreview = z.object({ totals: ZImportTotals, rows: z.array(ZImportPreviewRow) });
export type ImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  total: z.number().int(),
});
export type ImportResult = z.infer<typeof ZImportResult>;

/** The three import endpoints of one type; they need the type's write permission. */
export const entityImportContracts = (type: ImportableEntityType) => {
  const { label, permissions } = entityRegistry[type];
  const base = `/api/entities/${type}/import`;
  return {
    analyze: defineContract({
      method: 'POST',
      path: `${base}/analyze`,
      access: permissions.write,
      summary: `${label}: CSV-Datei lesen (Kodierung, Trennzeichen, Spalten, Zuordnungsvorschlag).`,
      body: ZImportFile,
      response: ZImportAnalysis,
      bodyLimit: IMPORT_BODY_LIMIT,
    }),
    preview: defineContract({
      method: 'POST',
      path: `${base}/preview`,
      access: permissions.write,
      summary: `${label}: Vorschau des Imports (neu, aktualisieren, unverändert, Fehler je Zeile).`,
      body: ZImportRequest,
      response: ZImportPreview,
      bodyLimit: IMPORT_BODY_LIMIT,
    }),
    run: defineContract({
      method: 'POST',
      path: base,
      access: permissions.write,
      summary: `${label}: CSV importieren – ganz oder gar nicht.`,
      body: ZImportRequest,
      response: ZImportResult,
      bodyLimit: IMPORT_BODY_LIMIT,
    }),
  };
};
