import { createKontorTokenVerifier } from '@kontor/contracts';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { signInAs } from '../../../test/test-tenant.ts';

// The shared verification helper (packages/contracts) against the real API on a real port.
const t = useTestAppWithTenant();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('createKontorTokenVerifier against the running API', () => {
  it('verifies a fresh token locally with the published keys', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const result = await createKontorTokenVerifier(baseUrl).verify(token);
    expect(result.verifiedBy).toBe('jwks');
    expect(result.claims).toMatchObject({
      sub: String(t.tenant.admin.id),
      tid: t.tenant.tenantId,
      aal: 'aal1',
    });
  });

  it('rejects a tampered token with exactly "Invalid JWT signature"', async () => {
    const token = await signInAs(t.app, t.tenant.employee);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: String(t.tenant.admin.id) })).toString(
      'base64url',
    );
    await expect(
      createKontorTokenVerifier(baseUrl).verify(`${header}.${tampered}.${signature}`),
    ).rejects.toThrow(/^Invalid JWT signature$/);
  });

  it('asks the server about a token it cannot check locally, and the server says no', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const symmetric = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('kein-geheimnis-des-servers-123456'));
    await expect(createKontorTokenVerifier(baseUrl).verify(symmetric)).rejects.toThrow(
      'Invalid JWT signature',
    );
  });

  it('checks expiry unless expired tokens are explicitly allowed', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const realNow = Date.now;
    const inTwoHours = realNow() + 2 * 3600 * 1000;
    Date.now = () => inTwoHours;
    try {
      const verifier = createKontorTokenVerifier(baseUrl);
      await expect(verifier.verify(token)).rejects.toThrow('JWT has expired');
      expect((await verifier.verify(token, { allowExpired: true })).verifiedBy).toBe('jwks');
    } finally {
      Date.now = realNow;
    }
  });
});
