import { Secret, TOTP } from 'otpauth';

/** A fresh 160-bit secret (RFC 4226 recommends 160 bits), base32 as authenticator apps expect. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI authenticator apps read from the QR code (SHA1, 6 digits, 30 s). */
export const totpUri = (secretBase32: string, issuer: string, account: string) =>
  new TOTP({ issuer, label: account, secret: Secret.fromBase32(secretBase32) }).toString();

/**
 * The time step a code belongs to, or null when it matches none. One step either side is
 * accepted for clock drift between phone and server.
 */
export function matchTotpStep(secretBase32: string, code: string, nowMs = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    timestamp: nowMs,
    window: 1,
  });
  return delta === null ? null : TOTP.counter({ timestamp: nowMs }) + delta;
}
