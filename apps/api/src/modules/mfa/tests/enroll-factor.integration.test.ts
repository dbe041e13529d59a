import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyItems, mfaFactors } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { addEmployee, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { enroll, enrollVerifiedTotp, listFactors } from './mfa-test-helpers.ts';

const t = useTestAppWithTenant();

const newUser = (label: string) => addEmployee(t.deps, t.tenant, label);

describe('POST /auth/v1/factors (TOTP)', () => {
  it('answers a QR code, the base32 secret and the otpauth URI for the user’s e-mail', async () => {
    const user = await newUser('totp');
    const res = await enroll(t.app, await signInAs(t.app, user), {
      factor_type: 'totp',
      friendly_name: 'Handy',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ factor_type: 'totp', friendly_name: 'Handy', status: 'unverified' });
    expect(body.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.totp.uri).toBe(
      `otpauth://totp/Kontor:${encodeURIComponent(user.email)}?issuer=Kontor&secret=${body.totp.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const [, base64] = /^data:image\/svg\+xml;base64,(.+)$/.exec(body.totp.qr_code)!;
    expect(Buffer.from(base64!, 'base64').toString('utf8')).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
  });

  it('stores the secret encrypted, never as the base32 text', async () => {
    const res = await enroll(t.app, await signInAs(t.app, await newUser('sealed')), { factor_type: 'totp' });
    const { id, totp } = res.json();
    const [row] = await t.deps.database.ownerDb.select().from(mfaFactors).where(eq(mfaFactors.id, id));
    expect(row!.secretEncrypted).not.toContain(totp.secret);
    expect(t.deps.box.open(row!.secretEncrypted!)).toBe(totp.secret);
  });

  it('uses a custom issuer in the URI', async () => {
    const res = await enroll(t.app, await signInAs(t.app, await newUser('issuer')), {
      factor_type: 'totp',
      issuer: 'Müller GmbH',
    });
    expect(res.json().totp.uri).toContain(`otpauth://totp/M%C3%BCller%20GmbH:`);
    expect(res.json().issuer).toBe('Müller GmbH');
  });

  it('records the enrolment in the history of the active tenant', async () => {
    const res = await enroll(t.app, await signInAs(t.app, await newUser('history')), { factor_type: 'totp' });
    const items = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.select().from(historyItems).where(eq(historyItems.entityId, res.json().id)),
    );
    expect(items).toMatchObject([{ entity: 'mfa_factor', action: 'enrolled' }]);
  });
});

describe('factor rules', () => {
  it('refuses a friendly name the user already uses, in German', async () => {
    const token = await signInAs(t.app, await newUser('names'));
    expect((await enroll(t.app, token, { factor_type: 'totp', friendly_name: 'Handy' })).statusCode).toBe(
      200,
    );
    const again = await enroll(t.app, token, { factor_type: 'totp', friendly_name: 'handy' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'conflict',
      message: 'Sie haben bereits einen Faktor mit dem Namen „handy“.',
    });
    const other = await signInAs(t.app, await newUser('names-other'));
    expect((await enroll(t.app, other, { factor_type: 'totp', friendly_name: 'Handy' })).statusCode).toBe(
      200,
    );
  });

  it('allows at most 10 factors per user', async () => {
    const token = await signInAs(t.app, await newUser('many'));
    for (let i = 0; i < 10; i++) {
      expect((await enroll(t.app, token, { factor_type: 'totp' })).statusCode).toBe(200);
    }
    const eleventh = await enroll(t.app, token, { factor_type: 'totp' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.message).toBe(
      'Sie können höchstens 10 Faktoren einrichten. Bitte entfernen Sie zuerst einen.',
    );
  });

  it('checks phone numbers for E.164 with German messages', async () => {
    const token = await signInAs(t.app, await newUser('phone-format'));
    const missing = await enroll(t.app, token, { factor_type: 'phone' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ phone: 'Bitte eine Telefonnummer angeben.' });
    const national = await enroll(t.app, token, { factor_type: 'phone', phone: '0151 2345678' });
    expect(national.json().error.fields).toEqual({
      phone: 'Bitte die Telefonnummer im internationalen Format angeben, z. B. +49 151 23456789.',
    });
    const ok = await enroll(t.app, token, { factor_type: 'phone', phone: '+49 151 2345-678' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ factor_type: 'phone', phone: '+491512345678' });
    expect(ok.json().totp).toBeUndefined();
  });

  it('needs aal2 to add a factor once one is verified', async () => {
    const user = await newUser('second');
    const { aal2Token } = await enrollVerifiedTotp(t.app, await signInAs(t.app, user));
    const atAal1 = await enroll(t.app, await signInAs(t.app, user), { factor_type: 'totp' });
    expect(atAal1.statusCode).toBe(403);
    expect(atAal1.json().error.code).toBe('mfa_required');
    expect((await enroll(t.app, aal2Token, { factor_type: 'totp' })).statusCode).toBe(200);
  });
});

describe('GET /auth/v1/factors', () => {
  it('lists all factors, the verified ones by type, and never a secret', async () => {
    const token = await signInAs(t.app, await newUser('list'));
    const { factorId, aal2Token } = await enrollVerifiedTotp(t.app, token, 'App');
    await enroll(t.app, aal2Token, { factor_type: 'phone', phone: '+4915112345678', friendly_name: 'SMS' });
    const res = await listFactors(t.app, aal2Token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.all.map((f: { friendly_name: string }) => f.friendly_name)).toEqual(['App', 'SMS']);
    expect(body.totp).toMatchObject([{ id: factorId, status: 'verified', issuer: 'Kontor' }]);
    expect(body.phone).toEqual([]);
    expect(res.body).not.toMatch(/secret|qr_code|otpauth/);
  });
});
