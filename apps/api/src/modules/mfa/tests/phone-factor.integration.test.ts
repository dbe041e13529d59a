import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SmsSender } from '../../../core/sms/sms-sender.ts';
import { mfaChallenges } from '../../../db/schema/index.ts';
import { addEmployee, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { challenge, claimsOf, enroll, listFactors, verify } from './mfa-test-helpers.ts';

const sent: { phone: string; text: string }[] = [];
const sms: SmsSender = {
  delivers: false,
  async send(phone, text) {
    sent.push({ phone, text });
  },
};

const t = useTestAppWithTenant({ deps: { sms } });

const codeOf = (text: string) => /(\d{6})/.exec(text)![1]!;

async function enrolledPhone(label: string) {
  const user = await addEmployee(t.deps, t.tenant, label);
  const token = await signInAs(t.app, user);
  const res = await enroll(t.app, token, { factor_type: 'phone', phone: '+49 151 23456789' });
  expect(res.statusCode).toBe(200);
  return { token, factorId: res.json().id as string };
}

describe('phone factor', () => {
  it('sends a six-digit code in German and stores only its hash', async () => {
    const { token, factorId } = await enrolledPhone('sms');
    const opened = await challenge(t.app, token, factorId, { channel: 'sms' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().type).toBe('phone');
    const message = sent.at(-1)!;
    expect(message.phone).toBe('+4915123456789');
    expect(message.text).toMatch(/^Ihr Kontor-Bestätigungscode lautet \d{6}\. Er gilt 5 Minuten\.$/);
    const [row] = await t.deps.database.ownerDb
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.id, opened.json().id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(codeOf(message.text));
  });

  it('verifies with the code from the text message and elevates the session', async () => {
    const { token, factorId } = await enrolledPhone('verify');
    const { id } = (await challenge(t.app, token, factorId)).json();
    const code = codeOf(sent.at(-1)!.text);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(t.app, token, factorId, id, wrong)).statusCode).toBe(422);
    const res = await verify(t.app, token, factorId, id, code);
    expect(res.statusCode).toBe(200);
    const claims = claimsOf(res.json().access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((e) => e.method)).toEqual(['password', 'phone']);
    expect((await listFactors(t.app, res.json().access_token)).json().phone).toMatchObject([
      { id: factorId, status: 'verified', phone: '+4915123456789' },
    ]);
    expect((await verify(t.app, token, factorId, id, code)).json().error.code).toBe('mfa_challenge_expired');
  });

  it('does not accept the code of an earlier challenge', async () => {
    const { token, factorId } = await enrolledPhone('earlier');
    await challenge(t.app, token, factorId);
    const earlierCode = codeOf(sent.at(-1)!.text);
    const { id } = (await challenge(t.app, token, factorId)).json();
    const currentCode = codeOf(sent.at(-1)!.text);
    if (earlierCode !== currentCode) {
      expect((await verify(t.app, token, factorId, id, earlierCode)).statusCode).toBe(422);
    }
    expect((await verify(t.app, token, factorId, id, currentCode)).statusCode).toBe(200);
  });

  it('refuses WhatsApp in German, as no WhatsApp gateway is set up', async () => {
    const { token, factorId } = await enrolledPhone('whatsapp');
    const before = sent.length;
    const res = await challenge(t.app, token, factorId, { channel: 'whatsapp' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Der Versand per WhatsApp ist nicht eingerichtet. Bitte wählen Sie SMS.',
    );
    expect(sent.length).toBe(before);
  });
});
