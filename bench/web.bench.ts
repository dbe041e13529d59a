// Speed of the web app: the JavaScript each page loads, and Lighthouse scores of the sign-in page,
// the start page, the documents list and the document editor (a draft and a new document). Run from the repository root: `npm run bench:web`. See docs/PERFORMANCE.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildWebApp } from './lib/build-web.ts';
import {
  measurePageScripts,
  type PageScripts,
  type ScriptTarget,
  type SessionCookie,
} from './lib/measure-scripts.ts';
import { runLighthouse, type LighthouseFigures } from './lib/run-lighthouse.ts';
import { startServer } from './lib/start-server.ts';
import { writeResults } from './lib/write-results.ts';

const GOALS = { loginScriptGzipKiB: 200, performance: 0.95, accessibility: 0.95 };
const DEMO = { email: 'demo@kontor.test', password: 'Demo-Passwort-1' };

const runsFromEnv = () => {
  const raw = process.env.BENCH_LIGHTHOUSE_RUNS;
  const runs = raw === undefined || raw === '' ? 3 : Number(raw);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 1');
  return runs;
};
const settings = { lighthouseRuns: runsFromEnv() };

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The session cookies the sign-in sets: the HttpOnly token and the readable marker without which
 * the app does not even try to resume a session.
 */
async function signIn(url: string): Promise<SessionCookie[]> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => {
    const [name = '', ...value] = header.split(';')[0]!.split('=');
    return { name: name.trim(), value: value.join('=') };
  });
  if (!cookies.some((c) => c.name === 'token')) throw new Error('sign-in set no token cookie');
  return cookies;
}

/**
 * A draft of the demo data, so the editor opens an existing document. The API writes the demo year's
 * documents in the background after it answers; the drafts come last, so this also waits until the
 * documents list is full.
 */
