import { createHash, createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { appRolePassword, appRoleUrl, scramVerifier } from './app-role.ts';

// node-postgres's own SCRAM client (what the API logs in with) plays the client; the test plays
// PostgreSQL with nothing but the stored verifier, as the server does (RFC 5802 §3).
type Session = { clientNonce: string; response: string; serverSignature: string };
const sasl = createRequire(import.meta.url)('pg/lib/crypto/sasl.js') as {
  startSession(mechanisms: string[]): Session;
  continueSession(session: Session, password: string, serverData: string): Promise<void>;
};

async function serverAccepts(verifier: string, password: string) {
  const [, params, keys] = verifier.split('$');
  const [iterations, salt] = params!.split(':');
  const [storedKey, serverKey] = keys!.split(':').map((k) => Buffer.from(k, 'base64'));
  const session = sasl.startSession(['SCRAM-SHA-256']);
  const serverFirst = `r=${session.clientNonce}servernonce,s=${salt},i=${iterations}`;
  await sasl.continueSession(session, password, serverFirst);
  const withoutProof = session.response.slice(0, session.response.lastIndexOf(',p='));
  const proof = Buffer.from(session.response.slice(session.response.lastIndexOf(',p=') + 3), 'base64');
  const authMessage = `n=*,r=${session.clientNonce},${serverFirst},${withoutProof}`;
  const clientSignature = createHmac('sha256', storedKey!).update(authMessage).digest();
  const clientKey = Buffer.from(proof.map((b, i) => b ^ clientSignature[i]!));
  const clientOk = createHash('sha256').update(clientKey).digest().equals(storedKey!);
  const serverSignature = createHmac('sha256', serverKey!).update(authMessage).digest('base64');
  return clientOk && serverSignature === session.serverSignature;
}

describe('the request role login (ADR 9)', () => {
  it('derives one password per SECRET_KEY, different for another key', () => {
    const key = Buffer.alloc(32, 1);
    expect(appRolePassword(key)).toBe(appRolePassword(Buffer.alloc(32, 1)));
    expect(appRolePassword(key)).not.toBe(appRolePassword(Buffer.alloc(32, 2)));
    expect(appRolePassword(key)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores a SCRAM verifier the real client can sign in against, and only with the right password', async () => {
    const password = appRolePassword(Buffer.alloc(32, 3));
    const verifier = scramVerifier(password);
    expect(verifier).toMatch(/^SCRAM-SHA-256\$4096:[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(verifier).not.toContain(password);
    expect(await serverAccepts(verifier, password)).toBe(true);
    expect(await serverAccepts(verifier, appRolePassword(Buffer.alloc(32, 4)))).toBe(false);
  });

  it("keeps the owner's host, port, database and options, with the role's name and password", () => {
    expect(appRoleUrl('postgres://owner:geheim@db.example:6543/kontor?sslmode=require', 'pw-1')).toBe(
      'postgres://kontor_app:pw-1@db.example:6543/kontor?sslmode=require',
    );
  });
});
