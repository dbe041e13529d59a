import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadHeaders } from './download-headers.ts';

const file = (name: string, mimeType: string) => ({ name, mimeType, sizeBytes: 10, sha256: 'ab'.repeat(32) });

describe('download headers', () => {
  it('gives the exact name in UTF-8 and a readable ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Übersicht Größe "final" (2).pdf')).toBe(
      `attachment; filename="Uebersicht Groesse _final_ (2).pdf"; filename*=UTF-8''%C3%9Cbersicht%20Gr%C3%B6%C3%9Fe%20%22final%22%20%282%29.pdf`,
    );
    expect(contentDisposition('inline', "O'Brien 100%.png")).toBe(
      `inline; filename="O'Brien 100_.png"; filename*=UTF-8''O%27Brien%20100%25.png`,
    );
  });

  it('is plain ASCII and decodes back to the name, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), (name) => {
        const header = contentDisposition('attachment', name);
        expect(header).toMatch(/^[\x20-\x7e]*$/);
        const fallback = /filename="([^"]*)"/.exec(header)![1]!;
        expect(fallback).not.toMatch(/["\\]/);
        const encoded = /filename\*=UTF-8''(.*)$/.exec(header)![1]!;
        expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]*$/);
        expect(decodeURIComponent(encoded)).toBe(name);
      }),
    );
  });

  it('shows PDFs inline in a sandbox and never sniffs', () => {
    const headers = downloadHeaders(file('a.pdf', 'application/pdf'), 'inline');
    expect(headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '10',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; frame-ancestors 'self'",
      'x-frame-options': 'SAMEORIGIN',
      etag: `"${'ab'.repeat(32)}"`,
    });
    expect(headers['content-disposition']).toMatch(/^inline;/);
  });

  it('downloads types a browser should not display, even when asked to show them', () => {
    for (const mime of [
      'application/xml; charset=utf-8',
      'application/zip',
      'image/tiff',
      'text/csv; charset=utf-8',
    ]) {
      const headers = downloadHeaders(file('x', mime), 'inline');
      expect(headers['content-disposition']).toMatch(/^attachment;/);
      expect(headers['content-security-policy']).toBeUndefined();
    }
  });
});
