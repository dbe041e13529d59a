import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface S3rverProcess {
  endpoint: string;
  /** s3rver's built-in account. */
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

/** A real S3 server (s3rver) in its own process on a free port, with one bucket, storing into a temp folder. */
export async function startS3rver(bucket: string): Promise<S3rverProcess> {
  const directory = await mkdtemp(join(tmpdir(), 'kontor-s3rver-'));
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('s3rver/package.json')),
    'bin',
    's3rver.js',
  );
  const child = spawn(
    process.execPath,
    [bin, '--directory', directory, '--address', '127.0.0.1', '--port', '0', '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 30_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)));
  });
  child.stdout.resume();
  child.stderr.resume();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
