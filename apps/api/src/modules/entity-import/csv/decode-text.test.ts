import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.ts';

const windows1252 = (text: string) =>
  Uint8Array.from([...text].map((c) => ({ '€': 0x80, '„': 0x84, '“': 0x93 })[c] ?? c.charCodeAt(0)));

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    const plain = new TextEncoder().encode('Straße;Größe\nMüller;1,5 €');
    expect(decodeText(plain)).toEqual({
      text: 'Straße;Größe\nMüller;1,5 €',
      encoding: 'utf-8',
      hasBom: false,
    });
    const withBom = Uint8Array.from([0xef, 0xbb, 0xbf, ...plain]);
    expect(decodeText(withBom)).toEqual({
      text: 'Straße;Größe\nMüller;1,5 €',
      encoding: 'utf-8',
      hasBom: true,
    });
  });

  it('falls back to Windows-1252 when the bytes are no valid UTF-8 (Excel "CSV", DATEV)', () => {
    const bytes = windows1252('Firma;Straße\nBäckerei Öztürk;Hauptstraße 5 „Hof“ 12 €');
    expect(decodeText(bytes)).toEqual({
      text: 'Firma;Straße\nBäckerei Öztürk;Hauptstraße 5 „Hof“ 12 €',
      encoding: 'windows-1252',
      hasBom: false,
    });
  });

  it('reads ISO-8859-1 files as Windows-1252 (same letters for German text)', () => {
    const latin1 = Uint8Array.from([...'Jürgen Weiß'].map((c) => c.charCodeAt(0)));
    expect(decodeText(latin1).text).toBe('Jürgen Weiß');
  });

  it('reads UTF-16 "Unicode-Text" exports by their byte-order mark', () => {
    const body = Buffer.from('Name\tOrt\nMüller\tKöln', 'utf16le');
    const decoded = decodeText(Uint8Array.from([0xff, 0xfe, ...body]));
    expect(decoded).toEqual({ text: 'Name\tOrt\nMüller\tKöln', encoding: 'utf-16le', hasBom: true });
  });
});
