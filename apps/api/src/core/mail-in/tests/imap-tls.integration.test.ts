import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapPeer, type ImapPeer } from '../../../test/imap-peer.ts';
import { fetchNewMail, MailInError, type ImapAccount } from '../index.ts';
import { allowLoopback } from './mail-in-fixtures.ts';

let peer: ImapPeer;
beforeAll(async () => {
  peer = await startImapPeer({ tls: true });
});
afterAll(() => peer?.close());

const failureOf = (account: ImapAccount) =>
  fetchNewMail({
    account,
    state: null,
    resolveAllowedHost: allowLoopback,
    onMail: async () => undefined,
  }).then(
    () => undefined,
    (error: unknown) => error as MailInError,
  );

describe('TLS to the IMAP server', () => {
  it('refuses a certificate nobody vouches for, over implicit TLS and over STARTTLS', async () => {
    const user = await peer.createUser();
    const viaTls = await failureOf({ ...peer.accountFor(user), port: peer.tlsPort!, security: 'tls' });
    const viaStartTls = await failureOf({ ...peer.accountFor(user), security: 'starttls' });
    for (const error of [viaTls, viaStartTls]) {
      expect(error).toBeInstanceOf(MailInError);
      expect(error!.kind).toBe('tls');
      expect(error!.message).toBe(
        `Die verschlüsselte Verbindung zu 127.0.0.1:${error === viaTls ? peer.tlsPort : peer.port} kam nicht zustande. Bitte Verschlüsselung, Port und Zertifikat des Servers prüfen.`,
      );
    }
  });

  it('still serves plain IMAP to the same user, so the refusal above was the certificate', async () => {
    const user = await peer.createUser();
    await expect(
      fetchNewMail({
        account: peer.accountFor(user),
        state: null,
        resolveAllowedHost: allowLoopback,
        onMail: async () => undefined,
      }),
    ).resolves.toMatchObject({ delivered: 0 });
  });
});
