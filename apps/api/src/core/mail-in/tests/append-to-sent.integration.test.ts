import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapPeer, type ImapPeer } from '../../../test/imap-peer.ts';
import { appendToSent, MailInError } from '../index.ts';
import { allowLoopback, rawMail } from './mail-in-fixtures.ts';

let peer: ImapPeer;
beforeAll(async () => {
  peer = await startImapPeer();
});
afterAll(() => peer?.close());

const reply = rawMail({
  from: 'Support <support@firma.de>',
  to: 'kunde@beispiel.de',
  subject: 'AW: Drucker defekt [#T-00042]',
  messageId: 'antwort-42',
});

describe('appendToSent against Dovecot', () => {
  it('stores the copy, marked as read, in the folder the server flags \\Sent rather than one named "Sent"', async () => {
    const user = await peer.createUser();
    await peer.createMailbox(user, 'Sent');
    await peer.createMailbox(user, 'Gesendete Objekte');

    const result = await appendToSent(peer.accountFor(user), reply, { resolveAllowedHost: allowLoopback });

    expect(result).toEqual({ mailbox: 'Gesendete Objekte', uid: 1 });
    const [stored] = await peer.readMailbox(user, 'Gesendete Objekte');
    expect(stored!.source).toBe(reply);
    expect(stored!.flags).toContain('\\Seen');
    expect(await peer.readMailbox(user, 'Sent')).toEqual([]);
  });

  it('without a flagged folder takes one with a usual name', async () => {
    const user = await peer.createUser();
    await peer.createMailbox(user, 'Archiv');
    await peer.createMailbox(user, 'Gesendet');

    const result = await appendToSent(peer.accountFor(user), reply, { resolveAllowedHost: allowLoopback });

    expect(result.mailbox).toBe('Gesendet');
    expect((await peer.readMailbox(user, 'Gesendet')).map((m) => m.source)).toEqual([reply]);
  });

  it('uses the folder the account names', async () => {
    const user = await peer.createUser();
    await peer.createMailbox(user, 'Gesendet');
    await peer.createMailbox(user, 'Kontor/Ausgang');

    const result = await appendToSent(peer.accountFor(user), reply, {
      resolveAllowedHost: allowLoopback,
      sentMailbox: 'Kontor/Ausgang',
    });

    expect(result.mailbox).toBe('Kontor/Ausgang');
    expect(await peer.readMailbox(user, 'Kontor/Ausgang')).toHaveLength(1);
    expect(await peer.readMailbox(user, 'Gesendet')).toEqual([]);
  });

  it('says in German when there is no folder for sent mail, and stores nothing', async () => {
    const user = await peer.createUser();
    const error = await appendToSent(peer.accountFor(user), reply, {
      resolveAllowedHost: allowLoopback,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailInError);
    expect((error as MailInError).message).toBe(
      'Auf dem IMAP-Server gibt es keinen Ordner für gesendete E-Mails. Bitte im E-Mail-Konto einen Ordner angeben.',
    );
    expect(await peer.readMailbox(user)).toEqual([]);
  });

  it('a named folder that does not exist is a German error naming it', async () => {
    const user = await peer.createUser();
    const error = await appendToSent(peer.accountFor(user), reply, {
      resolveAllowedHost: allowLoopback,
      sentMailbox: 'Ausgang',
    }).catch((e: unknown) => e);
    expect((error as MailInError).kind).toBe('mailbox');
    expect((error as MailInError).message).toBe('Den Ordner „Ausgang“ gibt es auf dem IMAP-Server nicht.');
  });
});
