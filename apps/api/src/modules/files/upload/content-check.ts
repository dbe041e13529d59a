import { checkDeclaredType, fileExtension, type FileTypeDefinition } from '@kontor/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { contentMismatch, typeNotAllowed } from './upload-errors.ts';

/** How much of the start of a file the magic-byte check reads (ZIP containers need some depth). */
export const SNIFF_BYTES = 64 * 1024;

const MAX_NAME_LENGTH = 200;

/** The name as stored: no path (old browsers send `C:\fakepath\…`), no control characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .toWellFormed()
    .normalize('NFC')
    .trim();
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = fileExtension(cleaned);
  const keep = extension ? MAX_NAME_LENGTH - extension.length - 1 : MAX_NAME_LENGTH;
  return extension ? `${cleaned.slice(0, keep).trimEnd()}.${extension}` : cleaned.slice(0, keep);
}

/** The type the name and the declared MIME type claim; refuses what Kontor does not store. */
export function claimedType(name: string, declaredMime: string): FileTypeDefinition {
  const claimed = checkDeclaredType(name, declaredMime);
  if (!claimed.ok) {
    throw claimed.reason === 'not_allowed' ? typeNotAllowed(name) : contentMismatchOfName(name, declaredMime);
  }
  return claimed.type;
}

// A name like rechnung.pdf declared as application/x-msdownload: say what the name claims.
function contentMismatchOfName(name: string, declaredMime: string) {
  const byName = checkDeclaredType(name, '');
  return byName.ok ? contentMismatch(name, byName.type) : typeNotAllowed(`${name} (${declaredMime})`);
}

/** The start of the file must carry the magic bytes of the claimed type (text: none of another). */
export async function assertContentMatches(name: string, type: FileTypeDefinition, head: Buffer) {
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  const matches =
    type.content === 'text'
      ? detected === undefined || detected.ext === 'xml'
      : detected !== undefined && type.content.includes(detected.ext);
  if (!matches) throw contentMismatch(name, type);
}
