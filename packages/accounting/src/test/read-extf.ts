import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';

export interface ExtfCell {
  value: string;
  quoted: boolean;
}

/** Splits one EXTF line into cells, honouring quotes and doubled quotes — an independent reader for the tests. */
export function readExtfLine(line: string): ExtfCell[] {
  const cells: ExtfCell[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else if (i >= line.length) throw new Error(`unclosed quote in ${line}`);
        else value += line[i++];
      }
      cells.push({ value, quoted: true });
    } else {
      const end = line.indexOf(';', i);
      cells.push({ value: line.slice(i, end === -1 ? line.length : end), quoted: false });
      i = end === -1 ? line.length : end;
    }
    if (line[i] === ';') i++;
    else break;
  }
  return cells;
}

/** The lines of an EXTF file's bytes (Windows-1252, CRLF), refusing bare LF. */
export function readExtfBytes(bytes: Buffer): ExtfCell[][] {
  const text = iconv.decode(bytes, 'win1252');
  if (!text.endsWith('\r\n')) throw new Error('file does not end with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  if (lines.some((l) => l.includes('\n') || l.includes('\r'))) throw new Error('bare CR or LF inside a line');
  return lines.map(readExtfLine);
}

export const corpusFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../test-corpus/ledermann-datev/${name}`, import.meta.url)));
