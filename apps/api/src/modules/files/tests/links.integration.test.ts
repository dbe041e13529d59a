import type { FileRecord } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { entities, roles } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { addUser, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { api, uploadAs, uploadOne } from '../../../test/files-test-helpers.ts';
import { samplePdf } from '../../../test/sample-files.ts';

const t = useTestApp();

/** A customer written straight into the tenant's table: these tests are about files, not customers. */
const addCustomer = (tenantId: number, name: string, number: string) =>
  withTenant(t.deps.db, tenantId, async (tx) => {
    const [row] = await tx
      .insert(entities)
      .values({ tenantId, type: 'customers', name, number, data: { kind: 'company', company_name: name } })
      .returning();
    return row!;
  });

const pdf = () => ({ name: 'angebot.pdf', type: 'application/pdf', content: samplePdf() });

describe('links between files and records', () => {
  it('links on upload and lists the files of a record, with the record’s name', async () => {
    const tenant = await createTestTenant(t.deps);
    const token = await signInAs(t.app, tenant.employee);
    const customer = await addCustomer(tenant.tenantId, 'Müller GmbH', '10001');
    const other = await addCustomer(tenant.tenantId, 'Schmidt KG', '10002');
    const linked = await uploadOne(t.app, token, pdf(), `entity=customers&entity_id=${customer.id}`);
    await uploadOne(t.app, token, pdf());
    expect(linked.links).toEqual([
      { entity: 'customers', entity_id: String(customer.id), label: '10001 · Müller GmbH' },
    ]);

    const call = api(t.app, token);
    const list = (await call.get(`/api/files?entity=customers&entity_id=${customer.id}`)).json();
    expect(list.items.map((f: FileRecord) => f.id)).toEqual([linked.id]);
    expect((await call.get(`/api/files?entity=customers&entity_id=${other.id}`)).json().total).toBe(0);

    const both = await call.post(`/api/files/${linked.id}/links`, {
      entity: 'customers',
      entity_id: String(other.id),
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().links.map((l: { label: string }) => l.label)).toEqual([
      '10001 · Müller GmbH',
      '10002 · Schmidt KG',
    ]);
    // Linking twice changes nothing.
    const again = await call.post(`/api/files/${linked.id}/links`, {
      entity: 'customers',
      entity_id: String(other.id),
    });
    expect(again.json().links).toHaveLength(2);

    const unlinked = await call.delete(`/api/files/${linked.id}/links/customers/${customer.id}`);
    expect(unlinked.json().links.map((l: { entity_id: string }) => l.entity_id)).toEqual([String(other.id)]);
    expect((await call.delete(`/api/files/${linked.id}/links/customers/${customer.id}`)).statusCode).toBe(
      404,
    );
    const adminCall = api(t.app, await signInAs(t.app, tenant.admin));
    const history = (await adminCall.get(`/api/historyitems?entity=files&entity_id=${linked.id}`)).json()
      .items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['unlinked', 'linked', 'uploaded']);
  });

  it('refuses links to master data that does not exist in the tenant', async () => {
    const tenant = await createTestTenant(t.deps);
    const elsewhere = await createTestTenant(t.deps);
    const foreign = await addCustomer(elsewhere.tenantId, 'Fremd AG', '10001');
    const token = await signInAs(t.app, tenant.admin);
    const file = await uploadOne(t.app, token, pdf());
    const call = api(t.app, token);
    for (const entity_id of [String(foreign.id), '999999', 'abc']) {
      const res = await call.post(`/api/files/${file.id}/links`, { entity: 'customers', entity_id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ entity_id: 'Kunde nicht gefunden.' });
    }
    const upload = await uploadAs(t.app, token, [pdf()], { query: `entity=vendors&entity_id=${foreign.id}` });
    expect(upload.statusCode).toBe(400);
    expect((await call.get('/api/files')).json().total).toBe(1);
  });

  it('needs the read permission of the record’s area', async () => {
    const tenant = await createTestTenant(t.deps);
    const customer = await addCustomer(tenant.tenantId, 'Geheim GmbH', '10001');
    // A role with files but without master data.
    const roleId = await withTenant(t.deps.db, tenant.tenantId, async (tx) => {
      const [role] = await tx
        .insert(roles)
        .values({
          tenantId: tenant.tenantId,
          name: 'Nur Dateien',
          permissions: ['files.read', 'files.write'],
        })
        .returning();
      return role!.id;
    });
    const user = await addUser(t.deps, tenant.tenantId, roleId, 'dateien');
    const token = await signInAs(t.app, user);
    const res = await uploadAs(t.app, token, [pdf()], { query: `entity=customers&entity_id=${customer.id}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Für Kunden fehlt Ihnen die Berechtigung.');
  });

  it('links only to kinds of records the database can check (ADR 10)', async () => {
    const tenant = await createTestTenant(t.deps);
    const token = await signInAs(t.app, tenant.admin);
    const refused = await uploadAs(t.app, token, [pdf()], { query: 'entity=incomingInvoices&entity_id=42' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      entity: 'Mit Datensätzen dieses Bereichs lassen sich keine Dateien verknüpfen.',
    });
    const file = await uploadOne(t.app, token, pdf());
    expect(file.links).toEqual([]);
    expect((await api(t.app, token).get('/api/files')).json().total).toBe(1);
    const bad = await api(t.app, token).post(`/api/files/${file.id}/links`, {
      entity: 'Kunden!',
      entity_id: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ entity: 'Unbekannter Bereich.' });
    const half = await uploadAs(t.app, token, [pdf()], { query: 'entity=customers' });
    expect(half.statusCode).toBe(400);
  });
});
