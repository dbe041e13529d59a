import { z } from 'zod';

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

export const ZFileId = z.object({ id: positiveId('Ungültige Datei-ID.') });
export const ZFolderId = z.object({ id: positiveId('Ungültige Ordner-ID.') });

// Names end up in Content-Disposition headers and in the user's file system: no path parts,
// no control characters.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const forbiddenInNames = /[/\\\u0000-\u001f\u007f]/;

export const ZFileName = z
  .string({ error: 'Bitte einen Dateinamen angeben.' })
  .trim()
  .min(1, { error: 'Bitte einen Dateinamen angeben.' })
  .max(200, { error: 'Der Dateiname darf höchstens 200 Zeichen lang sein.' })
  .refine((name) => !forbiddenInNames.test(name) && name.isWellFormed(), {
    error: 'Der Dateiname darf keine Schrägstriche oder Steuerzeichen enthalten.',
  });

export const ZFolderName = z
  .string({ error: 'Bitte einen Ordnernamen angeben.' })
  .trim()
  .min(1, { error: 'Bitte einen Ordnernamen angeben.' })
  .max(100, { error: 'Der Ordnername darf höchstens 100 Zeichen lang sein.' })
  .refine((name) => !forbiddenInNames.test(name), {
    error: 'Der Ordnername darf keine Schrägstriche oder Steuerzeichen enthalten.',
  });

const ZTag = z
  .string()
  .trim()
  .min(1, { error: 'Leere Schlagwörter sind nicht möglich.' })
  .max(40, { error: 'Ein Schlagwort darf höchstens 40 Zeichen lang sein.' })
  .refine((tag) => !tag.includes(',') && !forbiddenInNames.test(tag), {
    error: 'Schlagwörter dürfen keine Kommas, Schrägstriche oder Steuerzeichen enthalten.',
  });

/** Tags of a file: trimmed, each once (ignoring case), in the given order. */
export const ZFileTags = z
  .array(ZTag, { error: 'Bitte die Schlagwörter als Liste angeben.' })
  .max(20, { error: 'Höchstens 20 Schlagwörter je Datei.' })
  .transform((tags) =>
    tags.filter((tag, i) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i),
  );

/** The area a file is linked to: a master-data type (`customers`) or another area's name. */
export const ZLinkEntity = z
  .string({ error: 'Bitte den Bereich des Datensatzes angeben.' })
  .regex(/^[a-z][A-Za-z0-9]{1,39}$/, { error: 'Unbekannter Bereich.' });
export const ZLinkEntityId = z
  .string({ error: 'Bitte die ID des Datensatzes angeben.' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Ungültige ID des Datensatzes.' });

export const ZFileLinkTarget = z.object({ entity: ZLinkEntity, entity_id: ZLinkEntityId });
export type FileLinkTarget = z.infer<typeof ZFileLinkTarget>;

export const ZFileLink = ZFileLinkTarget.extend({
  /** The record's name where Kontor knows it (master data: number and name); null otherwise. */
  label: z.string().nullable(),
});
export type FileLink = z.infer<typeof ZFileLink>;

export const ZFileRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Served as this type (checked from the bytes at upload). */
  mime_type: z.string(),
  /** Key in the file-type table (`pdf`, `png`, `csv` …). */
  type: z.string(),
  /** The browser may show it (PDF preview, image, text) instead of only downloading it. */
  previewable: z.boolean(),
  size_bytes: z.number().int(),
  sha256: z.string(),
  folder_id: z.number().int().nullable(),
  tags: z.array(z.string()),
  uploaded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  links: z.array(ZFileLink),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FileRecord = z.infer<typeof ZFileRecord>;

export const ZFolder = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  /** Files and folders directly inside; a folder can only be deleted when both are 0. */
  file_count: z.number().int(),
  folder_count: z.number().int(),
  created_at: z.string(),
});
export type Folder = z.infer<typeof ZFolder>;

export const fileSorts = ['-created_at', 'created_at', 'name', '-name', 'size', '-size'] as const;
export type FileSort = (typeof fileSorts)[number];

const optionalFolderParam = z.union([z.literal('root'), positiveId('Ungültige Ordner-ID.')]).optional();

export const ZFileListQuery = z
  .object({
    /** A folder's id, `root` for the top level; left out: every folder. */
    folder_id: optionalFolderParam,
    /** Part of the name (case-insensitive). */
    q: z.string().trim().max(200, { error: 'Der Suchbegriff ist zu lang.' }).optional(),
    /** Comma-separated; a file must carry all of them. */
    tags: z
      .string()
      .max(500)
      .optional()
      .transform((raw) =>
        (raw ?? '')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    entity: ZLinkEntity.optional(),
    entity_id: ZLinkEntityId.optional(),
    sort: z.enum(fileSorts).default('-created_at'),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((q) => (q.entity === undefined) === (q.entity_id === undefined), {
    error: 'Bitte Bereich und ID des Datensatzes zusammen angeben.',
    path: ['entity_id'],
  });
export type FileListQuery = z.input<typeof ZFileListQuery>;

export const ZFileList = z.object({ items: z.array(ZFileRecord), total: z.number().int() });
export type FileListPage = z.infer<typeof ZFileList>;

export const ZFileUpdate = z
  .object({
    name: ZFileName.optional(),
    folder_id: positiveId('Ungültige Ordner-ID.').nullable().optional(),
    tags: ZFileTags.optional(),
  })
  .refine((body) => body.name !== undefined || body.folder_id !== undefined || body.tags !== undefined, {
    error: 'Bitte angeben, was geändert werden soll.',
  });
export type FileUpdate = z.input<typeof ZFileUpdate>;

export const ZFolderInput = z.object({
  name: ZFolderName,
  parent_id: positiveId('Ungültige Ordner-ID.').nullable().default(null),
});
export type FolderInput = z.input<typeof ZFolderInput>;

/** Where uploaded files go: a folder and/or a record they are linked to (query or form fields). */
export const ZUploadTarget = z
  .object({
    folder_id: positiveId('Ungültige Ordner-ID.').optional(),
    entity: ZLinkEntity.optional(),
    entity_id: ZLinkEntityId.optional(),
  })
  .refine((q) => (q.entity === undefined) === (q.entity_id === undefined), {
    error: 'Bitte Bereich und ID des Datensatzes zusammen angeben.',
    path: ['entity_id'],
  });
export type UploadTarget = z.output<typeof ZUploadTarget>;

export const ZFilesUsage = z.object({
  used_bytes: z.number().int(),
  quota_bytes: z.number().int(),
  /** The largest single file the server accepts. */
  max_file_bytes: z.number().int(),
});
export type FilesUsage = z.infer<typeof ZFilesUsage>;
