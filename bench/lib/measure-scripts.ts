import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';

export interface ScriptSize {
  path: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface PageScripts {
  page: string;
  scripts: ScriptSize[];
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** The stylesheets (render-blocking), for comparison. */
  css: { bytes: number; gzipBytes: number };
}

/**
 * Every JavaScript file the browser fetches until the page has rendered and the network is quiet:
 * the entry, its modulepreloads and the lazy chunks the route pulls in. Each file is compressed
 * here (gzip level 9, brotli default) because the server sends it as is.
 */
async function scriptsOf(
  context: BrowserContext,
  url: string,
  page: string,
  ready: (tab: Page) => Promise<void>,
) {
  const tab = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  const styles = new Map<string, Promise<Buffer>>();
  tab.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const type = response.request().resourceType();
    if (type === 'script' || path.endsWith('.js')) bodies.set(path, response.body());
    else if (type === 'stylesheet') styles.set(path, response.body());
  });
  await tab.goto(`${url}${page}`, { waitUntil: 'networkidle' });
  await ready(tab);
  const scripts: ScriptSize[] = [];
  for (const [path, body] of bodies) {
    const bytes = await body;
    scripts.push({
      path,
      bytes: bytes.length,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
      brotliBytes: brotliCompressSync(bytes).length,
    });
  }
  const css = { bytes: 0, gzipBytes: 0 };
  for (const body of styles.values()) {
    const bytes = await body;
    css.bytes += bytes.length;
    css.gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  await tab.close();
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (key: 'bytes' | 'gzipBytes' | 'brotliBytes') => scripts.reduce((total, s) => total + s[key], 0);
  return {
    page,
    scripts,
    bytes: sum('bytes'),
    gzipBytes: sum('gzipBytes'),
    brotliBytes: sum('brotliBytes'),
    css,
  };
}

export interface SessionCookie {
  name: string;
  value: string;
}

export interface ScriptTarget {
  /** The name printed for the page. */
  page: string;
  path: string;
  signedIn: boolean;
  /** Resolves once the page shows what a user came for. */
  ready: (tab: Page) => Promise<void>;
}

/** Each target in a fresh tab: visitors without, signed-in pages with the demo user's session cookies. */
export async function measurePageScripts(
  url: string,
  session: SessionCookie[],
  targets: ScriptTarget[],
): Promise<PageScripts[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const visitor = await browser.newContext();
    const signedIn = await browser.newContext();
    await signedIn.addCookies(session.map((c) => ({ ...c, url })));
    const pages: PageScripts[] = [];
    for (const target of targets) {
      const measured = await scriptsOf(target.signedIn ? signedIn : visitor, url, target.path, target.ready);
      pages.push({ ...measured, page: target.page });
    }
    return pages;
  } finally {
    await browser.close();
  }
}
