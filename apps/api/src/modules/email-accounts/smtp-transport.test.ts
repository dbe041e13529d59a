import { describe, expect, it } from 'vitest';
import { smtpFailureReason } from './smtp-transport.ts';

const at = { host: 'smtp.beispiel.de', port: 587 };

describe('smtpFailureReason', () => {
  it('quotes what the server answered, on one line', () => {
    const error = Object.assign(new Error('Invalid login'), {
      code: 'EAUTH',
      response: '535 5.7.8 Error:\r\n authentication failed',
    });
    expect(smtpFailureReason(error, at)).toBe(
      'Der Server antwortete: 535 5.7.8 Error: authentication failed',
    );
  });

  it('names host and port when no conversation came about', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:587'), { code: 'ESOCKET' });
    expect(smtpFailureReason(refused, at)).toBe(
      'Keine Verbindung zu smtp.beispiel.de:587: die Verbindung wurde abgelehnt (ECONNREFUSED).',
    );
    const unknown = Object.assign(new Error('getaddrinfo ENOTFOUND smtp.beispiel.de'), { code: 'EDNS' });
    expect(smtpFailureReason(unknown, at)).toMatch(/der Servername ist unbekannt \(ENOTFOUND\)/);
    const slow = Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' });
    expect(smtpFailureReason(slow, at)).toBe('Keine Verbindung zu smtp.beispiel.de:587: Zeitüberschreitung.');
  });

  it('points at encryption and port when TLS fails', () => {
    const tls = Object.assign(new Error('wrong version number'), { code: 'ESOCKET' });
    expect(smtpFailureReason(tls, at)).toMatch(
      /verschlüsselte Verbindung .* Bitte die Verschlüsselung und den Port prüfen\./,
    );
  });
});
