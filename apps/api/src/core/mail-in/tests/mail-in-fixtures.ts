import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { FetchedMail, ResolveAllowedHost, SyncState } from '../index.ts';

/** Tests talk to the loopback IMAP peer, which the production host rule refuses. */
export const allowLoopback: ResolveAllowedHost = async (host) => {
  if (host !== '127.0.0.1') throw new Error(`test resolver only allows 127.0.0.1, not ${host}`);
  return host;
};

export interface RawMailInput {
  subject: string;
  from?: string;
  to?: string;
  messageId?: string | null;
  body?: string;
  headers?: Record<string, string>;
}

/** A small RFC 5322 message; `messageId: null` leaves the header out. */
export function rawMail(input: RawMailInput): string {
  const headers: Record<string, string> = {
    From: input.from ?? 'Kunde <kunde@beispiel.de>',
    To: input.to ?? 'support@firma.de',
    Subject: input.subject,
    Date: 'Tue, 24 Nov 2026 10:00:00 +0100',
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Transfer-Encoding': '8bit',
    ...input.headers,
  };
  if (input.messageId !== null) headers['Message-ID'] = `<${input.messageId ?? randomUUID()}@beispiel.de>`;
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  return `${head}\r\n\r\n${(input.body ?? `Text zu ${input.subject}`).replace(/\r?\n/g, '\r\n')}\r\n`;
}

export interface StoredMail {
  dedupeKey: string;
  uid: number;
  kind: FetchedMail['kind'];
  subject: string | undefined;
}

interface StoreContents {
  state: SyncState | null;
  mails: StoredMail[];
}

/**
 * Stands in for the database: one commit stores the mail and the new state together, and a
 * dedupe key it already holds is skipped (the unique index the real table will have).
 */
export interface MailStore {
  load(): Promise<StoreContents>;
  commit(mail: FetchedMail, next: SyncState): Promise<void>;
}

const subjectOf = (mail: FetchedMail) =>
  mail.kind === 'message' ? /^Subject: (.*)$/m.exec(mail.source.toString('utf8'))?.[1]?.trim() : undefined;

const applyCommit = (contents: StoreContents, mail: FetchedMail, next: SyncState): StoreContents => ({
  state: next,
  mails: contents.mails.some((m) => m.dedupeKey === mail.dedupeKey)
    ? contents.mails
    : [
        ...contents.mails,
        { dedupeKey: mail.dedupeKey, uid: mail.uid, kind: mail.kind, subject: subjectOf(mail) },
      ],
});

export function memoryMailStore(): MailStore & { contents: StoreContents } {
  const store = {
    contents: { state: null, mails: [] } as StoreContents,
    load: async () => store.contents,
    async commit(mail: FetchedMail, next: SyncState) {
      store.contents = applyCommit(store.contents, mail, next);
    },
  };
  return store;
}

/** The same store in a JSON file, replaced atomically (write + rename), for a process that gets killed. */
export function fileMailStore(path: string): MailStore {
  const load = async (): Promise<StoreContents> =>
    JSON.parse(await readFile(path, 'utf8').catch(() => '{"state":null,"mails":[]}')) as StoreContents;
  return {
    load,
    async commit(mail, next) {
      const updated = applyCommit(await load(), mail, next);
      await writeFile(`${path}.tmp`, JSON.stringify(updated));
      await rename(`${path}.tmp`, path);
    },
  };
}
