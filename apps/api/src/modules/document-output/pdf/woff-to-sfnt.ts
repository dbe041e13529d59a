import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 → plain TrueType/OpenType (SFNT) bytes.
 *
 * Why: roboto-fontface ships only WOFF, but a PDF's FontFile2 must hold a real TrueType font
 * (PDF/A validators reject anything else), and fontkit's subsetter crashes on WOFF input.
 * WOFF is just the SFNT tables, each zlib-compressed, so unpacking is a copy.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);

  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = input.readUInt32BE(entry + 4);
    const compLength = input.readUInt32BE(entry + 8);
    const origLength = input.readUInt32BE(entry + 12);
    const raw = input.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength) throw new Error('corrupt WOFF table');
    return { tag: input.readUInt32BE(entry), checksum: input.readUInt32BE(entry + 16), data };
  });

  const headerSize = 12 + numTables * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), headerSize);
  const out = Buffer.alloc(size);

  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);

  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
