import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapPeer, type ImapPeer } from '../../../test/imap-peer.ts';
import { fetchNewMail } from '../index.ts';
import { allowLoopback, fileMailStore, rawMail } from './mail-in-fixtures.ts';

const repoRoot = join(import.meta.dirname, '../../../../../..');
let peer: ImapPeer;
let dir: string;
beforeAll(async () => {
  peer = await startImapPeer();
  dir = await mkdtemp(join(tmpdir(), 'kontor-mail-in-'));
});
afterAll(async () => {
  await peer?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a process killed in the middle of a fetch', () => {
  it('imports every mail exactly once after the restart', async () => {
    const user = await peer.createUser();
    for (let i = 1; i <= 5; i++) await peer.deliver(user, rawMail({ subject: `Anfrage ${i}` }));
    const storePath = join(dir, 'store.json');
    const account = peer.accountFor(user);

    const child = spawn(
      join(repoRoot, 'node_modules/.bin/node'),
      ['--import', 'tsx', join(import.meta.dirname, 'fetch-child.ts')],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          FETCH_CHILD_ARGS: JSON.stringify({ account, storePath, hangAtUid: 3 }),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, 'exit');
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('fetched 3')) resolve();
      });
      void exited.then(() => reject(new Error(`the fetch process ended before UID 3:\n${output}`)));
    });
    child.kill('SIGKILL');
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');

    const store = fileMailStore(storePath);
    const afterKill = await store.load();
    expect(afterKill.mails.map((m) => m.subject)).toEqual(['Anfrage 1', 'Anfrage 2']);
    expect(afterKill.state).toMatchObject({ lastUid: 2 });

    const restarted = await fetchNewMail({
      account,
      state: afterKill.state,
      resolveAllowedHost: allowLoopback,
      onMail: (mail, next) => store.commit(mail, next),
    });
    expect(restarted.delivered).toBe(3);
    const final = await store.load();
    expect(final.mails.map((m) => m.subject)).toEqual([
      'Anfrage 1',
      'Anfrage 2',
      'Anfrage 3',
      'Anfrage 4',
      'Anfrage 5',
    ]);
    expect(final.state).toMatchObject({ lastUid: 5 });
  });
});
