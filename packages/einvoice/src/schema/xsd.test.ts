import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateInvoice } from '../validate.ts';
import { schemaFor, validateSchema } from './xsd.ts';

const CORPUS = join(import.meta.dirname, '../../test-corpus');
const read = (path: string) => readFileSync(join(CORPUS, path), 'utf8');

/** An XRechnung CII business case of the KoSIT test suite (valid, schema and rules). */
const XRECHNUNG_CII = 'kosit-xrechnung-testsuite/business-cases/standard/02.01a-INVOICE_uncefact.xml';
/** A ZUGFeRD EN 16931 invoice of the ZUGFeRD corpus. */
const ZUGFERD_EN16931 = 'zugferd-corpus/XML-Rechnung/CII/EN16931_Rabatte.cii.xml';

const dropDelivery = (xml: string) =>
  xml.replace(
    /<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>|<ram:ApplicableHeaderTradeDelivery\s*\/>/,
    '',
  );

describe('XML Schema step', () => {
  it('picks the schema: D16B for CII, the Factur-X profile for ZUGFeRD ids, none for UBL', () => {
    const cii = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';
    expect(schemaFor('CrossIndustryInvoice', cii, 'urn:cen.eu:en16931:2017', false)).toBe('cii-d16b');
    expect(schemaFor('CrossIndustryInvoice', cii, 'urn:cen.eu:en16931:2017', true)).toBe('factur-x-en16931');
    expect(
      schemaFor(
        'CrossIndustryInvoice',
        cii,
        'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended',
        false,
      ),
    ).toBe('factur-x-extended');
    expect(schemaFor('CrossIndustryInvoice', cii, 'urn:factur-x.eu:1p0:minimum', false)).toBe(
      'factur-x-minimum',
    );
    expect(
      schemaFor('Invoice', 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', undefined, false),
    ).toBe(undefined);
  });

  it('accepts valid XRechnung CII and ZUGFeRD files, with codes outside the D16A lists (uncoupled)', () => {
    const xrechnung = read(XRECHNUNG_CII);
    expect(xrechnung).toContain('<ram:ReasonCode>TAC</ram:ReasonCode>');
    expect(validateSchema(xrechnung, 'cii-d16b')).toEqual([]);
    expect(validateSchema(read(ZUGFERD_EN16931), 'factur-x-en16931')).toEqual([]);
    expect(validateInvoice(xrechnung).valid).toBe(true);
  });

  it('a missing ApplicableHeaderTradeDelivery is one fatal XSD finding in German, and the verdict is invalid', () => {
    const broken = dropDelivery(read(XRECHNUNG_CII));
    const findings = validateSchema(broken, 'cii-d16b');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: 'XSD', level: 'fatal' });
    expect(findings[0]!.message).toMatch(
      /^Die E-Rechnung entspricht nicht dem XML-Schema UN\/CEFACT CII D16B: Zeile \d+: Element „ApplicableHeaderTradeSettlement“ ist an dieser Stelle nicht erlaubt; erwartet wird „ApplicableHeaderTradeDelivery“\./,
    );
    const result = validateInvoice(broken);
    expect(result.valid).toBe(false);
    expect(result.findings.filter((f) => f.level === 'fatal').map((f) => f.ruleId)).toEqual(['XSD']);
  });

  it('the Factur-X EN 16931 schema refuses what only EXTENDED allows', () => {
    // The document name (ExchangedDocument/Name) exists in EXTENDED only.
    const xml = read(ZUGFERD_EN16931).replace(
      /(<rsm:ExchangedDocument>\s*<ram:ID>[^<]*<\/ram:ID>)/,
      '$1<ram:Name>Rechnung</ram:Name>',
    );
    expect(xml).toContain('<ram:Name>Rechnung</ram:Name>');
    expect(validateSchema(xml, 'factur-x-extended')).toEqual([]);
    expect(validateSchema(xml, 'factur-x-en16931')[0]?.message).toContain(
      'Element „Name“ ist an dieser Stelle nicht erlaubt',
    );
  });

  it('loads no external entity and no file outside the shipped schemas', () => {
    const xml = read(XRECHNUNG_CII)
      .replace(
        /<rsm:CrossIndustryInvoice /,
        '<!DOCTYPE rsm:CrossIndustryInvoice [<!ENTITY leak SYSTEM "file:///etc/passwd">]><rsm:CrossIndustryInvoice ',
      )
      .replace('<ram:ID>', '<ram:ID>&leak;');
    const findings = validateSchema(xml, 'cii-d16b');
    expect(findings).toEqual([
      {
        ruleId: 'XSD',
        level: 'fatal',
        message: 'Die E-Rechnung enthält eine DOCTYPE-Deklaration; das ist in E-Rechnungen nicht erlaubt.',
      },
    ]);
    expect(JSON.stringify(findings)).not.toContain('root:');
  });

  it('time per file once the schema is compiled', () => {
    const xml = read(XRECHNUNG_CII);
    validateSchema(xml, 'cii-d16b');
    const runs = 20;
    const start = performance.now();
    for (let i = 0; i < runs; i++) validateSchema(xml, 'cii-d16b');
    const ms = (performance.now() - start) / runs;
    process.stdout.write(
      `XML Schema step (CII D16B, ${xml.length} characters): ${ms.toFixed(1)} ms per file\n`,
    );
    expect(ms).toBeLessThan(500);
  });
});
