import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../../core/jobs/system-actor.ts';
import { createTestTenant } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  createCustomer,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { smtpSettingsOf, startAuthSmtpPeer, type AuthSmtpPeer } from '../../../test/smtp-auth-peer.ts';
import { runSerialInvoiceTemplate } from '../serial-invoice-run.service.ts';
import { createTemplate, invoicesOf, template } from '../../../test/serial-invoice-test-helpers.ts';

const t = useTestAppWithTenant(undefined, 'Muster Software GmbH');
let peer: AuthSmtpPeer;
let call: Call;

beforeAll(async () => {
  peer = await startAuthSmtpPeer();
  call = await signedInCaller(t.app, t.tenant.admin);
  await setSellerData(t.deps, t.tenant.tenantId);
  const account = await call('POST', '/api/email-accounts', {
    name: 'Buchhaltung',
    from_address: 'rechnung@muster-software.de',
    ...smtpSettingsOf(peer),
    is_default: true,
  });
  expect(account.statusCode).toBe(201);
});
afterAll(() => peer?.close());

const autoSending = (customerId: number) =>
  template(customerId, { start_date: '2026-11-01', auto_finalize: true, auto_send: true });
const runOn = (tenantId: number, templateId: number) =>
  runSerialInvoiceTemplate(t.deps, templateId, {
    today: '2026-11-02',
    trigger: 'schedule',
    actor: systemActor(tenantId),
  });

describe('auto-send of serial invoices', () => {
  it('mails the finalized invoice to the customer after commit and logs the run as sent', async () => {
    const customer = await createCustomer(call, {
      company_name: 'Versand AG',
      invoice_email: 'rechnungseingang@versand.example',
    });
    const { id } = await createTemplate(call, autoSending(customer.id));
    const [run] = await runOn(t.tenant.tenantId, id);
    expect(run).toMatchObject({ status: 'sent', message: 'Versendet an rechnungseingang@versand.example.' });

    const mail = peer.messages.find((m) => m.recipients.includes('rechnungseingang@versand.example'));
    expect(mail?.attachments.map((a) => a.contentType)).toContain('application/pdf');
    const [invoice] = await invoicesOf(t.deps, t.tenant.tenantId, id);
    expect(invoice).toMatchObject({ status: 'sent', runStatus: 'sent', number: run!.document_number });
  });

  it('keeps the finalized invoice and says why when it cannot be sent', async () => {
    const customer = await createCustomer(call, { company_name: 'Ohne Mail GmbH', email: null });
    const { id } = await createTemplate(call, autoSending(customer.id));
    const [run] = await runOn(t.tenant.tenantId, id);
    expect(run).toMatchObject({
      status: 'failed',
      message:
        'Abgeschlossen, aber nicht versendet: Beim Kunden ist keine E-Mail-Adresse für Rechnungen hinterlegt.',
    });
    expect((await invoicesOf(t.deps, t.tenant.tenantId, id))[0]).toMatchObject({ status: 'finalized' });
  });

  it('reports a missing e-mail account in the run log, not as a crash', async () => {
    const other = await createTestTenant(t.deps);
    await setSellerData(t.deps, other.tenantId);
    const otherCall = await signedInCaller(t.app, other.admin);
    const customer = await createCustomer(otherCall);
    const { id } = await createTemplate(otherCall, autoSending(customer.id));
    const [run] = await runOn(other.tenantId, id);
    expect(run!.status).toBe('failed');
    expect(run!.message).toMatch(/^Abgeschlossen, aber nicht versendet: .*E-Mail-Konto/);
    expect((await invoicesOf(t.deps, other.tenantId, id))[0]).toMatchObject({ status: 'finalized' });
  });
});
