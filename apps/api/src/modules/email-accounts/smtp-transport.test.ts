import { describe, expect, it } from 'vitest';
import { OutboundHostRefused } from '../../core/net/resolve-outbound-host.ts';
import { smtpFailureReason } from './smtp-transport.ts';

const at = { host: 'smtp.beispiel.de', port: 587 };

describe('smtpFailureReason: a few generic outcomes, never the server’s own words', () => {
  it('a refused sign-in', () => {
    const error = Object.assign(new Error('Invalid login'), {
      code: 'EAUTH',
      response: '535 5.7.8 Error: authentication failed (server mx7.intern)',
      responseCode: 535,
    });
    expect(smtpFailureReason(error, at)).toBe(
      'Der Server hat die Anmeldung abgelehnt. Bitte Benutzername und Passwort prüfen.',
    );
  });

  it('no conversation: refused, timed out, or no SMTP server at all are the same answer', () => {
    const unreachable = 'Der Server smtp.beispiel.de:587 ist nicht erreichbar.';
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:587'), { code: 'ESOCKET' });
    const slow = Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' });
    const notSmtp = Object.assign(new Error('Invalid greeting. response=SSH-2.0-OpenSSH_9.2'), {
      code: 'EPROTOCOL',
      response: 'SSH-2.0-OpenSSH_9.2',
    });
    for (const error of [refused, slow, notSmtp]) expect(smtpFailureReason(error, at)).toBe(unreachable);
  });

  it('a failed TLS handshake points at encryption and port', () => {
    const tls = Object.assign(new Error('wrong version number'), { code: 'ESOCKET' });
    expect(smtpFailureReason(tls, at)).toBe(
      'Die verschlüsselte Verbindung kam nicht zustande. Bitte Verschlüsselung und Port prüfen.',
    );
  });

  it('a refused message or recipient', () => {
    const rcpt = { code: 'EENVELOPE', response: '550 5.1.1 <x@y.de> User unknown', responseCode: 550 };
    expect(smtpFailureReason(rcpt, at)).toBe('Der Server hat die E-Mail abgelehnt.');
  });

  it('an internal or unknown host, refused before connecting', () => {
    expect(smtpFailureReason(new OutboundHostRefused('internal'), at)).toMatch(
      /liegt in einem internen Netz/,
    );
    expect(smtpFailureReason(new OutboundHostRefused('not_found'), at)).toBe(
      'Der Servername smtp.beispiel.de ist unbekannt.',
    );
  });
});
