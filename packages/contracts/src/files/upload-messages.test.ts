import { describe, expect, it } from 'vitest';
import { ALLOWED_FILE_TYPES_TEXT } from './file-types.ts';
import { precheckUpload } from './upload-messages.ts';

const MB = 1024 * 1024;

describe('precheckUpload', () => {
  it('lets through what the server will check further', () => {
    expect(precheckUpload({ name: 'Rechnung.pdf', type: 'application/pdf', size: 1000 }, 25 * MB)).toBeNull();
    expect(precheckUpload({ name: 'mail.msg', type: '', size: 1000 }, 25 * MB)).toBeNull();
  });

  it('refuses in German what the server would refuse', () => {
    expect(precheckUpload({ name: 'gross.pdf', type: 'application/pdf', size: 25 * MB + 1 }, 25 * MB)).toBe(
      'Die Datei ist größer als 25 MB.',
    );
    expect(precheckUpload({ name: 'leer.txt', type: 'text/plain', size: 0 }, 25 * MB)).toBe(
      '„leer.txt“ ist leer.',
    );
    expect(precheckUpload({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 }, 25 * MB)).toBe(
      `„setup.exe“ hat einen Dateityp, der nicht gespeichert werden kann. ${ALLOWED_FILE_TYPES_TEXT}`,
    );
    expect(
      precheckUpload({ name: 'rechnung.pdf', type: 'application/x-msdownload', size: 10 }, 25 * MB),
    ).toMatch(/^Der Inhalt von „rechnung.pdf“ ist keine PDF-Datei/);
  });
});
