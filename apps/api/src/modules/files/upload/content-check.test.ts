import { fileTypeByKey } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../core/http/errors.ts';
import { sampleExe, samplePdf, samplePng, sampleZip } from '../../../test/sample-files.ts';
import { assertContentMatches, claimedType, cleanFileName } from './content-check.ts';

const type = (key: string) => fileTypeByKey(key)!;
const refusal = async (work: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a refusal');
};

describe('cleanFileName', () => {
  it('drops paths and control characters and keeps umlauts', () => {
    expect(cleanFileName('C:\\fakepath\\Rechnung März.pdf')).toBe('Rechnung März.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName(' a\u0000b\nc.txt ')).toBe('abc.txt');
    expect(cleanFileName('Mu\u0308ller.pdf')).toBe('Müller.pdf');
  });

  it('shortens long names to 200 characters but keeps the extension', () => {
    const cleaned = cleanFileName(`${'x'.repeat(300)}.xlsx`);
    expect(cleaned).toHaveLength(200);
    expect(cleaned.endsWith('x.xlsx')).toBe(true);
  });
});

describe('the content check', () => {
  it('accepts the magic bytes of the claimed type', async () => {
    await assertContentMatches('a.pdf', type('pdf'), samplePdf());
    await assertContentMatches('a.png', type('png'), samplePng());
    await assertContentMatches('a.zip', type('zip'), sampleZip());
    // Office files are ZIP containers; the start of the file may show only that.
    await assertContentMatches('a.docx', type('docx'), sampleZip());
    await assertContentMatches('a.txt', type('txt'), Buffer.from('Hallo Welt'));
    await assertContentMatches('a.xml', type('xml'), Buffer.from('<?xml version="1.0"?><Invoice/>'));
  });

  it('refuses bytes of another type', async () => {
    for (const [name, key, bytes] of [
      ['rechnung.pdf', 'pdf', sampleExe()],
      ['foto.png', 'png', samplePdf()],
      ['liste.csv', 'csv', samplePng()],
      ['daten.zip', 'zip', samplePdf()],
      ['mail.msg', 'msg', sampleZip()],
    ] as const) {
      const error = await refusal(assertContentMatches(name, type(key), bytes));
      expect(error.status).toBe(415);
      expect(error.message).toContain(`Der Inhalt von „${name}“ ist keine ${type(key).label}-Datei`);
    }
  });

  it('names the refused type and what is allowed', async () => {
    const error = await refusal(() => claimedType('virus.exe', 'application/octet-stream'));
    expect(error.message).toMatch(
      /^„virus.exe“ hat einen Dateityp, der nicht gespeichert werden kann\. Erlaubt sind PDF/,
    );
    const mismatch = await refusal(() => claimedType('rechnung.pdf', 'application/x-msdownload'));
    expect(mismatch.message).toMatch(/^Der Inhalt von „rechnung.pdf“ ist keine PDF-Datei/);
  });
});
