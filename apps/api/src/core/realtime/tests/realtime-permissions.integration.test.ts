import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  einvoiceCorpus,
  validCorpusFiles,
} from '../../../../../../packages/incoming-invoices/src/intake/tests/einvoice-corpus.fixture.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, createTestTenant, signInAs, type TestTenant } from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { registerRealtime } from '../realtime.plugin.ts';
import { announceChange, connectWithToken, realtimeUrl, type TestSocket } from './realtime-test-client.ts';

const t = useTestApp({ app: { plugins: [registerRealtime] } });
let tenant: TestTenant;
let url: string;
let adminToken: string;
beforeAll(async () => {
  tenant = await createTestTenant(t.deps);
  url = await realtimeUrl(t.app);
  adminToken = await signInAs(t.app, tenant.admin);
});

const change = (entity: string, id: string) => ({ type: 'change', entity, id, action: 'updated' });

/** Edits the Mitarbeiter role through the API, as an Administrator in the role editor would. */
async function setEmployeePermissions(permissions: string[]) {
  const url = `/api/roles/${tenant.roleIds['Mitarbeiter']}`;
  const role = (await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) })).json();
  const res = await t.app.inject({
    method: 'PUT',
    url,
    headers: bearer(adminToken),
    payload: { name: role.name, permissions, version: role.version },
  });
  expect(res.statusCode).toBe(200);
}

describe('realtime events respect the member’s permissions', () => {
  it('a member without documents.read receives no document events; one with it does', async () => {
    const admin = await connectWithToken(url, adminToken);
    const employee = await connectWithToken(url, await signInAs(t.app, tenant.employee));
    expect((await admin.next()).type).toBe('ready');
    expect((await employee.next()).type).toBe('ready');

    await announceChange(t.deps, tenant.tenantId, 'document', 'd-1');
    await announceChange(t.deps, tenant.tenantId, 'customers', 'c-1');

    expect(await admin.next()).toEqual(change('document', 'd-1'));
    expect(await admin.next()).toEqual(change('customers', 'c-1'));
    // Both passed the employee's socket in this order: the document event was withheld.
    expect(await employee.next()).toEqual(change('customers', 'c-1'));
    admin.close();
    employee.close();
  });

  it('an edited role takes effect on open sockets at once, both ways', async () => {
    const employee = await connectWithToken(url, await signInAs(t.app, tenant.employee));
    expect((await employee.next()).type).toBe('ready');

    await setEmployeePermissions(['documents.read', 'entities.read']);
    await announceChange(t.deps, tenant.tenantId, 'document', 'd-2');
    expect(await employee.next()).toEqual(change('document', 'd-2'));

    await setEmployeePermissions(['documents.read']);
    await announceChange(t.deps, tenant.tenantId, 'customers', 'c-2');
    await announceChange(t.deps, tenant.tenantId, 'document', 'd-3');
    expect(await employee.next()).toEqual(change('document', 'd-3'));
    employee.close();
  });

  it('another tenant’s role change does not matter, nor reach it', async () => {
    const other = await createTestTenant(t.deps);
    const foreign = await connectWithToken(url, await signInAs(t.app, other.employee));
    expect((await foreign.next()).type).toBe('ready');
    await setEmployeePermissions(['documents.read', 'entities.read']);
    await announceChange(t.deps, other.tenantId, 'document', 'fremd');
    await announceChange(t.deps, other.tenantId, 'customers', 'eigen');
    expect(await foreign.next()).toEqual(change('customers', 'eigen'));
    foreign.close();
  });

  it('incoming invoices: another user’s upload and status change reach members with incomingInvoices.read only', async () => {
    await setEmployeePermissions(['entities.read']);
    const admin = await connectWithToken(url, adminToken);
    const employee = await connectWithToken(url, await signInAs(t.app, tenant.employee));
    expect((await admin.next()).type).toBe('ready');
    expect((await employee.next()).type).toBe('ready');
    // The upload also stores the original (a files event); wait for the invoice's own event.
    const nextInvoiceEvent = async (socket: TestSocket) => {
      for (;;) {
        const message = await socket.next();
        if (message.type === 'change' && message.entity === 'incomingInvoice') return message;
      }
    };

    const file = validCorpusFiles.find((f) => f.endsWith('.xml'))!;
    const body = multipart(
      [{ name: 'rechnung.xml', type: 'application/xml', content: readFileSync(join(einvoiceCorpus, file)) }],
      {},
      'file',
    );
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/incoming-invoices',
      payload: body.payload,
      headers: { ...bearer(adminToken), ...body.headers },
    });
    expect(up.statusCode, up.body).toBe(201);
    const id = String(up.json().id);
    expect(await nextInvoiceEvent(admin)).toEqual({
      type: 'change',
      entity: 'incomingInvoice',
      id,
      action: 'created',
    });
    await announceChange(t.deps, tenant.tenantId, 'customers', 'c-ii');
    // Both passed the employee's socket in this order: the invoice event was withheld.
    expect(await employee.next()).toEqual(change('customers', 'c-ii'));
    admin.close();

    await setEmployeePermissions(['entities.read', 'incomingInvoices.read']);
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/incoming-invoices/${id}/status`,
      headers: bearer(adminToken),
      payload: { status: 'review' },
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(await nextInvoiceEvent(employee)).toEqual({
      type: 'change',
      entity: 'incomingInvoice',
      id,
      action: 'review',
    });
    employee.close();
  });
});
