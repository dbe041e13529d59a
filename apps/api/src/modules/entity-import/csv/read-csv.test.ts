import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/http/errors.ts';
import { readCsv } from './read-csv.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.message}`;
    throw error;
  }
  throw new Error('no error');
};

describe('readCsv', () => {
  it('reads quoted fields with separators, line breaks and doubled quotes', () => {
    const csv = readCsv(
      utf8('Firma;Notiz\r\n"Müller; Söhne";"Erste Zeile\r\nzweite ""Zeile"""\r\nSchmidt;\r\n'),
    );
    expect(csv.delimiter).toBe(';');
    expect(csv.headers).toEqual(['Firma', 'Notiz']);
    expect(csv.rows).toEqual([
      { line: 2, cells: ['Müller; Söhne', 'Erste Zeile\r\nzweite "Zeile"'] },
      { line: 3, cells: ['Schmidt', ''] },
    ]);
  });

  it('skips blank rows (also ;;; from Excel) but counts them like a spreadsheet does', () => {
    const csv = readCsv(utf8('Name;Ort\n\nA;Köln\n;;\nB;Bonn\n'));
    expect(csv.rows.map((r) => [r.line, r.cells[0]])).toEqual([
      [3, 'A'],
      [5, 'B'],
    ]);
  });

  it('trims the column names', () => {
    expect(readCsv(utf8(' Name ; PLZ \nA;1')).headers).toEqual(['Name', 'PLZ']);
  });

  it('refuses empty files, files without data rows, broken quotes and too much', () => {
    expect(messageOf(() => readCsv(utf8('  \n')))).toBe('400 Die Datei ist leer.');
    expect(messageOf(() => readCsv(utf8('Name;Ort\n')))).toBe(
      '400 Die Datei enthält nur die Kopfzeile, aber keine Datensätze.',
    );
    expect(messageOf(() => readCsv(utf8('Name;Ort\n"A;Köln\nB;Bonn')))).toBe(
      '400 Die Datei lässt sich nicht als CSV lesen: ein Anführungszeichen wird nicht geschlossen.',
    );
    expect(messageOf(() => readCsv(new Uint8Array(5 * 1024 * 1024 + 1).fill(65)))).toBe(
      '400 Die Datei ist größer als 5 MB.',
    );
    const tooMany = `Name\n${'x\n'.repeat(10_001)}`;
    expect(messageOf(() => readCsv(utf8(tooMany)))).toBe(
      '400 Die Datei hat mehr als 10.000 Zeilen. Bitte teilen Sie sie auf.',
    );
    expect(readCsv(utf8(`Name\n${'x\n'.repeat(10_000)}`)).rows).toHaveLength(10_000);
  });
});
