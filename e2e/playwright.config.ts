import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.ts';

// E2E_PORT lets several runs share a machine (each builds into its own data folder too).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const repoRoot = join(import.meta.dirname, '..');

// Workers load this file too and inherit the variable, so only the runner creates the folder and
// removes it on exit, after it has stopped the web server that used it.
function createDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'kontor-e2e-'));
  process.env.KONTOR_E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const dataDir = process.env.KONTOR_E2E_DATA_DIR ?? createDataDir();

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './support/global-setup.ts',
  reporter: 'list',
  // One spec at a time: the specs share the demo tenants (Dana's language, the tenant she signs in
  // to, standard texts …), and two at once were no faster on two cores (ADR 13).
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores run the server (argon2, PDF, PGlite) and Chromium side by side: a sign-in alone can
  // take seconds there, so the budgets are generous; no spec waits a fixed time.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // No trace by default: recording one for every test (to keep the failing ones) cost the browser
    // and runner a third more CPU (ADR 13). A failure still leaves its page as an ARIA snapshot in
    // test-results/*/error-context.md; for a full trace run `npx playwright test --trace on <spec>`.
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // A fresh embedded database with the demo data, serving the freshly built web app.
    command: `npm run build -w @kontor/web -- --outDir ${join(dataDir, 'web')} --emptyOutDir --logLevel warn && npx node apps/api/src/main.ts`,
    cwd: repoRoot,
    env: {
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'web'),
      LOG_LEVEL: 'warn',
      // The specs' SMTP peers listen on 127.0.0.1.
      MAIL_ALLOW_PRIVATE_HOSTS: 'true',
    },
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Build plus first start with demo data: about a minute, several when other work shares the cores.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
