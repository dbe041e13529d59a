import { z } from 'zod';
import { bookDateField } from '../accounting/accounting.schemas.ts';
import { defineContract } from '../contract.ts';

export const dataExportKinds = ['gobd', 'tenant'] as const;
export type DataExportKind = (typeof dataExportKinds)[number];
export const dataExportStatuses = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Starts a background export: `gobd` — the Datenträgerüberlassung of a period (needs from/to);
 * `tenant` — every record and file of the tenant (backup, moving elsewhere).
 */
export const ZDataExportStart = z
  .object({
    kind: z.enum(dataExportKinds, { error: 'Bitte die Art des Exports wählen.' }),
    from: bookDateField('Von').optional(),
    to: bookDateField('Bis').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== 'gobd') return;
    if (!value.from)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Von: bitte ein Datum angeben.' });
    if (!value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Bis: bitte ein Datum angeben.' });
    if (value.from && value.to && value.from > value.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: '„Von“ darf nicht nach „Bis“ liegen.' });
  });
export type DataExportStart = z.infer<typeof ZDataExportStart>;

export const ZDataExport = z.object({
  id: z.number().int(),
  kind: z.enum(dataExportKinds),
  from: z.string().nullable(),
  to: z.string().nullable(),
  status: z.enum(dataExportStatuses),
  /** 0–100 */
  progress: z.number().int(),
  error: z.string().nullable(),
  filename: z.string().nullable(),
  size: z.number().int().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof ZDataExport>;

export const ZDataExportId = z.object({
  id: z.coerce.number({ error: 'Ungültige ID.' }).int().positive({ error: 'Ungültige ID.' }),
});

export const startDataExport = defineContract({
  method: 'POST',
  path: '/api/data-exports',
  access: 'accounting.export',
  summary:
    'Startet einen Datenexport im Hintergrund: GoBD-Datenträgerüberlassung eines Zeitraums (index.xml, CSV, Belege) oder den vollständigen Export des Mandanten (JSON und Dateien, nur mit Einstellungsrechten).',
  body: ZDataExportStart,
  response: ZDataExport,
  status: 201,
});

export const listDataExports = defineContract({
  method: 'GET',
  path: '/api/data-exports',
  access: 'accounting.export',
  summary: 'Die Datenexporte des Mandanten mit Fortschritt und Status.',
  response: z.object({ items: z.array(ZDataExport) }),
});

export const downloadDataExport = defineContract({
  method: 'GET',
  path: '/api/data-exports/:id/download',
  access: 'accounting.export',
  summary: 'Lädt einen fertigen Datenexport als ZIP herunter.',
  params: ZDataExportId,
  response: z.unknown(),
});
