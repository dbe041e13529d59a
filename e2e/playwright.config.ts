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

/**
 * Specs that leave the demo tenants as they found them, apart from records only they create and
 * find again by a unique name: two of them run at once. Every other spec changes something the
 * others see (Dana's language, the tenant she signs in to, number ranges, standard texts, company
 * data, custom fields, the mail account, payments and figures …) and runs afterwards, one at a
 * time. A new spec belongs there until it has been checked for this list.
 *
 * The order holds for the whole suite (`npm test`, which sets E2E_WHOLE_SUITE); a run of chosen
 * specs runs just those, without pulling in the side-by-side group first.
 */
const SPECS_SAFE_SIDE_BY_SIDE = [
  'accessibility',
  'document-signs',
  'documents',
  'entities',
  'files',
  'guards',
  'invitations',
  'mfa',
  'navigation-texts',
  'profiles-history',
  'record-history',
  'serial-invoices',
  'shell',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  reporter: 'list',
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores run the server (argon2, PDF, PGlite) and two Chromiums side by side: a sign-in alone
  // can take seconds there, so the budgets are generous; no spec waits a fixed time.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [
    { name: 'side by side', testMatch: SPECS_SAFE_SIDE_BY_SIDE, workers: 2 },
    {
      name: 'one at a time',
      testIgnore: SPECS_SAFE_SIDE_BY_SIDE,
      workers: 1,
      dependencies: process.env.E2E_WHOLE_SUITE ? ['side by side'] : [],
    },
  ],
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
