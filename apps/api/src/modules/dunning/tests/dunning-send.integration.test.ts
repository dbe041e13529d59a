import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs, type TestTenant } from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  smtpSettingsOf,
  startAuthSmtpPeer,
  type AuthSmtpPeer,
  type CapturedMail,
} from '../../../test/smtp-auth-peer.ts';
import { createFinalizedInvoice, createInvoicingTenant } from './dunning-fixtures.ts';

const t = useTestApp();
let peer: AuthSmtpPeer;
let tenant: TestTenant;
let admin: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });

beforeAll(async () => {
  peer = await startAuthSmtpPeer();
  tenant = await createInvoicingTenant(t.deps);
  admin = await signInAs(t.app, tenant.admin);
  const account = await call('POST', '/api/email-accounts', {
    name: 'Buchhaltung',
    from_address: 'mahnung@mahnfirma.example',
    ...smtpSettingsOf(peer),
  });
  expect(account.statusCode).toBe(201);
});
afterAll(() => peer?.close());

const waitForMail = async (match: (mail: CapturedMail) => boolean) => {
  for (let i = 0; i < 50; i++) {
    const found = peer.messages.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no matching mail (${peer.messages.length} received)`);
};

async function reminderOfOverdueInvoice() {
  const invoice = await createFinalizedInvoice(t.deps, tenant.tenantId, {
    customerKind: 'company',
    documentDate: '2026-01-02',
    paymentTermDays: 14,
    net: '100.00',
  });
  const notice = await call('POST', `/api/documents/${invoice.id}/dunning-notices`, {
    level: 1,
    notice_date: '2026-02-02',
    payment_days: 7,
  });
  expect(notice.statusCode).toBe(201);
  return { invoice, notice: notice.json() };
}

describe('sending a dunning notice', () => {
  it('mails the archived PDF to the customer, marks the notice sent and notes it in the history', async () => {
    const { invoice, notice } = await reminderOfOverdueInvoice();
    const sent = await call('POST', `/api/documents/${invoice.id}/dunning-notices/${notice.id}/send`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sent_at).not.toBeNull();

    const mail = await waitForMail((m) => m.headers.get('subject')?.includes(invoice.number!) ?? false);
    expect(mail.recipients).toEqual(['buchhaltung@kunde.example']);
    expect(mail.headers.get('subject')).toBe(`Zahlungserinnerung zu Rechnung ${invoice.number}`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.filename).toBe(`Zahlungserinnerung-${invoice.number}.pdf`);
    expect(createHash('sha256').update(pdf!.bytes).digest('hex')).toBe(notice.sha256);

    const history = await call('GET', `/api/historyitems?entity=document&entity_id=${invoice.id}`);
    expect(history.json().items[0]).toMatchObject({ action: 'emailed' });
  });

  it('reports the server’s refusal and leaves the notice unsent', async () => {
    const { invoice, notice } = await reminderOfOverdueInvoice();
    peer.refuse.add('niemand@kunde.example');
    const refused = await call('POST', `/api/documents/${invoice.id}/dunning-notices/${notice.id}/send`, {
      to: ['niemand@kunde.example'],
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toMatch(/^Die E-Mail wurde nicht versendet\./);
    const listed = (await call('GET', `/api/documents/${invoice.id}/dunning-notices`)).json();
    expect(listed.items[0].sent_at).toBeNull();
  });
});
