import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readCamt } from '../camt/read-camt.ts';
import { readMt940 } from '../mt940/read-mt940.ts';
import { statementTransactions } from '../statement/statement-checks.ts';
import { identifyTransactions } from './transaction-identity.ts';

const CORPUS = join(import.meta.dirname, '../../test-corpus');
const latin1 = (path: string) => iconv.decode(readFileSync(join(CORPUS, path)), 'latin1');

const camtIds = async (xml: string) =>
  identifyTransactions(statementTransactions((await readCamt(xml)).statements));
const mt940Ids = (text: string) => identifyTransactions(statementTransactions(readMt940(text)));

/** The Sparda-Bank CAMT.052 (150 real entries of one account) cut into its entries. */
function spardaParts() {
  const xml = latin1('camt/libfintx/Camt052_Spardabank.txt');
  const first = xml.indexOf('<Ntry>');
  const last = xml.lastIndexOf('</Ntry>') + '</Ntry>'.length;
  const entries = xml.slice(first, last).split(/(?=<Ntry>)/);
  return { head: xml.slice(0, first), entries, tail: xml.slice(last) };
}

/** The same account's day as a final CAMT.053 statement. */
const asCamt053 = (xml: string) =>
  xml
    .replace(/camt\.052\.001\.02/g, 'camt.053.001.02')
    .replace(/BkToCstmrAcctRpt>/g, 'BkToCstmrStmt>')
    .replace(/<(\/?)Rpt>/g, '<$1Stmt>');

describe('transaction identity', () => {
  it('is the same when the same file is read again, and unique within it', async () => {
    const xml = latin1('camt/libfintx/Camt052_Spardabank.txt');
    const a = await camtIds(xml);
    const b = await camtIds(xml);
    expect(b).toEqual(a);
    expect(new Set(a.map((i) => i.id)).size).toBe(a.length);
    expect(a.every((i) => i.id.startsWith('ref:DE55120965970123456789:'))).toBe(true);
  });

  it('finds every entry of an intraday CAMT.052 again in the day’s CAMT.053, by reference or by content', async () => {
    const { head, entries, tail } = spardaParts();
    // Intraday: the first 100 entries, the last ten still pending and without the bank's reference yet.
    const intraday =
      head +
      entries
        .slice(0, 100)
        .map((e, i) =>
          i < 90
            ? e
            : e
                .replace('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>')
                .replace(/<AcctSvcrRef>[^<]*<\/AcctSvcrRef>/, ''),
        )
        .join('') +
      tail;
    const final = asCamt053(head + entries.join('') + tail);
    const early = await camtIds(intraday);
    const late = await camtIds(final);
    const known = new Set(late.flatMap((i) => [i.contentKey, i.referenceKey]));
    expect(early.filter((i) => known.has(i.referenceKey) || known.has(i.contentKey))).toHaveLength(100);
    expect(early.slice(90).every((i) => i.referenceKey === null && known.has(i.contentKey))).toBe(true);
    // and the 50 entries only the final statement has are new
    const seen = new Set(early.flatMap((i) => [i.contentKey, i.referenceKey]));
    expect(late.filter((i) => !seen.has(i.referenceKey) && !seen.has(i.contentKey))).toHaveLength(50);
  });

  it('is the same in an MT940 re-export with other line endings, statement numbers and grouping', () => {
    const original = latin1('mt940/jejik-mt940/sparkasse.txt');
    const reexport = original
      .replace(/\r?\n/g, '\n')
      .replace(/:28C:[^\n]*/g, ':28C:00099/001')
      .replace(/:20:[^\n]*/g, ':20:REEXPORT');
    const a = mt940Ids(original);
    const b = mt940Ids(reexport);
    expect(a.length).toBeGreaterThan(1);
    expect(b.map((i) => i.id)).toEqual(a.map((i) => i.id));
  });

  it('tells apart two identical payments on one day, and batch details that share the entry reference', () => {
    const line =
      ':61:2611201120C10,00NTRFNONREF\r\n:86:166?00GUTSCHRIFT?20SVWZ+Mitgliedsbeitrag?32Max Muster';
    const text = [
      ':20:X',
      ':25:10020030/1234567',
      ':28C:1',
      ':60F:C261119EUR0,00',
      line,
      line,
      ':62F:C261120EUR20,00',
      '-',
    ].join('\r\n');
    const [first, second] = mt940Ids(text);
    expect(first!.id).not.toBe(second!.id);
    // one more identical payment later in the day keeps the first two identities
    const grown = text.replace(':62F:C261120EUR20,00', `${line}\r\n:62F:C261120EUR30,00`);
    expect(mt940Ids(grown).slice(0, 2)).toEqual([first, second]);
  });

  it('changes when the amount, the date or the counterparty differs', () => {
    const one = (amount: string, date: string, name: string) =>
      mt940Ids(
        [
          ':20:X',
          ':25:10020030/1234567',
          ':28C:1',
          `:61:${date}C${amount}NTRFNONREF`,
          `:86:166?00GUTSCHRIFT?20SVWZ+RE-1?32${name}`,
          '-',
        ].join('\n'),
      )[0]!.id;
    const base = one('10,00', '2611201120', 'Kunde');
    expect(one('10,01', '2611201120', 'Kunde')).not.toBe(base);
    expect(one('10,00', '2611211121', 'Kunde')).not.toBe(base);
    expect(one('10,00', '2611201120', 'Anderer Kunde')).not.toBe(base);
    expect(one('10,0', '2611201120', 'Kunde')).toBe(base); // 10,0 and 10,00 are the same amount
  });
});
