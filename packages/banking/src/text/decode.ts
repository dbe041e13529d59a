import iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'windows-1252' | 'iso-8859-1' | 'iso-8859-15';

const utf8 = new TextDecoder('utf-8', { fatal: true });

const hasUtf8Bom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/** The encoding an XML declaration names (`<?xml … encoding="ISO-8859-1"?>`), if it is one we read. */
export function declaredXmlEncoding(head: string): TextEncoding | null {
  const match = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head);
  return match ? normaliseEncoding(match[1]!) : null;
}

export function normaliseEncoding(name: string): TextEncoding | null {
  const n = name.toLowerCase().replace(/_/g, '-');
  if (n === 'utf-8' || n === 'utf8') return 'utf-8';
  if (n === 'windows-1252' || n === 'cp1252') return 'windows-1252';
  if (n === 'iso-8859-1' || n === 'latin1' || n === 'latin-1') return 'iso-8859-1';
  if (n === 'iso-8859-15' || n === 'latin-9') return 'iso-8859-15';
  return null;
}

export function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Bank files arrive as UTF-8 (with or without BOM) or as Windows-1252/ISO-8859-1 from older
 * exports. UTF-8 is taken only when the bytes are strictly valid UTF-8; anything else is read as
 * Windows-1252 (a superset of ISO-8859-1's printable characters, so umlauts come out right in both).
 */
export function decodeBankText(bytes: Uint8Array, declared: TextEncoding | null = null): string {
  if (hasUtf8Bom(bytes)) return utf8.decode(bytes.subarray(3));
  if (declared && declared !== 'utf-8')
    return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), declared);
  if (isValidUtf8(bytes)) return utf8.decode(bytes);
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1252');
}

/** Streaming counterpart: a decoder for chunks once the encoding is known. */
export function chunkDecoder(encoding: TextEncoding): { write(chunk: Uint8Array): string; end(): string } {
  if (encoding === 'utf-8') {
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
    return { write: (chunk) => decoder.decode(chunk, { stream: true }), end: () => decoder.decode() };
  }
  const decoder = iconv.getDecoder(encoding);
  return {
    write: (chunk) => decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
    end: () => decoder.end() ?? '',
  };
}

/** Picks the encoding of a stream from its first bytes (BOM, XML declaration, strict UTF-8 check). */
export function sniffEncoding(head: Uint8Array): TextEncoding {
  if (hasUtf8Bom(head)) return 'utf-8';
  const declared = declaredXmlEncoding(String.fromCharCode(...head.subarray(0, 200)));
  if (declared) return declared;
  try {
    // stream: a multi-byte sequence cut at the end of the first chunk is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}