async function findDraftId(url: string, cookie: string, timeoutMs = 180_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${url}/api/documents?status=draft&limit=1`, {
      headers: { Cookie: cookie },
    });
    if (!response.ok) throw new Error(`draft lookup failed: ${response.status} ${await response.text()}`);
    const draft = ((await response.json()) as { items: { id: number }[] }).items[0];
    if (draft) return draft.id;
    await new Promise((wait) => setTimeout(wait, 1000));
  }
  throw new Error('the demo data holds no draft document');
}

/** The pages measured: what they are called, where they are and when they are ready. */
function pagesToMeasure(draftId: number): ScriptTarget[] {
  const editorHeading = (tab: Page) => tab.getByRole('heading', { level: 1 }).first().waitFor();
  return [
    {
      page: '/login',
      path: '/login',
      signedIn: false,
      ready: (tab) => tab.getByRole('button', { name: 'Anmelden' }).waitFor(),
    },
    {
      page: '/ (signed in)',
      path: '/',
      signedIn: true,
      ready: (tab) => tab.getByRole('heading', { name: /^Guten Tag/ }).waitFor(),
    },
    {
      page: 'documents list',
      path: '/createDocument',
      signedIn: true,
      ready: (tab) => tab.getByRole('row').nth(1).waitFor(),
    },
    { page: 'editor: draft', path: `/createDocument/edit/${draftId}`, signedIn: true, ready: editorHeading },
    { page: 'editor: new', path: '/createDocument/edit?type=invoice', signedIn: true, ready: editorHeading },
  ];
}

function printScripts(pages: PageScripts[]) {
  for (const page of pages) {
    console.log(`\n  ${page.page}: ${page.scripts.length} JavaScript files`);
    console.log(
      `    ${'file'.padEnd(48)}${'raw KiB'.padStart(10)}${'gzip KiB'.padStart(10)}${'br KiB'.padStart(10)}`,
    );
    for (const s of page.scripts) {
      console.log(
        `    ${s.path.padEnd(48)}${kib(s.bytes).padStart(10)}${kib(s.gzipBytes).padStart(10)}${kib(s.brotliBytes).padStart(10)}`,
      );
    }
    console.log(
      `    ${'total'.padEnd(48)}${kib(page.bytes).padStart(10)}${kib(page.gzipBytes).padStart(10)}${kib(page.brotliBytes).padStart(10)}`,
    );
    console.log(
      `    stylesheets (render-blocking): ${kib(page.css.bytes)} KiB raw, ${kib(page.css.gzipBytes)} KiB gzip`,
    );
  }
}

function printLighthouse(figures: LighthouseFigures[]) {
  console.log(
    `\n  ${'page'.padEnd(22)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'FCP ms'.padStart(8)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'SI ms'.padStart(8)}`,
  );
  for (const f of figures) {
    const m = f.metrics;
    console.log(
      `  ${f.page.padEnd(22)}${f.performance.toFixed(2).padStart(6)}${f.accessibility.toFixed(2).padStart(6)}${m.fcp.toFixed(0).padStart(8)}${m.lcp.toFixed(0).padStart(8)}${m.tbt.toFixed(0).padStart(8)}${m.cls.toFixed(3).padStart(7)}${m.speedIndex.toFixed(0).padStart(8)}`,
    );
  }
  for (const f of figures) {
    if (f.findings.length === 0) continue;
    console.log(`\n  ${f.page}, audits below 0.9:`);
    for (const finding of f.findings) console.log(`    - ${finding}`);
  }
}

const startedAt = new Date();
const workDir = mkdtempSync(join(tmpdir(), 'kontor-bench-web-'));
// BENCH_WEB_DIST measures a build made before (while trying a change) instead of building one.
const prebuilt = process.env.BENCH_WEB_DIST;
const webDist = prebuilt || join(workDir, 'web');
process.once('exit', () => rmSync(workDir, { recursive: true, force: true }));

if (prebuilt) console.log(`▶ using the web build in ${webDist}`);
else {
  console.log(`▶ building the web app into ${webDist} …`);
  await buildWebApp(webDist);
}
console.log('▶ starting the API with that build …');
const server = await startServer({ DATA_DIR: join(workDir, 'data'), WEB_DIST: webDist }, { label: 'web' });
let scripts: PageScripts[];
let lighthouse: LighthouseFigures[];
try {
  const cookies = await signIn(server.url);
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const pages = pagesToMeasure(await findDraftId(server.url, cookie));
  console.log('▶ JavaScript loaded per page (Chromium, compressed here)');
  scripts = await measurePageScripts(server.url, cookies, pages);
  printScripts(scripts);
  console.log(`\n▶ Lighthouse, desktop preset, median of ${settings.lighthouseRuns} runs per page`);
  lighthouse = await runLighthouse(
    server.url,
    pages.map((p) => ({
      name: p.page,
      path: p.path,
      ...(p.signedIn && { headers: { Cookie: cookie } }),
    })),
    settings.lighthouseRuns,
  );
  printLighthouse(lighthouse);
} finally {
  await server.stop();
}

const loginGzip = scripts.find((p) => p.page === '/login')!.gzipBytes;
const checks = [
  {
    goal: `JavaScript for /login ≤ ${GOALS.loginScriptGzipKiB} KiB gzip`,
    value: `${kib(loginGzip)} KiB`,
    met: loginGzip <= GOALS.loginScriptGzipKiB * 1024,
  },
  ...lighthouse.flatMap((f) => [
    {
      goal: `${f.page} performance ≥ ${GOALS.performance}`,
      value: f.performance.toFixed(2),
      met: f.performance >= GOALS.performance,
    },
    {
      goal: `${f.page} accessibility ≥ ${GOALS.accessibility}`,
      value: f.accessibility.toFixed(2),
      met: f.accessibility >= GOALS.accessibility,
    },
  ]),
];
console.log('\nGoals');
for (const check of checks) console.log(`  ${check.met ? '✔' : '✖'} ${check.goal}: ${check.value}`);

writeResults('web', startedAt, { settings, scripts, lighthouse, checks });
if (checks.some((c) => !c.met)) process.exitCode = 1;
