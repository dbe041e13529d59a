import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { girocodePayload } from '../girocode-payload.ts';

const base = {
  name: 'Muster Handwerk GmbH',
  iban: 'DE02 1203 0000 0000 2020 51',
  bic: 'BYLADEM1001',
  amount: '1459.55',
  reference: 'RE-2026-00001',
};

describe('girocodePayload (EPC069-12, version 002)', () => {
  it('builds the 11 lines of the standard exactly', () => {
    expect(girocodePayload(base)).toBe(
      [
        'BCD', // service tag
        '002', // version: BIC optional inside the EEA
        '1', // character set UTF-8
        'SCT', // SEPA credit transfer
        'BYLADEM1001',
        'Muster Handwerk GmbH',
        'DE02120300000000202051', // IBAN without spaces
        'EUR1459.55',
        '', // purpose code
        '', // structured creditor reference (empty when unstructured text is used)
        'RE-2026-00001',
      ].join('\n'),
    );
  });

  it('leaves the BIC line empty when there is none (allowed since version 002)', () => {
    const lines = girocodePayload({ ...base, bic: null })!.split('\n');
    expect(lines[4]).toBe('');
    expect(lines).toHaveLength(11);
  });

  it('prints the amount with a dot and two decimals, rounded commercially', () => {
    expect(girocodePayload({ ...base, amount: '12.3' })!.split('\n')[7]).toBe('EUR12.30');
    expect(girocodePayload({ ...base, amount: '0.005' })!.split('\n')[7]).toBe('EUR0.01');
    expect(girocodePayload({ ...base, amount: '999999999.99' })!.split('\n')[7]).toBe('EUR999999999.99');
  });

  it('makes no code for amounts outside EUR 0.01 to 999,999,999.99', () => {
    expect(girocodePayload({ ...base, amount: '0' })).toBeNull();
    expect(girocodePayload({ ...base, amount: '-5.00' })).toBeNull();
    expect(girocodePayload({ ...base, amount: '1000000000.00' })).toBeNull();
    expect(girocodePayload({ ...base, amount: 'abc' })).toBeNull();
  });

  it('makes no code for an invalid IBAN, BIC or an empty name', () => {
    expect(girocodePayload({ ...base, iban: 'DE02120300000000202052' })).toBeNull();
    expect(girocodePayload({ ...base, bic: 'BYLA' })).toBeNull();
    expect(girocodePayload({ ...base, name: '  ' })).toBeNull();
  });

  it('cuts the name to 70 and the remittance text to 140 characters, on one line each', () => {
    const lines = girocodePayload({
      ...base,
      name: `Sehr lange Firma\n${'x'.repeat(100)}`,
      reference: `Rechnung RE-1\n${'y'.repeat(200)}`,
    })!.split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[5]).toHaveLength(70);
    expect(lines[5]!.startsWith('Sehr lange Firma x')).toBe(true);
    expect(lines[10]).toHaveLength(140);
  });

  it('stays within 331 bytes even with multi-byte characters, so any banking app can read it', () => {
    const payload = girocodePayload({ ...base, name: 'Ä'.repeat(70), reference: 'Ü'.repeat(140) })!;
    expect(Buffer.byteLength(payload, 'utf8')).toBeLessThanOrEqual(331);
    expect(payload.split('\n')[5]).toBe('Ä'.repeat(70));
    // EPC069-12 allows QR versions up to 13 at error correction level M.
    expect(QRCode.create(payload, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(13);
  });
});
