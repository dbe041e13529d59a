// The browser of the e2e tests and of the web benchmarks (bench/lib), so both measure the same one.

/** Debian's Chromium package. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless in a container (no sandbox, no GPU), and quiet: no updates, sync or first-run pages
 * that would add requests or time of their own.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
