import { describe, expect, it } from 'vitest';
import { readFileBase64 } from './read-file-base64.ts';

describe('readFileBase64', () => {
  it('keeps the bytes as they are, also Windows-1252 ones', async () => {
    const bytes = Uint8Array.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x3b, 0x80]); // "Müller;€" in Windows-1252
    expect(await readFileBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('handles files larger than one chunk', async () => {
    const bytes = Uint8Array.from({ length: 100_003 }, (_, i) => i % 256);
    expect(await readFileBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });
});
