import { describe, expect, it } from 'vitest';
import { encodeWindows1252, toWindows1252Text } from './windows-1252.ts';

const where = { record: 'Buchung RE-1 vom 2026-03-01', field: 'Buchungstext' };

describe('Windows-1252 text', () => {
  it('keeps what Windows-1252 holds and writes its bytes', () => {
    const text = toWindows1252Text('Bäckerei „Süß“ – 5 € • Œuvre', where);
    expect(text).toBe('Bäckerei „Süß“ – 5 € • Œuvre');
    const bytes = encodeWindows1252(text);
    expect(bytes[1]).toBe(0xe4); // ä
    expect(bytes.includes(0x80)).toBe(true); // €
    expect(bytes.includes(0x84)).toBe(true); // „
    expect(bytes.includes(0x96)).toBe(true); // –
  });

  it('transliterates characters with an obvious stand-in', () => {
    expect(toWindows1252Text('Łódź Wrocław Dvořák Kraków', where)).toBe('Lódz Wroclaw Dvorák Kraków');
    expect(toWindows1252Text('Preis\u202F−\u202F3 €', where)).toBe('Preis - 3 €');
    expect(toWindows1252Text('Ştefan Ğüneş', where)).toBe('Stefan Günes');
  });

  it('refuses anything else and names the record — never a silent "?"', () => {
    expect(() => toWindows1252Text('Kaffee ☕', where)).toThrow(
      'Buchung RE-1 vom 2026-03-01: Das Zeichen „☕“ (U+2615) in Buchungstext lässt sich nicht in Windows-1252 schreiben.',
    );
    expect(() => toWindows1252Text('東京', where)).toThrow('U+6771');
    expect(() => toWindows1252Text('Zeile 1\nZeile 2', where)).toThrow('Steuerzeichen (U+000A)');
  });
});
