/** What an uploaded file is, judged by its bytes (magic numbers), never by its name. */
export type FileKind = 'xml' | 'pdf' | 'png' | 'jpeg' | 'tiff' | 'webp' | 'bmp' | 'heic' | 'unknown';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

export const detectFileKind = (bytes: Uint8Array): FileKind => {
  // PDF readers accept the header anywhere in the first KB (ISO 32000-1, 7.5.2).
  if (ascii(bytes, 0, 1024).includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (ascii(bytes, 4, 8) === 'ftyp' && /^(heic|heix|mif1|msf1|heif)$/.test(ascii(bytes, 8, 12)))
    return 'heic';
  // XML: optional BOM (UTF-8 or UTF-16) and whitespace, then '<'.
  const head = decodeHead(bytes)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<')) return 'xml';
  return 'unknown';
};

const decodeHead = (bytes: Uint8Array) => {
  const head = bytes.subarray(0, 512);
  if (startsWith(head, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(head);
  if (startsWith(head, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(head);
  return new TextDecoder('utf-8').decode(head);
};

/**
 * Decodes XML bytes as the document says: BOM first, then the encoding of the XML declaration
 * (ISO-8859-1 and windows-1252 occur in the wild), else UTF-8.
 */
export const decodeXml = (bytes: Uint8Array): { ok: true; xml: string } | { ok: false; error: string } => {
  let label = 'utf-8';
  if (startsWith(bytes, [0xff, 0xfe])) label = 'utf-16le';
  else if (startsWith(bytes, [0xfe, 0xff])) label = 'utf-16be';
  else {
    const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
      new TextDecoder('utf-8').decode(bytes.subarray(0, 200)).replace(/^\uFEFF/, ''),
    )?.[1];
    if (declared) label = declared.toLowerCase();
  }
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(label, { fatal: true, ignoreBOM: false });
  } catch {
    return { ok: false, error: `Die XML-Datei nennt eine unbekannte Zeichenkodierung („${label}“).` };
  }
  try {
    return { ok: true, xml: decoder.decode(bytes) };
  } catch {
    return {
      ok: false,
      error: `Die XML-Datei ist nicht gültig in der angegebenen Zeichenkodierung (${label.toUpperCase()}) gespeichert.`,
    };
  }
};
