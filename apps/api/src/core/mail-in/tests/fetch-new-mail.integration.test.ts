import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapPeer, type ImapPeer, type ImapTestUser } from '../../../test/imap-peer.ts';
import { fetchNewMail, MailInError, type FetchedMail, type FetchNewMailOptions } from '../index.ts';
import { allowLoopback, memoryMailStore, rawMail, type MailStore } from './mail-in-fixtures.ts';

let peer: ImapPeer;
beforeAll(async () => {
  peer = await startImapPeer();
});
afterAll(() => peer?.close());

const runFetch = async (
  user: ImapTestUser,
  store: MailStore,
  options: Partial<FetchNewMailOptions> & { mailbox?: string } = {},
) =>
  fetchNewMail({
    account: peer.accountFor(user, options.mailbox),
    state: (await store.load()).state,
    resolveAllowedHost: allowLoopback,
    onMail: (mail, next) => store.commit(mail, next),
    ...options,
  });

async function deliverNumbered(user: ImapTestUser, count: number, mailbox?: string) {
  for (let i = 1; i <= count; i++)
    await peer.deliver(user, rawMail({ subject: `Anfrage ${i}` }), { mailbox });
}

const subjects = (store: ReturnType<typeof memoryMailStore>) => store.contents.mails.map((m) => m.subject);

describe('fetchNewMail against Dovecot', () => {
  it('imports every message once, in UID order, across bounded batches', async () => {
    const user = await peer.createUser();
    await deliverNumbered(user, 4);
    const delivered = new Date('2026-11-20T08:15:00Z');
    await peer.deliver(user, rawMail({ subject: 'Anfrage 5' }), { flags: ['\\Flagged'], date: delivered });
    const store = memoryMailStore();
    const seen: FetchedMail[] = [];

    const first = await runFetch(user, store, {
      batchSize: 2,
      maxBatchBytes: 1,
      onMail: async (mail, next) => {
        seen.push(mail);
        await store.commit(mail, next);
      },
    });

    expect(first).toMatchObject({ delivered: 5, resynced: false, state: { lastUid: 5 } });
    expect(seen.map((m) => m.uid)).toEqual([1, 2, 3, 4, 5]);
    expect(subjects(store)).toEqual(['Anfrage 1', 'Anfrage 2', 'Anfrage 3', 'Anfrage 4', 'Anfrage 5']);
    expect(seen[0]).toMatchObject({
      kind: 'message',
      dedupeKey: expect.stringMatching(/^mid:.+@beispiel\.de$/),
    });
    expect(seen[4]!.flags).toContain('\\Flagged');
    expect(seen[4]!.internalDate).toEqual(delivered);
    expect(seen[4]!.kind === 'message' && seen[4]!.source.toString()).toContain('Subject: Anfrage 5');

    // Nothing new: a second run delivers nothing, though `UID SEARCH 6:*` answers UID 5.
    const second = await runFetch(user, store);
    expect(second).toMatchObject({ delivered: 0, state: { lastUid: 5 } });

    await peer.deliver(user, rawMail({ subject: 'Nachtrag' }));
    const third = await runFetch(user, store);
    expect(third.delivered).toBe(1);
    expect(subjects(store).at(-1)).toBe('Nachtrag');
  });

  it('leaves the mailbox unread: fetching marks nothing as seen', async () => {
    const user = await peer.createUser();
    await deliverNumbered(user, 2);
    await runFetch(user, memoryMailStore());
    const stored = await peer.readMailbox(user);
    expect(stored.map((m) => m.flags.includes('\\Seen'))).toEqual([false, false]);
  });

  it('on a first run with firstSync "new-only" skips what is already there', async () => {
    const user = await peer.createUser();
    await deliverNumbered(user, 3);
    const store = memoryMailStore();
    const first = await runFetch(user, store, { firstSync: 'new-only' });
    expect(first.delivered).toBe(0);
    expect(first.state.lastUid).toBe(3);
    store.contents.state = first.state;
    await peer.deliver(user, rawMail({ subject: 'Neu' }));
    await runFetch(user, store);
    expect(subjects(store)).toEqual(['Neu']);
  });

  it('a crash between download and commit loses nothing and duplicates nothing', async () => {
    const user = await peer.createUser();
    await deliverNumbered(user, 5);
    const store = memoryMailStore();

    const crashed = runFetch(user, store, {
      onMail: async (mail, next) => {
        if (mail.uid === 3) throw new Error('Datenbank weg');
        await store.commit(mail, next);
      },
    });
    await expect(crashed).rejects.toThrow('Datenbank weg');
    expect(store.contents.state).toMatchObject({ lastUid: 2 });

    const restarted = await runFetch(user, store);
    expect(restarted.delivered).toBe(3);
    expect(subjects(store)).toEqual(['Anfrage 1', 'Anfrage 2', 'Anfrage 3', 'Anfrage 4', 'Anfrage 5']);
  });

  it('an abort while a mail is being stored stops the run; the next run picks up there', async () => {
    const user = await peer.createUser();
    await deliverNumbered(user, 4);
    const store = memoryMailStore();
    const controller = new AbortController();

    const aborted = runFetch(user, store, {
      signal: controller.signal,
      onMail: async (mail, next) => {
        if (mail.uid === 2) controller.abort(new Error('Herunterfahren'));
        else await store.commit(mail, next);
      },
    });
    await expect(aborted).rejects.toThrow('Herunterfahren');
    expect(subjects(store)).toEqual(['Anfrage 1']);

    await runFetch(user, store);
    expect(subjects(store)).toEqual(['Anfrage 1', 'Anfrage 2', 'Anfrage 3', 'Anfrage 4']);
  });

  it('after a UIDVALIDITY change reads the mailbox again and imports only the mail it lacks', async () => {
    const user = await peer.createUser();
    await peer.createMailbox(user, 'Support');
    const originals = [
      rawMail({ subject: 'Alt 1' }),
      rawMail({ subject: 'Alt 2 ohne Message-ID', messageId: null }),
      rawMail({ subject: 'Alt 3' }),
    ];
    for (const raw of originals) await peer.deliver(user, raw, { mailbox: 'Support' });
    const store = memoryMailStore();
    await runFetch(user, store, { mailbox: 'Support' });
    const before = store.contents.state!;

    // The server loses its UID list (here: the folder is rebuilt) and numbers everything anew.
    await peer.deleteMailbox(user, 'Support');
    await peer.createMailbox(user, 'Support');
    await peer.deliver(user, rawMail({ subject: 'Neu während der Umstellung' }), { mailbox: 'Support' });
    for (const raw of originals) await peer.deliver(user, raw, { mailbox: 'Support' });
    expect(await peer.uidValidityOf(user, 'Support')).not.toBe(before.uidValidity);

    const result = await runFetch(user, store, { mailbox: 'Support' });
    expect(result.resynced).toBe(true);
    expect(result.state).toEqual({ uidValidity: await peer.uidValidityOf(user, 'Support'), lastUid: 4 });
    expect(subjects(store)).toEqual([
      'Alt 1',
      'Alt 2 ohne Message-ID',
      'Alt 3',
      'Neu während der Umstellung',
    ]);

    const again = await runFetch(user, store, { mailbox: 'Support' });
    expect(again).toMatchObject({ resynced: false, delivered: 0 });
  });

  it('hands over a message above the size limit without downloading it, and moves past it', async () => {
    const user = await peer.createUser();
    await peer.deliver(user, rawMail({ subject: 'Riesig', body: 'x'.repeat(5000) }));
    await peer.deliver(user, rawMail({ subject: 'Klein' }));
    const seen: FetchedMail[] = [];
    const store = memoryMailStore();
    await runFetch(user, store, {
      maxMessageBytes: 2000,
      onMail: async (mail, next) => {
        seen.push(mail);
        await store.commit(mail, next);
      },
    });
    expect(seen.map((m) => [m.uid, m.kind])).toEqual([
      [1, 'oversized'],
      [2, 'message'],
    ]);
    expect(seen[0]).not.toHaveProperty('source');
    expect(seen[0]!.size).toBeGreaterThan(5000);
    expect(store.contents.state).toMatchObject({ lastUid: 2 });
  });
});

