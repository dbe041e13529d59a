import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { BankFileError } from '../errors.ts';
import { sumAmounts } from '../text/decimal.ts';
import { DOCTYPE_REFUSED, readCamt } from './read-camt.ts';

const CORPUS = join(import.meta.dirname, '../../test-corpus/camt');
const corpusFile = (path: string) => readFileSync(join(CORPUS, path));

const camt053 = (
  entries: string,
  ns = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02',
) => `<?xml version="1.0"?>
<Document xmlns="${ns}"><BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-20T08:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;

async function* chunks(bytes: Uint8Array, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe('readCamt', () => {
  it('refuses a DOCTYPE (and with it every entity declaration) before returning anything', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY x "boom">]>${camt053('').slice(22)}`;
    await expect(readCamt(xml)).rejects.toThrow(DOCTYPE_REFUSED);
  });

  it('refuses files over the size limit, too deep nesting and non-CAMT XML in German', async () => {
    await expect(readCamt(camt053(''), { maxBytes: 100 })).rejects.toThrow(/größer als/);
    const deep = camt053(`<Ntry>${'<X>'.repeat(50)}${'</X>'.repeat(50)}</Ntry>`);
    await expect(readCamt(deep)).rejects.toThrow(/zu tief verschachtelt/);
    await expect(readCamt('<Invoice/>')).rejects.toThrow(/keine CAMT-Datei/);
    await expect(readCamt(camt053('<Ntry><Amt Ccy="EUR">1</Amt>'))).rejects.toBeInstanceOf(BankFileError);
  });

  it('reads a stream whose chunks split multi-byte characters', async () => {
    const xml = camt053(
      `<Ntry><Amt Ccy="EUR">12.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-20</Dt></BookgDt>
      <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Müller &amp; Söhne GmbH</Nm></Dbtr></RltdPties>
      <RmtInf><Ustrd>Rechnung RE-2026-0042 Größe</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    );
    const doc = await readCamt(chunks(new TextEncoder().encode(xml), 7));
    const tx = doc.statements[0]!.entries[0]!.transactions[0]!;
    expect(tx.counterparty.name).toBe('Müller & Söhne GmbH');
    expect(tx.purpose).toBe('Rechnung RE-2026-0042 Größe');
    expect(tx.amount).toBe('12.50');
  });

  it('reads ISO-8859-1 as declared, and Latin-1 bytes without a declaration (Sparda-Bank export)', async () => {
    const latin = iconv.encode(
      camt053(
        '<Ntry><Amt Ccy="EUR">1</Amt><CdtDbtInd>DBIT</CdtDbtInd><AddtlNtryInf>Überweisung</AddtlNtryInf></Ntry>',
      ).replace('<?xml version="1.0"?>', '<?xml version="1.0" encoding="ISO-8859-1"?>'),
      'latin1',
    );
    const doc = await readCamt(latin);
    expect(doc.statements[0]!.entries[0]!.additionalInfo).toBe('Überweisung');
    const sparda = await readCamt(corpusFile('libfintx/Camt052_Spardabank.txt'));
    const infos = sparda.statements[0]!.entries.map((e) => e.additionalInfo);
    expect(infos).toContain('Überweisungsauftrag');
    expect(JSON.stringify(sparda)).not.toContain('\uFFFD');
  });

  it('reads version 2 and version 8 paths alike (Sts text vs Sts/Cd, Dbtr/Nm vs Dbtr/Pty/Nm, BIC vs BICFI)', async () => {
    const v2 = `<Ntry><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><NtryDtls><TxDtls>
      <RltdPties><Dbtr><Nm>Kunde</Nm></Dbtr><DbtrAcct><Id><IBAN>DE02100100100006820101</IBAN></Id></DbtrAcct></RltdPties>
      <RltdAgts><DbtrAgt><FinInstnId><BIC>PBNKDEFFXXX</BIC></FinInstnId></DbtrAgt></RltdAgts></TxDtls></NtryDtls></Ntry>`;
    const v8 = `<Ntry><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><NtryDtls><TxDtls>
      <RltdPties><Dbtr><Pty><Nm>Kunde</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>DE02100100100006820101</IBAN></Id></DbtrAcct></RltdPties>
      <RltdAgts><DbtrAgt><FinInstnId><BICFI>PBNKDEFFXXX</BICFI></FinInstnId></DbtrAgt></RltdAgts></TxDtls></NtryDtls></Ntry>`;
    const a = await readCamt(camt053(v2));
    const b = await readCamt(camt053(v8, 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08'));
    expect(b.version).toBe('camt.053.001.08');
    expect(b.statements[0]!.entries).toEqual(a.statements[0]!.entries);
    expect(a.statements[0]!.entries[0]!.transactions[0]!.counterparty).toMatchObject({
      name: 'Kunde',
      iban: 'DE02100100100006820101',
      bic: 'PBNKDEFFXXX',
    });
  });

  it('ignores namespace prefixes', async () => {
    const plain = camt053(
      '<Ntry><Amt Ccy="EUR">7.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-20</Dt></BookgDt></Ntry>',
    );
    const prefixed = plain
      .replace(/<(\/?)([A-Za-z]+)/g, '<$1c:$2')
      .replace('<c:Document xmlns=', '<c:Document xmlns:c=');
    expect(prefixed).toContain('<c:Ntry>');
    expect((await readCamt(prefixed)).statements).toEqual((await readCamt(plain)).statements);
  });

  it('turns a batch entry into one transaction per TxDtls that add up to the entry', async () => {
    const doc = await readCamt(corpusFile('viafintech-camt_parser/053/valid_example_v4.xml'));
    const batches = doc.statements[0]!.entries.filter((e) => e.transactions.length > 1);
    expect(batches.map((e) => e.transactions.length)).toEqual([10, 8, 3, 2]);
    for (const batch of batches)
      expect(sumAmounts(batch.transactions.map((t) => t.amount)).eq(batch.amount)).toBe(true);
  });

  it('finds EREF/MREF/CRED written into the unstructured purpose and glues 140-character blocks', async () => {
    const doc = await readCamt(corpusFile('libfintx/Camt052_Spardabank.txt'));
    const txs = doc.statements[0]!.entries.flatMap((e) => e.transactions);
    const telekom = txs.find((t) => t.purpose.includes('Festnetz Vertragskonto 5620059605'))!;
    expect(telekom.creditorId).toBe('DE93ZZZ00000078611'); // "CRED: DE93" + next block "ZZZ00000078611"
    expect(telekom.endToEndId).toBe('Zahlbeleg 303011768071');
    expect(telekom.counterparty.iban).toBe('DE75370800400232113001');
  });

  it('hands out amounts as canonical decimal strings (at least two decimals, more only when significant)', async () => {
    const doc = await readCamt(corpusFile('genkgo-camt/camt053.v2.five.decimals.xml'));
    expect(doc.statements[0]!.openingBalance!.amount).toBe('18.15'); // written 18.150
    const jpy = await readCamt(corpusFile('genkgo-camt/camt053.v8.xml'));
    expect(jpy.statements[0]!.balances.find((b) => b.currency === 'JPY')!.amount).toBe('-2700.00');
  });
});
