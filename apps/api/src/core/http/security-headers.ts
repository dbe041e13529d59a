import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Hashes of the inline scripts of the built index.html (the colour-mode script runs before paint). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

// Camera for photographing receipts later; nothing else a business app needs.
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

export interface SecurityHeadersOptions {
  publicUrl: string;
  /** The web app's index.html, when it is served: its inline scripts are allowed by hash. */
  indexHtml: string | undefined;
}

/**
 * The same headers on every answer (pages, API, errors, files): a CSP without inline scripts,
 * no framing by other sites, no MIME sniffing, no referrer to other sites, HSTS on https.
 * A route may replace one of them (e.g. a sandboxing CSP for previews) with `reply.header`.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const headers = securityHeaders(options);
  // Synchronous and precomputed: @fastify/helmet rebuilt helmet's middleware (CSP parsing included)
  // for every request, ~6 % of the API's CPU under load (docs/PERFORMANCE.md, issue #11).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** helmet's headers for Kontor's options, collected once from its middleware (they depend on no request). */
function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(options))({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

function helmetOptions(options: SecurityHeadersOptions): HelmetOptions {
  const publicUrl = new URL(options.publicUrl);
  const isHttps = publicUrl.protocol === 'https:';
  // 'self' covers ws: in current browsers; the explicit origin also serves older WebKit (native app).
  const socketOrigin = `${isHttps ? 'wss' : 'ws'}://${publicUrl.host}`;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...(options.indexHtml ? inlineScriptHashes(options.indexHtml) : [])],
        scriptSrcAttr: ["'none'"],
        // Mantine writes <style> elements and style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: and blob: for logos, image previews and the PDF previews (blob: frames).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", socketOrigin],
        manifestSrc: ["'self'"],
        ...(isHttps && { upgradeInsecureRequests: [] }),
      },
    },
    // The web app posts same-origin; "same-origin" keeps the Origin header (CSRF check) intact.
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
