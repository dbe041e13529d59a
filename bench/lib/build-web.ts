import { spawn } from 'node:child_process';
import { repoRoot } from './start-server.ts';

/** `npm run build -w @kontor/web` into `outDir` (never into apps/web/dist, which a running server may use). */
export async function buildWebApp(outDir: string): Promise<void> {
  const child = spawn(
    'npm',
    ['run', 'build', '-w', '@kontor/web', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`web build failed (exit ${code})\n${output}`);
}
