// Speed of the web app: the JavaScript the sign-in page loads, and Lighthouse scores of the sign-in
// and the start page. Run from the repository root: `npm run bench:web`. See docs/PERFORMANCE.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebApp } from './lib/build-web.ts';
import { measurePageScripts, type PageScripts } from './lib/measure-scripts.ts';
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

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
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
const webDist = join(workDir, 'web');
process.once('exit', () => rmSync(workDir, { recursive: true, force: true }));

console.log(`▶ building the web app into ${webDist} …`);
await buildWebApp(webDist);
console.log('▶ starting the API with that build …');
const server = await startServer({ DATA_DIR: join(workDir, 'data'), WEB_DIST: webDist }, { label: 'web' });
let scripts: PageScripts[];
let lighthouse: LighthouseFigures[];
try {
  const token = await signIn(server.url);
  console.log('▶ JavaScript loaded per page (Chromium, compressed here)');
  scripts = await measurePageScripts(server.url, token);
  printScripts(scripts);
  console.log(`\n▶ Lighthouse, desktop preset, median of ${settings.lighthouseRuns} runs per page`);
  lighthouse = await runLighthouse(
    server.url,
    [
      { name: '/login', path: '/login' },
      { name: '/ (signed in)', path: '/', headers: { Cookie: `token=${token}` } },
    ],
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
