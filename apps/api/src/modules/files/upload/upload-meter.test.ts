import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UploadMeter } from './upload-meter.ts';

const refusals = {
  tooLarge: () => new Error('too large'),
  overQuota: () => new Error('over quota'),
  notText: () => new Error('not text'),
};
const meter = (text = false, limits = { maxBytes: 100, freeBytes: 1000 }) =>
  new UploadMeter(limits, refusals, text);

describe('UploadMeter', () => {
  it('counts and hashes what passes', () => {
    const m = meter();
    m.add(Buffer.from('Hallo '));
    m.add(Buffer.from('Welt'));
    m.finish();
    expect(m.bytes).toBe(10);
    expect(m.sha256).toBe(createHash('sha256').update('Hallo Welt').digest('hex'));
  });

  it('refuses the first byte over the file limit, then over the quota', () => {
    const m = meter();
    m.add(Buffer.alloc(100));
    expect(() => m.add(Buffer.alloc(1))).toThrow('too large');
    const q = meter(false, { maxBytes: 100, freeBytes: 10 });
    expect(() => q.add(Buffer.alloc(11))).toThrow('over quota');
  });

  it('recognises UTF-8 even when a character is split between chunks', () => {
    const bytes = Buffer.from('Grüße aus Köln', 'utf8');
    const m = meter(true);
    const split = bytes.indexOf(0xc3) + 1; // in the middle of "ü"
    m.add(bytes.subarray(0, split));
    m.add(bytes.subarray(split));
    m.finish();
    expect(m.encoding).toBe('utf-8');
  });

  it('takes Windows-1252 text, but no control characters', () => {
    const ansi = meter(true);
    ansi.add(Buffer.from('Müller;Köln\r\n', 'latin1'));
    ansi.finish();
    expect(ansi.encoding).toBe('windows-1252');
    expect(() => meter(true).add(Buffer.from([0x48, 0x00, 0x49]))).toThrow('not text');
    expect(() => meter(true).add(Buffer.from('MZ\u0003\u0000', 'latin1'))).toThrow('not text');
    // Binary checks only apply to text types.
    meter(false).add(Buffer.from([0, 1, 2]));
  });

  it('notices an incomplete UTF-8 sequence at the very end', () => {
    const m = meter(true);
    m.add(Buffer.from([0x41, 0xc3]));
    m.finish();
    expect(m.encoding).toBe('windows-1252');
  });
});
