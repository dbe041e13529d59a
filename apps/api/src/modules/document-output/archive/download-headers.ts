import { fileTypeByMime } from '@kontor/contracts';

/** ASCII stand-in for old clients: umlauts spelled out, anything unsafe in a quoted string replaced. */
function asciiFileName(name: string): string {
  const spelled = name
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return spelled.replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/** RFC 5987 ext-value: UTF-8, percent-encoded, also the characters encodeURIComponent leaves. */
const extValue = (name: string) =>
  `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** RFC 6266 Content-Disposition with both the ASCII `filename` and the exact UTF-8 `filename*`. */
export const contentDisposition = (disposition: 'inline' | 'attachment', name: string) =>
  `${disposition}; filename="${asciiFileName(name)}"; filename*=${extValue(name)}`;

export interface DownloadFile {
  name: string;
  mimeType: string;
  /** Null when unknown: then no Content-Length (the body is streamed chunked). */
  sizeBytes: number | null;
  sha256: string;
}

/**
 * Headers of a download. Only types a browser shows safely go inline (PDF, images, plain text);
 * the type is never sniffed, and an inline document runs sandboxed: no scripts, no same-origin
 * access, even if a crafted file got past the checks.
 */
export function downloadHeaders(
  file: DownloadFile,
  requested: 'inline' | 'attachment',
): Record<string, string> {
  const inline = requested === 'inline' && (fileTypeByMime(file.mimeType)?.inline ?? false);
  return {
    'content-type': file.mimeType,
    ...(file.sizeBytes !== null && { 'content-length': String(file.sizeBytes) }),
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', file.name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-cache',
    etag: `"${file.sha256}"`,
    // The web app's preview frames it (same origin); other sites may not.
    ...(inline && {
      'content-security-policy': "sandbox; frame-ancestors 'self'",
      'x-frame-options': 'SAMEORIGIN',
    }),
  };
}
