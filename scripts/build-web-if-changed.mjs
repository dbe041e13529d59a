// `npm start` runs this before the API: `vite build` (~5–30 s) only when what goes into the web app
// changed since the last build. The stamp beside apps/web/dist holds a hash of the inputs and of
// the built index.html, so a fresh clone, a `git pull` with web changes or a dist/ built from other
// sources (a manual `vite build`) all rebuild; an unchanged checkout starts at once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const repoRoot = join(import.meta.dirname, '..');
const web = join(repoRoot, 'apps/web');
const dist = join(web, 'dist');
const stampFile = join(web, '.dist-stamp.json');

/** Everything `vite build` reads: the web app, the contracts it imports, the lock file and configs. */
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    yield* filesUnder(join(path, entry.name));
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(join(repoRoot, input))) {
      hash
        .update(`${relative(repoRoot, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
    }
  }
  // Build-time settings change the bundle as much as a source file does.
  const buildEnv = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'KONTOR_BUILD_ID')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  hash.update(JSON.stringify(buildEnv));
  return hash.digest('hex');
}

const indexHash = () => {
  const index = join(dist, 'index.html');
  return existsSync(index) ? createHash('sha256').update(readFileSync(index)).digest('hex') : null;
};

const readStamp = () => {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
};

const sources = sourceHash();
const stamp = readStamp();
const upToDate =
  !process.argv.includes('--force') &&
  stamp?.sources === sources &&
  stamp.index !== null &&
  stamp.index === indexHash();

if (upToDate) {
  console.log('Weboberfläche unverändert seit dem letzten Bau (apps/web/dist).');
} else {
  console.log('Weboberfläche wird gebaut (einmalig nach Änderungen, bis zu einer halben Minute) …');
  const startedAt = Date.now();
  // Vite itself, so only its warnings and errors reach the console (not a line per file).
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, `${JSON.stringify({ sources, index: indexHash() })}\n`);
  console.log(`Weboberfläche gebaut in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
}
