import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { testLedger } from '../test/fixtures.ts';
import { bookHandComputedMonth } from '../test/hand-computed-month.ts';
import { readExtfLine } from '../test/read-extf.ts';
import { buildGobdExport } from './gobd-export.ts';

const ledger = testLedger('SKR03');
const journal = bookHandComputedMonth(ledger);
const files = buildGobdExport({
  supplier: {
    name: 'Muster & Söhne GmbH',
    location: 'Köln',
    comment: 'Datenträgerüberlassung nach § 147 Abs. 6 AO',
  },
  period: { from: '2026-03-01', to: '2026-03-31' },
  ledger,
  journal,
  documents: [
    {
      number: 'RE-2026-001',
      typeLabel: 'Rechnung',
      date: '2026-03-03',
      serviceDate: '2026-03-03',
      customerNumber: 'K-1',
      customerName: 'Bäckerei "Schmidt" GmbH',
      net: '1200.00',
      vat: '204.00',
      gross: '1404.00',
      statusLabel: 'Versendet',
    },
  ],
  incomingInvoices: [
    {
      number: 'V-4711',
      date: '2026-03-06',
      vendorNumber: 'L-1',
      vendorName: 'Bürobedarf Krause',
      net: '1150.00',
      vat: '22.50',
      gross: '1172.50',
      statusLabel: 'Bezahlt',
      originalFile: 'belege/V-4711.pdf',
    },
  ],
  parties: [
    {
      kind: 'debtor',
      partyNumber: 'K-1',
      name: 'Bäckerei Schmidt GmbH',
      isCompany: true,
      account: '10001',
      vatId: 'DE123456789',
      city: 'Köln',
    },
  ],
});
const byName = new Map(files.map((f) => [f.name, f.content]));
const index = new DOMParser().parseFromString(byName.get('index.xml')!, 'text/xml');
const children = (parent: Element, name: string) =>
  Array.from(parent.childNodes).filter(
    (n): n is Element => n.nodeType === 1 && (n as Element).tagName === name,
  );
const child = (parent: Element, name: string) => children(parent, name)[0]!;
const tables = Array.from(index.getElementsByTagName('Table'));

const hasXmllint = (() => {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('GoBD data export (GDPdU index.xml + CSV)', () => {
  it('writes index.xml, its DTD and the five CSV tables', () => {
    expect([...byName.keys()]).toEqual([
      'index.xml',
      'gdpdu-01-09-2004.dtd',
      'buchungen.csv',
      'konten.csv',
      'ausgangsbelege.csv',
      'eingangsrechnungen.csv',
      'stammdaten.csv',
    ]);
    expect(byName.get('index.xml')).toContain('<!DOCTYPE DataSet SYSTEM "gdpdu-01-09-2004.dtd">');
  });

  it('references every CSV with exactly the columns in the file, keys first', () => {
    const csvNames = [...byName.keys()].filter((n) => n.endsWith('.csv'));
    expect(tables.map((t) => child(t, 'URL').textContent)).toEqual(csvNames);
    for (const table of tables) {
      const csv = byName.get(child(table, 'URL').textContent!)!;
      const variableLength = child(table, 'VariableLength');
      const declared = [
        ...children(variableLength, 'VariablePrimaryKey'),
        ...children(variableLength, 'VariableColumn'),
      ].map((c) => child(c, 'Name').textContent);
      expect(csv.endsWith('\r\n')).toBe(true);
      const lines = csv.slice(0, -2).split('\r\n').map(readExtfLine);
      expect(lines[0]!.map((c) => c.value)).toEqual(declared);
      for (const line of lines) expect(line).toHaveLength(declared.length);
      expect(child(child(table, 'Range'), 'From').textContent).toBe('2'); // the heading line is skipped
    }
  });

  it('declares the number and date formats the CSV uses', () => {
    const journalTable = tables[0]!;
    expect(child(journalTable, 'DecimalSymbol').textContent).toBe(',');
    expect(child(journalTable, 'DigitGroupingSymbol').textContent).toBe('.');
    expect(children(journalTable, 'UTF8')).toHaveLength(1);
    const lines = byName.get('buchungen.csv')!.split('\r\n');
    expect(lines).toHaveLength(journal.length + 2);
    expect(
      readExtfLine(lines[1]!)
        .map((c) => c.value)
        .slice(0, 8),
    ).toEqual([
      '1',
      '03.03.2026',
      'RE-2026-001',
      '',
      'Rechnung RE-2026-001 Bäckerei Schmidt GmbH',
      '10001',
      '8400',
      '1190,00',
    ]);
    expect(byName.get('ausgangsbelege.csv')).toContain('"Bäckerei ""Schmidt"" GmbH"');
    expect(byName.get('index.xml')).toContain('<Name>Muster &amp; Söhne GmbH</Name>');
  });

  it('is well-formed XML', () => {
    const errors: string[] = [];
    new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
      byName.get('index.xml')!,
      'text/xml',
    );
    expect(errors).toEqual([]);
    expect(index.documentElement!.tagName).toBe('DataSet');
  });

  // CI installs libxml2-utils (.ci/run); elsewhere the check runs where xmllint is present.
  it.skipIf(!hasXmllint && !process.env.CI)('is valid against gdpdu-01-09-2004.dtd (xmllint)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gobd-'));
    try {
      for (const [name, content] of byName) writeFileSync(join(dir, name), content);
      const result = execFileSync('xmllint', ['--noout', '--valid', join(dir, 'index.xml')], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
      expect(result).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
