import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTokenVerifier, TokenVerificationError, type KontorClaims } from './verify-token.ts';

const START = 1_700_000_000_000;
const CACHE_MS = 600_000;

let server: Server;
let jwksUrl: string;
let published: JWK[] = [];
let jwksStatus = 200;
let hits = 0;
let primary: CryptoKey;
let clock = START;
const now = () => clock;

async function esKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

function claims(overrides: Partial<KontorClaims> = {}): KontorClaims {
  const iat = Math.floor(clock / 1000);
  return {
    sub: '42',
    tid: 7,
    sid: 'c0ffee',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: iat }],
    iat,
    exp: iat + 3600,
    ...overrides,
  };
}

function sign(key: CryptoKey | Uint8Array, header: { alg: string; kid?: string }, body = claims()) {
  return new SignJWT(body).setProtectedHeader(header).sign(key);
}

function verifier(
  fetchUser: (token: string) => Promise<unknown> = () => Promise.reject(new Error('unexpected fallback')),
) {
  return createTokenVerifier({ jwksUrl, fetchUser, jwksCacheMs: CACHE_MS, now });
}

beforeAll(async () => {
  const key = await esKey('k1');
  primary = key.privateKey;
  server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(jwksStatus, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/.well-known/jwks.json`;
  published = [key.jwk];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits = 0;
  jwksStatus = 200;
  clock = START;
  published = published.slice(0, 1);
});

describe('createTokenVerifier', () => {
  it('verifies a valid ES256 token against the published key set', async () => {
    const token = await sign(primary, { alg: 'ES256', kid: 'k1' });
    await expect(verifier().verify(token)).resolves.toEqual({ claims: claims(), verifiedBy: 'jwks' });
  });

  it('rejects an expired token unless expired tokens are allowed', async () => {
    const token = await sign(primary, { alg: 'ES256', kid: 'k1' }, claims({ exp: START / 1000 - 1 }));
    const v = verifier();
    await expect(v.verify(token)).rejects.toMatchObject({ code: 'expired', message: 'JWT has expired' });
    await expect(v.verify(token, { allowExpired: true })).resolves.toMatchObject({ verifiedBy: 'jwks' });
  });

  it('rejects a tampered payload with exactly "Invalid JWT signature"', async () => {
    const [header, , signature] = (await sign(primary, { alg: 'ES256', kid: 'k1' })).split('.');
    const forged = Buffer.from(JSON.stringify(claims({ tid: 8 }))).toString('base64url');
    const error = await verifier()
      .verify(`${header}.${forged}.${signature}`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenVerificationError);
    expect(error).toMatchObject({ code: 'invalid_signature', message: 'Invalid JWT signature' });
  });

  it('rejects a token signed by another key that claims the published kid', async () => {
    const impostor = await esKey('k1');
    const token = await sign(impostor.privateKey, { alg: 'ES256', kid: 'k1' });
    await expect(verifier().verify(token)).rejects.toThrow(/^Invalid JWT signature$/);
  });

  it('caches the key set for jwksCacheMs and shares concurrent fetches', async () => {
    const token = await sign(primary, { alg: 'ES256', kid: 'k1' });
    const v = verifier();
    await Promise.all([v.verify(token), v.verify(token)]);
    await v.verify(token);
    expect(hits).toBe(1);
    clock += CACHE_MS - 1;
    await v.verify(token, { allowExpired: true });
    expect(hits).toBe(1);
    clock += 1;
    await v.verify(token, { allowExpired: true });
    expect(hits).toBe(2);
  });

  it('refetches once for an unknown kid, then falls back to the server', async () => {
    const v = verifier(async (token) => ({ id: 42, token }));
    await v.verify(await sign(primary, { alg: 'ES256', kid: 'k1' }));
    const stranger = await esKey('k9');
    const token = await sign(stranger.privateKey, { alg: 'ES256', kid: 'k9' });

    await expect(v.verify(token)).resolves.toEqual({
      claims: claims(),
      verifiedBy: 'server',
      user: { id: 42, token },
    });
    expect(hits).toBe(2);
    await v.verify(token);
    expect(hits).toBe(2);
    clock += 30_000;
    await v.verify(token);
    expect(hits).toBe(3);
  });

  it('picks up a rotated key through the refetch', async () => {
    const v = verifier();
    await v.verify(await sign(primary, { alg: 'ES256', kid: 'k1' }));
    const rotated = await esKey('k2');
    published = [...published, rotated.jwk];
    const token = await sign(rotated.privateKey, { alg: 'ES256', kid: 'k2' });
    await expect(v.verify(token)).resolves.toMatchObject({ verifiedBy: 'jwks' });
    expect(hits).toBe(2);
  });

  it('asks the server for an HS256 token without touching the key set', async () => {
    const token = await sign(new TextEncoder().encode('s'.repeat(32)), { alg: 'HS256', kid: 'k1' });
    const seen: string[] = [];
    const v = verifier(async (t) => (seen.push(t), { id: 42 }));
    await expect(v.verify(token)).resolves.toEqual({
      claims: claims(),
      verifiedBy: 'server',
      user: { id: 42 },
    });
    expect(seen).toEqual([token]);
    expect(hits).toBe(0);
  });

  it('falls back to the server for a token without kid or when the key set is unreachable', async () => {
    const fetchUser = async () => ({ id: 42 });
    const noKid = await sign(primary, { alg: 'ES256' });
    await expect(verifier(fetchUser).verify(noKid)).resolves.toMatchObject({ verifiedBy: 'server' });
    jwksStatus = 503;
    const token = await sign(primary, { alg: 'ES256', kid: 'k1' });
    const v = verifier(fetchUser);
    await expect(v.verify(token)).resolves.toMatchObject({ verifiedBy: 'server' });
    await v.verify(token);
    expect(hits).toBe(1);
    jwksStatus = 200;
    clock += 30_000;
    await expect(v.verify(token, { allowExpired: true })).resolves.toMatchObject({ verifiedBy: 'jwks' });
    expect(hits).toBe(2);
  });

  it('rethrows the error of the server fallback', async () => {
    const rejected = new Error('401 Unauthorized');
    const token = await sign(new TextEncoder().encode('s'.repeat(32)), { alg: 'HS256' });
    await expect(verifier(() => Promise.reject(rejected)).verify(token)).rejects.toBe(rejected);
  });

  it.each(['', 'not-a-jwt', 'a.b.c', 'a.b', 'x.eyJzdWIiOiI0MiJ9.'])(
    'rejects the malformed token %j',
    async (token) => {
      await expect(verifier().verify(token)).rejects.toMatchObject({
        code: 'invalid_structure',
        message: 'Invalid JWT structure',
      });
    },
  );

  it('rejects claims that do not match the Kontor schema', async () => {
    const token = await sign(primary, { alg: 'ES256', kid: 'k1' }, { ...claims(), tid: 'seven' } as never);
    await expect(verifier().verify(token)).rejects.toMatchObject({ code: 'invalid_claims' });
  });
});
