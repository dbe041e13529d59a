import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, totpUri } from './totp.ts';

const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

// The middle of a 30-second step, so ±30 s lands exactly one step away.
const now = 1_780_000_015_000;
const step = Math.floor(now / 30_000);

describe('TOTP', () => {
  it('makes 160-bit base32 secrets that differ each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('builds the otpauth URI with issuer and account', () => {
    const secret = newTotpSecret();
    const uri = totpUri(secret, 'Kontor', 'anna@firma.de');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Kontor:anna%40firma\.de\?/);
    const params = new URLSearchParams(uri.split('?')[1]);
    expect(params.get('secret')).toBe(secret);
    expect(params.get('issuer')).toBe('Kontor');
    expect(params.get('digits')).toBe('6');
    expect(params.get('period')).toBe('30');
  });

  it('answers the step of the code, one step of drift either side', () => {
    const secret = newTotpSecret();
    expect(matchTotpStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses codes two steps away and codes of another secret', () => {
    const secret = newTotpSecret();
    expect(matchTotpStep(secret, codeAt(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, codeAt(secret, now + 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, codeAt(newTotpSecret(), now), now)).toBeNull();
  });
});
