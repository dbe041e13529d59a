import { formatByteSize } from './file-size.ts';
import { ALLOWED_FILE_TYPES_TEXT, checkDeclaredType, type FileTypeDefinition } from './file-types.ts';

// The German refusals of an upload, said the same by the browser (before sending) and the server.

export const fileTooLargeMessage = (maxBytes: number) =>
  `Die Datei ist größer als ${formatByteSize(maxBytes)}.`;

export const quotaExceededMessage = (freeBytes: number, quotaBytes: number) =>
  freeBytes > 0
    ? `Der Speicherplatz reicht nicht: Es sind nur noch ${formatByteSize(freeBytes)} von ${formatByteSize(quotaBytes)} frei.`
    : `Der Speicherplatz von ${formatByteSize(quotaBytes)} ist voll. Löschen Sie nicht mehr benötigte Dateien.`;

export const typeNotAllowedMessage = (name: string) =>
  `„${name}“ hat einen Dateityp, der nicht gespeichert werden kann. ${ALLOWED_FILE_TYPES_TEXT}`;

export const contentMismatchMessage = (name: string, type: FileTypeDefinition) =>
  `Der Inhalt von „${name}“ ist keine ${type.label}-Datei und passt nicht zur Dateiendung oder zum angegebenen Typ. ${ALLOWED_FILE_TYPES_TEXT}`;

export const emptyFileMessage = (name: string) => `„${name}“ ist leer.`;

/**
 * What the browser can tell before sending a file: a type Kontor does not store, a declared type
 * that contradicts the name, an empty or too large file. Null: send it (the server checks the bytes).
 */
export function precheckUpload(
  file: { name: string; type: string; size: number },
  maxFileBytes: number,
): string | null {
  const claimed = checkDeclaredType(file.name, file.type);
  if (!claimed.ok) {
    const byName = checkDeclaredType(file.name, '');
    return claimed.reason === 'mismatch' && byName.ok
      ? contentMismatchMessage(file.name, byName.type)
      : typeNotAllowedMessage(file.name);
  }
  if (file.size === 0) return emptyFileMessage(file.name);
  if (file.size > maxFileBytes) return fileTooLargeMessage(maxFileBytes);
  return null;
}
