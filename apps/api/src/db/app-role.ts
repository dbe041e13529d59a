import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';

/** The login role request work runs as on PostgreSQL (ADR 9): not owner, not superuser, no BYPASSRLS. */
export const APP_ROLE = 'kontor_app';

/**
 * The role's password, derived from SECRET_KEY: every API process of one installation computes
 * the same, so nobody has to configure or store a second secret.
 */
export const appRolePassword = (secretKey: Buffer) =>
  createHmac('sha256', secretKey).update('kontor database role kontor_app v1').digest('base64url');

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * A SCRAM-SHA-256 verifier as PostgreSQL stores it (RFC 5802/7677). The owner sends this, never
 * the password itself, so the password cannot end up in a server log.
 */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096) {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const storedKey = createHash('sha256').update(hmac(salted, 'Client Key')).digest();
  const serverKey = hmac(salted, 'Server Key');
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** The owner's URL with the app role's name and password instead (same host, port, database, TLS). */
export function appRoleUrl(ownerUrl: string, password: string) {
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}
