import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  createCustomer,
  createFinalized,
  draft,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import {
  PEER_PASSWORD,
  PEER_USER,
  startAuthSmtpPeer,
  type AuthSmtpPeer,
} from '../../../test/smtp-auth-peer.ts';

// As in production: MAIL_ALLOW_PRIVATE_HOSTS is off, and the peer listens on 127.0.0.1.
const t = useTestAppWithTenant({ config: { mailAllowPrivateHosts: false } }, 'Intern Test GmbH');
let peer: AuthSmtpPeer;
let call: Call;
beforeAll(async () => {
  peer = await startAuthSmtpPeer();
  call = await signedInCaller(t.app, t.tenant.admin);
  await setSellerData(t.deps, t.tenant.tenantId);
});
afterAll(() => peer?.close());

const createAccount = async (host: string) => {
  const res = await call('POST', '/api/email-accounts', {
    name: `Konto ${host}`,
    from_address: 'rechnung@intern-test.de',
    host,
    port: peer.port,
    security: 'none',
    username: PEER_USER,
    password: PEER_PASSWORD,
    is_default: true,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

const internal = (host: string) =>
  `Der Server ${host} liegt in einem internen Netz. Kontor verbindet sich nur mit Servern im Internet.`;

describe('tenants’ SMTP servers on internal addresses are refused before any connection', () => {
  it('"Verbindung testen" refuses a loopback address, by number and by name', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      const id = await createAccount(host);
      const res = (await call('POST', `/api/email-accounts/${id}/test`)).json();
      expect(res).toMatchObject({ ok: false, message: internal(host) });
    }
    expect(peer.connections).toBe(0);
  });

  it('sending refuses it too: 502 in German, a failed record, nothing delivered', async () => {
    await createAccount('localhost');
    const customer = await createCustomer(call);
    const invoice = await createFinalized(call, draft(customer.id));
    const res = await call('POST', `/api/documents/${invoice.id}/send`, {
      to: ['einkauf@beispiel.de'],
      subject: 'Rechnung',
      body: 'Guten Tag',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(`Die E-Mail wurde nicht versendet. ${internal('localhost')}`);
    const emails = (await call('GET', `/api/documents/${invoice.id}/emails`)).json().items;
    expect(emails).toEqual([expect.objectContaining({ status: 'failed', error: internal('localhost') })]);
    expect(peer.connections).toBe(0);
    expect(peer.messages).toEqual([]);
  });
});
