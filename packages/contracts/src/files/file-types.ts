/**
 * The file types Kontor stores (DOMAIN.md "Files"): what a name may end with, which MIME types a
 * browser may declare for it, and what the bytes must look like. The server checks the bytes
 * (magic numbers, or clean text where a format has none); the browser uses the same table to
 * refuse early and to fill the file picker's `accept`.
 */
export interface FileTypeDefinition {
  key: string;
  /** Named in the "allowed are …" message. */
  label: string;
  /** Lower case, without dot; the first one is the usual one. */
  extensions: readonly string[];
  /** Stored and served as this type, whatever the browser declared. */
  mime: string;
  /** MIME types a browser or mail program may declare for such a file. */
  declaredMimes: readonly string[];
  /**
   * What the bytes must be: `file-type` results (by `ext`), or `text` for formats without magic
   * bytes (valid text without control characters).
   */
  content: readonly string[] | 'text';
  /** Shown in the browser (preview): PDF, the images every browser draws, plain text. */
  inline: boolean;
  /** For the list's icon. */
  group: 'pdf' | 'image' | 'text' | 'spreadsheet' | 'document' | 'presentation' | 'archive' | 'mail';
}

// OOXML and OpenDocument files are ZIP containers; a scanner that reads only the start of the
// file may see just the ZIP, so the container counts as a match for them.
const zipFamily = ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods'];

export const fileTypes: readonly FileTypeDefinition[] = [
  {
    key: 'pdf',
    label: 'PDF',
    extensions: ['pdf'],
    mime: 'application/pdf',
    declaredMimes: ['application/pdf', 'application/x-pdf'],
    content: ['pdf', 'ai'],
    inline: true,
    group: 'pdf',
  },
  {
    key: 'png',
    label: 'PNG',
    extensions: ['png'],
    mime: 'image/png',
    declaredMimes: ['image/png', 'image/apng'],
    content: ['png', 'apng'],
    inline: true,
    group: 'image',
  },
  {
    key: 'jpeg',
    label: 'JPEG',
    extensions: ['jpg', 'jpeg', 'jpe'],
    mime: 'image/jpeg',
    declaredMimes: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    content: ['jpg'],
    inline: true,
    group: 'image',
  },
  {
    key: 'gif',
    label: 'GIF',
    extensions: ['gif'],
    mime: 'image/gif',
    declaredMimes: ['image/gif'],
    content: ['gif'],
    inline: true,
    group: 'image',
  },
  {
    key: 'webp',
    label: 'WebP',
    extensions: ['webp'],
    mime: 'image/webp',
    declaredMimes: ['image/webp'],
    content: ['webp'],
    inline: true,
    group: 'image',
  },
  {
    key: 'tiff',
    label: 'TIFF',
    extensions: ['tif', 'tiff'],
    mime: 'image/tiff',
    declaredMimes: ['image/tiff', 'image/tif'],
    content: ['tif'],
    inline: false,
    group: 'image',
  },
  {
    key: 'heic',
    label: 'HEIC',
    extensions: ['heic', 'heif'],
    mime: 'image/heic',
    declaredMimes: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
    content: ['heic'],
    inline: false,
    group: 'image',
  },
  {
    key: 'xml',
    label: 'XML',
    extensions: ['xml'],
    mime: 'application/xml',
    declaredMimes: ['application/xml', 'text/xml'],
    content: 'text',
    inline: false,
    group: 'text',
  },
  {
    key: 'csv',
    label: 'CSV',
    extensions: ['csv'],
    mime: 'text/csv',
    // Windows declares CSV as Excel's type when Excel is installed.
    declaredMimes: [
      'text/csv',
      'application/csv',
      'text/comma-separated-values',
      'text/x-csv',
      'application/vnd.ms-excel',
      'text/plain',
    ],
    content: 'text',
    inline: false,
    group: 'spreadsheet',
  },
  {
    key: 'txt',
    label: 'TXT',
    extensions: ['txt'],
    mime: 'text/plain',
    declaredMimes: ['text/plain'],
    content: 'text',
    inline: true,
    group: 'text',
  },
  {
    key: 'json',
    label: 'JSON',
    extensions: ['json'],
    mime: 'application/json',
    declaredMimes: ['application/json', 'text/json', 'text/plain'],
    content: 'text',
    inline: false,
    group: 'text',
  },
  {
    key: 'zip',
    label: 'ZIP',
    extensions: ['zip'],
    mime: 'application/zip',
    declaredMimes: [
      'application/zip',
      'application/x-zip-compressed',
      'application/x-zip',
      'multipart/x-zip',
    ],
    content: zipFamily,
    inline: false,
    group: 'archive',
  },
  {
    key: 'docx',
    label: 'Word (DOCX)',
    extensions: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declaredMimes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    content: ['docx', 'zip'],
    inline: false,
    group: 'document',
  },
  {
    key: 'xlsx',
    label: 'Excel (XLSX)',
    extensions: ['xlsx'],
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    declaredMimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    content: ['xlsx', 'zip'],
    inline: false,
    group: 'spreadsheet',
  },
  {
    key: 'pptx',
    label: 'PowerPoint (PPTX)',
    extensions: ['pptx'],
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    declaredMimes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    content: ['pptx', 'zip'],
    inline: false,
    group: 'presentation',
  },
  {
    key: 'odt',
    label: 'OpenDocument-Text (ODT)',
    extensions: ['odt'],
    mime: 'application/vnd.oasis.opendocument.text',
    declaredMimes: ['application/vnd.oasis.opendocument.text'],
    content: ['odt', 'zip'],
    inline: false,
    group: 'document',
  },
  {
    key: 'ods',
    label: 'OpenDocument-Tabelle (ODS)',
    extensions: ['ods'],
    mime: 'application/vnd.oasis.opendocument.spreadsheet',
    declaredMimes: ['application/vnd.oasis.opendocument.spreadsheet'],
    content: ['ods', 'zip'],
    inline: false,
    group: 'spreadsheet',
  },
  {
    key: 'eml',
    label: 'E-Mail (EML)',
    extensions: ['eml'],
    mime: 'message/rfc822',
    declaredMimes: ['message/rfc822'],
    content: 'text',
    inline: false,
    group: 'mail',
  },
  {
    key: 'msg',
    label: 'Outlook-E-Mail (MSG)',
    extensions: ['msg'],
    mime: 'application/vnd.ms-outlook',
    declaredMimes: ['application/vnd.ms-outlook', 'application/x-msg'],
    // Outlook stores messages in Microsoft's compound file format.
    content: ['cfb'],
    inline: false,
    group: 'mail',
  },
];

