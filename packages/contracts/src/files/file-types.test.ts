import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILE_INPUT,
  ALLOWED_FILE_TYPES_TEXT,
  checkDeclaredType,
  fileTypeByExtension,
  fileTypeByMime,
  fileTypes,
} from './file-types.ts';

const keyOf = (result: ReturnType<typeof checkDeclaredType>) => (result.ok ? result.type.key : result.reason);

describe('the file types Kontor stores', () => {
  it('knows each extension and stored MIME type once', () => {
    const extensions = fileTypes.flatMap((t) => t.extensions);
    expect(new Set(extensions).size).toBe(extensions.length);
    expect(new Set(fileTypes.map((t) => t.mime)).size).toBe(fileTypes.length);
    for (const type of fileTypes) expect(fileTypeByMime(`${type.mime}; charset=utf-8`)).toBe(type);
  });

  it('decides by the extension, in any case, and lets browsers declare their usual types', () => {
    expect(keyOf(checkDeclaredType('Rechnung.PDF', 'application/pdf'))).toBe('pdf');
    expect(keyOf(checkDeclaredType('foto.jpeg', 'image/jpeg'))).toBe('jpeg');
    expect(keyOf(checkDeclaredType('export.csv', 'application/vnd.ms-excel'))).toBe('csv');
    expect(keyOf(checkDeclaredType('mail.msg', 'application/octet-stream'))).toBe('msg');
    expect(keyOf(checkDeclaredType('scan.pdf', ''))).toBe('pdf');
    expect(keyOf(checkDeclaredType('daten.json', 'application/json; charset=utf-8'))).toBe('json');
  });

  it('refuses a declared type that contradicts the name, and names it cannot store', () => {
    expect(keyOf(checkDeclaredType('rechnung.pdf', 'application/x-msdownload'))).toBe('mismatch');
    expect(keyOf(checkDeclaredType('rechnung.pdf', 'image/png'))).toBe('mismatch');
    expect(keyOf(checkDeclaredType('setup.exe', 'application/octet-stream'))).toBe('not_allowed');
    expect(keyOf(checkDeclaredType('bild.svg', 'image/svg+xml'))).toBe('not_allowed');
    expect(keyOf(checkDeclaredType('seite.html', 'text/html'))).toBe('not_allowed');
  });

  it('goes by the declared type when the name has no extension', () => {
    expect(keyOf(checkDeclaredType('Scan', 'application/pdf'))).toBe('pdf');
    expect(keyOf(checkDeclaredType('Scan', 'application/octet-stream'))).toBe('not_allowed');
    expect(fileTypeByExtension('.bashrc')).toBeUndefined();
  });

  it('lists what is allowed in one German sentence and for the file picker', () => {
    expect(ALLOWED_FILE_TYPES_TEXT).toBe(
      'Erlaubt sind PDF, PNG, JPEG, GIF, WebP, TIFF, HEIC, XML, CSV, TXT, JSON, ZIP, Word (DOCX), Excel (XLSX), PowerPoint (PPTX), OpenDocument-Text (ODT), OpenDocument-Tabelle (ODS), E-Mail (EML) und Outlook-E-Mail (MSG).',
    );
    expect(ACCEPTED_FILE_INPUT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', 'application/pdf', '.heic', '.msg']),
    );
  });

  it('previews only what browsers show safely', () => {
    expect(fileTypes.filter((t) => t.inline).map((t) => t.key)).toEqual([
      'pdf',
      'png',
      'jpeg',
      'gif',
      'webp',
      'txt',
    ]);
  });
});
