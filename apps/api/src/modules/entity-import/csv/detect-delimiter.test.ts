import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './detect-delimiter.ts';

describe('detectDelimiter', () => {
  it('finds ; in German files even when values contain decimal commas', () => {
    expect(detectDelimiter('Artikel;Preis;Einheit\nSchrauben;1.234,56;Stück\nDübel;0,19;Stück\n')).toBe(';');
  });

  it('finds , and TAB', () => {
    expect(detectDelimiter('name,city,zip\nACME,Berlin,10115\nFoo,Köln,50667')).toBe(',');
    expect(detectDelimiter('Name\tOrt\tPLZ\nMüller\tKöln\t50667')).toBe('\t');
  });

  it('ignores separators inside quotes, also across line breaks', () => {
    const text = 'Firma,Notiz\n"Müller; Söhne","Zeile 1;\nZeile 2; mit ;"\n"Schmidt; Co",x\n';
    expect(detectDelimiter(text)).toBe(',');
  });

  it('prefers the separator with the same count in every row', () => {
    // Commas appear in the header but not consistently below it.
    const text = 'Name;Straße, Hausnummer;Ort\nA;Weg 1;Köln\nB;Gasse 2;Bonn\nC;Platz 3;Kiel';
    expect(detectDelimiter(text)).toBe(';');
  });

  it('treats a one-column file as semicolon-separated', () => {
    expect(detectDelimiter('Name\nMüller\nSchmidt')).toBe(';');
    expect(detectDelimiter('')).toBe(';');
  });
});