/** What browsers send when they do not know a type; says nothing either way. */
const UNSPECIFIC_MIMES = new Set([
  '',
  'application/octet-stream',
  'binary/octet-stream',
  'application/unknown',
]);

export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const fileTypeByExtension = (name: string): FileTypeDefinition | undefined => {
  const extension = fileExtension(name);
  return extension ? fileTypes.find((type) => type.extensions.includes(extension)) : undefined;
};

export const fileTypeByKey = (key: string): FileTypeDefinition | undefined =>
  fileTypes.find((type) => type.key === key);

/** The stored MIME type without parameters (`text/csv; charset=utf-8` → `text/csv`). */
export const baseMime = (mime: string) => mime.split(';')[0]!.trim().toLowerCase();

export const fileTypeByMime = (mime: string): FileTypeDefinition | undefined => {
  const base = baseMime(mime);
  return fileTypes.find((type) => type.mime === base);
};

/** The German sentence every refusal of a type ends with. */
export const ALLOWED_FILE_TYPES_TEXT = `Erlaubt sind ${fileTypes
  .slice(0, -1)
  .map((t) => t.label)
  .join(', ')} und ${fileTypes.at(-1)!.label}.`;

/** For `<input accept>` and the drop zone: extensions and MIME types. */
export const ACCEPTED_FILE_INPUT = fileTypes
  .flatMap((type) => [...type.extensions.map((e) => `.${e}`), type.mime])
  .join(',');

export type DeclaredTypeCheck =
  { ok: true; type: FileTypeDefinition } | { ok: false; reason: 'not_allowed' | 'mismatch' };

/**
 * What a file claims to be, from its name and the MIME type the browser declared: the name's
 * extension decides; a specific declared type must fit it. Without an extension the declared
 * type decides. The bytes are checked on the server afterwards.
 */
export function checkDeclaredType(name: string, declaredMime: string | undefined): DeclaredTypeCheck {
  const declared = baseMime(declaredMime ?? '');
  const byName = fileTypeByExtension(name);
  if (byName) {
    const fits = UNSPECIFIC_MIMES.has(declared) || byName.declaredMimes.includes(declared);
    return fits ? { ok: true, type: byName } : { ok: false, reason: 'mismatch' };
  }
  if (fileExtension(name)) return { ok: false, reason: 'not_allowed' };
  const byMime = fileTypes.find((t) => t.declaredMimes.includes(declared));
  return byMime ? { ok: true, type: byMime } : { ok: false, reason: 'not_allowed' };
}