describe('fetchNewMail failures', () => {
  const expectMailInError = async (promise: Promise<unknown>, kind: MailInError['kind']) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MailInError);
    expect((error as MailInError).kind).toBe(kind);
    return (error as MailInError).message;
  };

  it('a wrong password is a German error without the server’s wording', async () => {
    const user = await peer.createUser();
    const message = await expectMailInError(
      runFetch({ ...user, password: 'falsch' }, memoryMailStore()),
      'authentication',
    );
    expect(message).toBe(
      `Die Anmeldung am IMAP-Server 127.0.0.1:${peer.port} ist fehlgeschlagen. Bitte Benutzername und Passwort prüfen.`,
    );
    expect(message).not.toMatch(/authentication failed|AUTHENTICATIONFAILED|dovecot/i);
  });

  it('a missing folder names the folder', async () => {
    const user = await peer.createUser();
    const message = await expectMailInError(
      runFetch(user, memoryMailStore(), { mailbox: 'Gibtsnicht' }),
      'mailbox',
    );
    expect(message).toBe('Den Ordner „Gibtsnicht“ gibt es auf dem IMAP-Server nicht.');
  });

  it('required STARTTLS is never skipped on a server without it', async () => {
    const user = await peer.createUser();
    const store = memoryMailStore();
    const message = await expectMailInError(
      fetchNewMail({
        account: { ...peer.accountFor(user), security: 'starttls' },
        state: null,
        resolveAllowedHost: allowLoopback,
        onMail: (mail, next) => store.commit(mail, next),
      }),
      'tls',
    );
    expect(message).toContain('verschlüsselte Verbindung');
  });

  it('a closed port is a connection error', async () => {
    const user = await peer.createUser();
    const message = await expectMailInError(
      fetchNewMail({
        account: { ...peer.accountFor(user), port: 1 },
        state: null,
        resolveAllowedHost: allowLoopback,
        onMail: async () => undefined,
      }),
      'connection',
    );
    expect(message).toBe('Keine Verbindung zum IMAP-Server 127.0.0.1:1: die Verbindung wurde abgelehnt.');
  });

  it('connects to the address the host rule returns, and not at all when it refuses', async () => {
    const user = await peer.createUser();
    await peer.deliver(user, rawMail({ subject: 'Über Namen' }));
    const asked: string[] = [];
    const account = { ...peer.accountFor(user), host: 'imap.kunde.invalid' };
    const store = memoryMailStore();

    await fetchNewMail({
      account,
      state: null,
      resolveAllowedHost: async (host) => {
        asked.push(host);
        return '127.0.0.1';
      },
      onMail: (mail, next) => store.commit(mail, next),
    });
    expect(asked).toEqual(['imap.kunde.invalid']);
    expect(subjects(store)).toEqual(['Über Namen']);

    const refused = new MailInError(
      'connection',
      'Der Server imap.kunde.invalid liegt in einem privaten Netz.',
    );
    await expect(
      fetchNewMail({
        account,
        state: null,
        resolveAllowedHost: async () => {
          throw refused;
        },
        onMail: (mail, next) => store.commit(mail, next),
      }),
    ).rejects.toBe(refused);
  });
});
