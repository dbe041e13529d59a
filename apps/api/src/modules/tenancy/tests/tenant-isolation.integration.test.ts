import { readFileSync } from 'node:fs';
import { buildCamt053 } from '@kontor/banking';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createFinalized,
  draft,
  item,
  setSellerData,
} from '../../../test/document-test-helpers.ts';
import { caller } from '../../../test/http-caller.ts';
import { multipart } from '../../../test/multipart.ts';
import { samplePng } from '../../../test/sample-files.ts';
import { template } from '../../../test/serial-invoice-test-helpers.ts';
import { createNamedRecords, type NamedRecords } from './named-records.fixture.ts';
import {
  addUser,
  bearer,
  createTestTenant,
  signInAs,
  type TestTenant,
  type TestUser,
} from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

// Attempts a careful attacker would make: guessed ids, forged bodies and query strings, a switched
// token, a tampered token. Every attempt must fail and change nothing in the other tenant.
const t = useTestApp();
let a: TestTenant;
let b: TestTenant;
let both: TestUser;
let tokenA: string;
let tokenB: string;
let roleOfB: { id: number; name: string; version: number };

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

beforeAll(async () => {
  a = await createTestTenant(t.deps, 'Mandant A');
  b = await createTestTenant(t.deps, 'Mandant B');
  both = await addUser(t.deps, a.tenantId, a.roleIds['Administrator']!, 'both');
  await addUser(t.deps, b.tenantId, b.roleIds['Buchhaltung']!, 'both', { email: both.email });
  tokenA = await signInAs(t.app, a.admin);
  tokenB = await signInAs(t.app, b.admin);
  const created = await send('POST', '/api/roles', tokenB, {
    name: 'Nur B',
    permissions: ['documents.read'],
  });
  roleOfB = created.json();
});

const snapshotOfB = async () => ({
  settings: (await get('/api/settings/tenant', tokenB)).json(),
  roles: (await get('/api/roles', tokenB)).json(),
});

describe('tenant isolation through the API', () => {
  it('cannot read, change or delete another tenant’s role by guessing its id', async () => {
    const before = await snapshotOfB();
    expect((await get(`/api/roles/${roleOfB.id}`, tokenA)).statusCode).toBe(404);
    const update = await send('PUT', `/api/roles/${roleOfB.id}`, tokenA, {
      name: 'Gekapert',
      permissions: [],
      version: roleOfB.version,
    });
    expect(update.statusCode).toBe(404);
    expect((await send('DELETE', `/api/roles/${roleOfB.id}`, tokenA)).statusCode).toBe(404);
    expect(await snapshotOfB()).toEqual(before);
  });

  it('never lists another tenant’s rows', async () => {
    const rolesA = (await get('/api/roles', tokenA)).json().items as { id: number }[];
    expect(rolesA.map((r) => r.id)).not.toContain(roleOfB.id);
    const historyA = (await get('/api/historyitems?limit=200', tokenA)).json().items as {
      entity_id: string;
    }[];
    expect(historyA.map((h) => h.entity_id)).not.toContain(String(roleOfB.id));
    const settingsA = (await get('/api/settings/tenant', tokenA)).json();
    expect(settingsA.company_name).toBe('Mandant A');
  });

  it('ignores a tenant id smuggled into the body or the query string', async () => {
    const before = await snapshotOfB();
    const current = (await get('/api/settings/tenant', tokenA)).json();
    const forged = await t.app.inject({
      method: 'PUT',
      url: `/api/settings/tenant?tenant_id=${b.tenantId}&tid=${b.tenantId}`,
      headers: bearer(tokenA),
      payload: {
        ...current,
        company_name: 'Mandant A (geändert)',
        tenant_id: b.tenantId,
        tenantId: b.tenantId,
      },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().company_name).toBe('Mandant A (geändert)');
    expect(await snapshotOfB()).toEqual(before);
    const roleInB = await t.app.inject({
      method: 'POST',
      url: `/api/roles?tenant_id=${b.tenantId}`,
      headers: bearer(tokenA),
      payload: { name: 'Untergeschoben', permissions: [], tenant_id: b.tenantId },
    });
    expect(roleInB.statusCode).toBe(201);
    const namesInB = ((await get('/api/roles', tokenB)).json().items as { name: string }[]).map(
      (r) => r.name,
    );
    expect(namesInB).not.toContain('Untergeschoben');
  });

  it('refuses to switch into a tenant the user does not belong to, whatever id is guessed', async () => {
    for (const tenantId of [b.tenantId, 999_999, 0, -1]) {
      const res = await send('POST', '/api/tenant/switch', tokenA, { tenant_id: tenantId });
      expect([400, 403]).toContain(res.statusCode);
      expect(res.json().error.message).toBeTruthy();
    }
  });

  it('a switched token sees only the new tenant, and the old token still only the old one', async () => {
    const tokenBoth = await signInAs(t.app, both);
    const me = (await get('/api/me', tokenBoth)).json();
    expect(me.tenants.map((x: { id: number }) => x.id)).toEqual(
      [a.tenantId, b.tenantId].sort((x, y) => x - y),
    );
    const startTenant = me.activeTenant;
    const otherTenant = startTenant === a.tenantId ? b.tenantId : a.tenantId;
    const switched = await send('POST', '/api/tenant/switch', tokenBoth, { tenant_id: otherTenant });
    expect(switched.statusCode).toBe(200);
    const tokenOther = switched.json().token;
    expect((await get('/api/me', tokenOther)).json().activeTenant).toBe(otherTenant);
    expect((await get('/api/me', tokenBoth)).json().activeTenant).toBe(startTenant);
    const settingsVia = async (token: string) =>
      (await get('/api/settings/tenant', token)).json().company_name;
    const nameOf = (id: number) => (id === a.tenantId ? /^Mandant A/ : /^Mandant B/);
    expect(await settingsVia(tokenOther)).toMatch(nameOf(otherTenant));
    expect(await settingsVia(tokenBoth)).toMatch(nameOf(startTenant));
  });

  it('a token whose tenant claim was edited is refused', async () => {
    const [header, payload, signature] = tokenA.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, tid: b.tenantId })).toString('base64url');
    const res = await get('/api/settings/tenant', `${header}.${forged}.${signature}`);
    expect(res.statusCode).toBe(401);
  });

  it('permissions are per tenant: the same person is Administrator in A but Buchhaltung in B', async () => {
    const tokenBoth = await signInAs(t.app, both);
    const me = (await get('/api/me', tokenBoth)).json();
    const tokenInB =
      me.activeTenant === b.tenantId
        ? tokenBoth
        : (await send('POST', '/api/tenant/switch', tokenBoth, { tenant_id: b.tenantId })).json().token;
    const create = await send('POST', '/api/roles', tokenInB, { name: 'Darf nicht', permissions: [] });
    expect(create.statusCode).toBe(403);
    expect(create.json().error.code).toBe('forbidden');
  });
});

describe('ids in request bodies name records of the caller’s own tenant only (ADR 10)', () => {
  let mine: NamedRecords;
  let theirs: NamedRecords;
  beforeAll(async () => {
    mine = await createNamedRecords(t.app, t.deps, a, tokenA);
    theirs = await createNamedRecords(t.app, t.deps, b, tokenB);
  });

  const newestHistoryId = async (token: string) =>
    (await get('/api/historyitems?limit=1', token)).json().items[0]?.id as number;
  const created = async (method: 'POST', url: string, payload: object) => {
    const res = await send(method, url, tokenA, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  /** Every endpoint taking an id in its body, each with one id of tenant B and the field named. */
  async function attacks(): Promise<[method: 'POST' | 'PUT', url: string, body: object, field: string][]> {
    const myDraft = await created('POST', '/api/documents', draft(mine.customer.id));
    const draftUpdate = (fields: object) => ({
      ...draft(mine.customer.id),
      ...fields,
      version: myDraft.version,
    });
    const mySerial = await created('POST', '/api/serial-invoices', template(mine.customer.id));
    const serialUpdate = (fields: object) => ({
      ...template(mine.customer.id),
      ...fields,
      version: mySerial.version,
    });
    const overdue = await created(
      'POST',
      '/api/documents',
      draft(mine.customer.id, {
        document_date: '2026-01-02',
        service_date: '2026-01-02',
        payment_term_days: 14,
      }),
    );
    expect(
      (await send('POST', `/api/documents/${overdue.id}/finalize`, tokenA, { version: 1 })).statusCode,
    ).toBe(200);
    const notice = await created('POST', `/api/documents/${overdue.id}/dunning-notices`, {
      level: 1,
      notice_date: '2026-02-02',
      payment_days: 7,
    });
    const settings = (await get('/api/settings/tenant', tokenA)).json();
    const myProfile = (await get(`/api/profiles/${mine.profileId}`, tokenA)).json();
    const myContact = (await get(`/api/entities/contacts/${mine.contact.id}`, tokenA)).json();
    const lineWith = (articleId: number) => ({ lines: [item({ article_id: articleId })] });
    const mail = { to: ['kunde@example.com'], subject: 'Rechnung', body: 'Anbei.' };
    return [
      ['POST', '/api/documents', draft(theirs.customer.id), 'customer_id'],
      ['POST', '/api/documents', draft(mine.customer.id, { contact_id: theirs.contact.id }), 'contact_id'],
      ['POST', '/api/documents', draft(mine.customer.id, { project_id: theirs.project.id }), 'project_id'],
      ['POST', '/api/documents', draft(mine.customer.id, lineWith(theirs.article.id)), 'lines.0.article_id'],
      [
        'POST',
        '/api/documents',
        draft(mine.customer.id, { type: 'finalInvoice', deducted_advance_ids: [theirs.invoice.id] }),
        'deducted_advance_ids',
      ],
      [
        'PUT',
        `/api/documents/${myDraft.id}`,
        draftUpdate({ customer_id: theirs.customer.id }),
        'customer_id',
      ],
      ['PUT', `/api/documents/${myDraft.id}`, draftUpdate({ contact_id: theirs.contact.id }), 'contact_id'],
      ['PUT', `/api/documents/${myDraft.id}`, draftUpdate({ project_id: theirs.project.id }), 'project_id'],
      ['PUT', `/api/documents/${myDraft.id}`, draftUpdate(lineWith(theirs.article.id)), 'lines.0.article_id'],
      ['POST', '/api/serial-invoices', template(theirs.customer.id), 'customer_id'],
      [
        'POST',
        '/api/serial-invoices',
        template(mine.customer.id, { contact_id: theirs.contact.id }),
        'contact_id',
      ],
      [
        'POST',
        '/api/serial-invoices',
        template(mine.customer.id, { project_id: theirs.project.id }),
        'project_id',
      ],
      [
        'POST',
        '/api/serial-invoices',
        template(mine.customer.id, lineWith(theirs.article.id)),
        'lines.0.article_id',
      ],
      [
        'PUT',
        `/api/serial-invoices/${mySerial.id}`,
        serialUpdate({ customer_id: theirs.customer.id }),
        'customer_id',
      ],
      [
        'PUT',
        `/api/serial-invoices/${mySerial.id}`,
        serialUpdate({ contact_id: theirs.contact.id }),
        'contact_id',
      ],
      ['PUT', '/api/settings/tenant', { ...settings, logo_file_id: theirs.file.id }, 'logo_file_id'],
      [
        'POST',
        '/api/profiles',
        {
          email: 'fremdrolle@example.com',
          first_name: 'Fritz',
          last_name: 'Fremd',
          role_id: theirs.roleId,
          initial_password: 'Start-Passwort-2026',
        },
        'role_id',
      ],
      [
        'PUT',
        `/api/profiles/${mine.profileId}`,
        {
          first_name: myProfile.first_name,
          last_name: myProfile.last_name,
          role_id: theirs.roleId,
          version: myProfile.version,
        },
        'role_id',
      ],
      [
        'POST',
        `/api/files/${mine.file.id}/links`,
        { entity: 'customers', entity_id: String(theirs.customer.id) },
        'entity_id',
      ],
      ['PUT', `/api/files/${mine.file.id}`, { folder_id: theirs.folder.id }, 'folder_id'],
      ['POST', '/api/files/folders', { name: 'Unterordner', parent_id: theirs.folder.id }, 'parent_id'],
      [
        'PUT',
        `/api/files/folders/${mine.folder.id}`,
        { name: 'Ablage', parent_id: theirs.folder.id },
        'parent_id',
      ],
      [
        'POST',
        '/api/entities/contacts',
        { data: { company: theirs.customer.id, last_name: 'Fremd' } },
        'data.company',
      ],
      [
        'PUT',
        `/api/entities/contacts/${mine.contact.id}`,
        { data: { ...myContact.data, company: theirs.customer.id }, version: myContact.version },
        'data.company',
      ],
      [
        'POST',
        '/api/entities/tasks',
        { data: { title: 'Fremd zugewiesen', project: mine.project.id, assignee: theirs.profileId } },
        'data.assignee',
      ],
      [
        'POST',
        `/api/documents/${mine.invoice.id}/send`,
        { ...mail, account_id: theirs.account.id },
        'account_id',
      ],
      [
        'POST',
        `/api/documents/${overdue.id}/dunning-notices/${notice.id}/send`,
        { account_id: theirs.account.id },
        'account_id',
      ],
      [
        'POST',
        '/api/working-times',
        { profile_id: theirs.profileId, start: '2026-01-05T08:00', end: '2026-01-05T12:00', breaks: [] },
        'profile_id',
      ],
      [
        'POST',
        '/api/working-times/closings',
        { profile_id: theirs.profileId, month: '2026-01' },
        'profile_id',
      ],
    ];
  }

  it('every such request is refused with 400 naming the field in German; nothing is written in either tenant', async () => {
    const list = await attacks();
    const before = {
      a: await newestHistoryId(tokenA),
      b: await newestHistoryId(tokenB),
      documentsA: (await get('/api/documents?limit=200', tokenA)).json().total,
    };
    for (const [method, url, body, field] of list) {
      const res = await send(method, url, tokenA, body);
      expect(res.statusCode, `${method} ${url} → ${res.body}`).toBe(400);
      const error = res.json().error;
      expect(Object.keys(error.fields ?? {}), `${method} ${url}`).toContain(field);
      expect(error.fields[field]).toMatch(/[a-zäöü]/);
      // No internals: no table, constraint or key values of the other tenant.
      expect(res.body).not.toMatch(/constraint|violates|tenant_id|entities|_fk|Key \(/);
    }
    expect(await newestHistoryId(tokenA)).toBe(before.a);
    expect(await newestHistoryId(tokenB)).toBe(before.b);
    expect((await get('/api/documents?limit=200', tokenA)).json().total).toBe(before.documentsA);
  });

  it('names what was not found, e.g. "Kontakt nicht gefunden."', async () => {
    const res = await send(
      'POST',
      '/api/documents',
      tokenA,
      draft(mine.customer.id, { contact_id: theirs.contact.id }),
    );
    expect(res.json().error.fields).toEqual({ contact_id: 'Kontakt nicht gefunden.' });
  });

  it('the same ids of its own tenant are accepted (the refusals above are about the tenant)', async () => {
    const res = await send(
      'POST',
      '/api/documents',
      tokenA,
      draft(mine.customer.id, {
        contact_id: mine.contact.id,
        project_id: mine.project.id,
        lines: [item({ article_id: mine.article.id })],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ contact_id: mine.contact.id, project_id: mine.project.id });
  });
});

describe('invitations stay with their tenant and their addressee', () => {
  it('another tenant’s admin can neither see nor revoke them, nor anyone else accept them', async () => {
    const invited = await send('POST', '/api/profiles', tokenB, {
      email: `gast-${b.tenantId}@kontor.test`,
      first_name: 'Gisela',
      last_name: 'Gast',
      role_id: b.roleIds['Nur lesen'],
      initial_password: 'Start-Passwort-2026',
    });
    expect(invited.statusCode).toBe(201);
    const id = invited.json().id as string;
    const listOfB = async () => (await get('/api/invitations', tokenB)).json().items as { id: string }[];
    const before = await listOfB();

    expect(
      ((await get('/api/invitations', tokenA)).json().items as { id: string }[]).map((i) => i.id),
    ).not.toContain(id);
    expect((await send('DELETE', `/api/invitations/${id}`, tokenA)).statusCode).toBe(404);
    for (const answer of ['accept', 'decline']) {
      expect((await send('POST', `/api/me/invitations/${id}/${answer}`, tokenA)).statusCode).toBe(404);
    }
    expect((await get('/api/me/invitations', tokenA)).json().items).toEqual([]);
    expect(await listOfB()).toEqual(before);
    expect(((await get('/api/me', tokenA)).json().tenants as { id: number }[]).map((x) => x.id)).toEqual([
      a.tenantId,
    ]);
  });
});

describe('the books stay with their tenant', () => {
  const allTime = 'from=2000-01-01&to=2099-12-31';
  let invoiceA: { id: number };
  let invoiceB: { id: number };
  beforeAll(async () => {
    const invoiceOf = async (token: string) => {
      const call = caller(t.app, token);
      return createFinalized(call, draft((await createCustomer(call)).id));
    };
    invoiceA = await invoiceOf(tokenA);
    invoiceB = await invoiceOf(tokenB);
  });

  const documentsOnAccounts = async (token: string) => {
    const { items } = (await get(`/api/accounting/accounts?${allTime}`, token)).json();
    const ids = new Set<number>();
    for (const { id } of items as { id: string }[]) {
      const statement = (await get(`/api/accounting/accounts/${id}?${allTime}`, token)).json();
      for (const line of statement.items as { source: { id: number } | null }[])
        if (line.source) ids.add(line.source.id);
    }
    return ids;
  };

  it('lists, balances and drills down only the own tenant’s entries', async () => {
    const seenByA = await documentsOnAccounts(tokenA);
    const seenByB = await documentsOnAccounts(tokenB);
    expect(seenByA).toContain(invoiceA.id);
    expect(seenByB).toContain(invoiceB.id);
    const documentsOf = async (token: string) =>
      new Set(
        ((await get('/api/documents?limit=200', token)).json().items as { id: number }[]).map((d) => d.id),
      );
    const ownA = await documentsOf(tokenA);
    const ownB = await documentsOf(tokenB);
    expect([...seenByA].every((id) => ownA.has(id))).toBe(true);
    expect([...seenByB].every((id) => ownB.has(id))).toBe(true);
  });

  it('the start page adds up and lists only the own tenant’s documents and history', async () => {
    const openQuery =
      '/api/documents?type=invoice,advanceInvoice,finalInvoice&status=finalized,sent,partiallyPaid';
    for (const [token, own, foreign] of [
      [tokenA, invoiceA, invoiceB],
      [tokenB, invoiceB, invoiceA],
    ] as const) {
      const board = (await get('/api/dashboard', token)).json();
      const list = (await get(openQuery, token)).json();
      expect(board.receivables.open).toEqual({ count: list.total, sum: list.sums.open });
      // The separate sums of the list screen count the same own documents.
      const sums = (await get(openQuery.replace('/api/documents?', '/api/documents/sums?'), token)).json();
      expect({ total: sums.total, sums: sums.sums }).toEqual({ total: list.total, sums: list.sums });
      const documentIds = (board.activity as { entity: string; entity_id: string }[])
        .filter((item) => item.entity === 'document')
        .map((item) => item.entity_id);
      expect(documentIds).not.toContain(String(foreign.id));
      expect(list.items.map((d: { id: number }) => d.id)).toContain(own.id);
    }
  });

  it('a debtor account of the other tenant is unknown, and its VAT is not in the own return', async () => {
    const customerOfB = await send('POST', '/api/entities/customers', tokenB, {
      number: 'K-4711',
      data: {
        kind: 'company',
        company_name: 'Nur-B GmbH',
        street: 'Weg 1',
        zip: '10115',
        city: 'Berlin',
        einvoice_format: 'pdf',
      },
    });
    const created = await send('POST', '/api/documents', tokenB, draft(customerOfB.json().id));
    expect(
      (await send('POST', `/api/documents/${created.json().id}/finalize`, tokenB, { version: 1 })).statusCode,
    ).toBe(200);
    expect((await get(`/api/accounting/accounts/14711?${allTime}`, tokenB)).json().account.name).toBe(
      'Nur-B GmbH',
    );
    expect((await get(`/api/accounting/accounts/14711?${allTime}`, tokenA)).statusCode).toBe(404);
    const numbersOfA = (
      (await get(`/api/accounting/accounts?${allTime}`, tokenA)).json().items as { number: string }[]
    ).map((i) => i.number);
    expect(numbersOfA).not.toContain('14711');
    const vatA = (await get(`/api/accounting/vat-return?${allTime}`, tokenA)).json();
    const vatB = (await get(`/api/accounting/vat-return?${allTime}`, tokenB)).json();
    const idsA = new Set(Object.values(vatA.entry_ids as Record<string, number[]>).flat());
    const idsB = Object.values(vatB.entry_ids as Record<string, number[]>).flat();
    expect(idsB.length).toBeGreaterThan(0);
    expect(idsB.some((id) => idsA.has(id))).toBe(false);
    // Drill-down and spreadsheet of the account page see only the own books too.
    for (const kz of Object.keys(vatA.entry_ids as Record<string, number[]>)) {
      const drill = (await get(`/api/accounting/vat-return/${kz}?${allTime}`, tokenA)).json();
      for (const entry of drill.items as { entry_id: number }[]) expect(idsB).not.toContain(entry.entry_id);
    }
    expect(
      (await get(`/api/accounting/accounts/14711/export?${allTime}&format=csv`, tokenA)).statusCode,
    ).toBe(404);
    const sheetB = await get(`/api/accounting/accounts/14711/export?${allTime}&format=csv`, tokenB);
    expect(sheetB.statusCode).toBe(200);
    expect(sheetB.body).toContain('Nur-B GmbH');
  });

  it('the DATEV export holds only the own tenant’s debtors', async () => {
    const settings = (await get('/api/settings/tenant', tokenA)).json();
    const saved = await send('PUT', '/api/settings/tenant', tokenA, {
      ...settings,
      datev_consultant_number: 29098,
      datev_client_number: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The invoices of this file are dated in 2026 (draft()).
    const zip = await get('/api/accounting/datev-export?from=2026-01-01&to=2026-12-31', tokenA);
    expect(zip.statusCode, zip.body).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const text = Object.values(files)
      .map((bytes) => new TextDecoder('windows-1252').decode(bytes))
      .join('');
    expect(text).toContain('Beispiel AG');
    expect(text).not.toContain('Nur-B GmbH');
  });

  it('data exports (GoBD, full export) are listed and downloaded only by their tenant', async () => {
    // No job queue runs here: the export of A stays recorded (as failed to queue) — a row B must not reach.
    const started = await send('POST', '/api/data-exports', tokenA, {
      kind: 'gobd',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id as number;
    expect(
      ((await get('/api/data-exports', tokenA)).json().items as { id: number }[]).map((e) => e.id),
    ).toContain(id);
    expect((await get('/api/data-exports', tokenB)).json().items).toEqual([]);
    const download = await get(`/api/data-exports/${id}/download`, tokenB);
    expect(download.statusCode).toBe(404);
    expect(download.json().error.message).toBe('Diesen Export gibt es nicht.');
  });

  it('keeps the export history and the Festschreibung per tenant', async () => {
    // A's export of the previous test is recorded for A only.
    const historyA = (await get('/api/accounting/datev-exports', tokenA)).json().items as unknown[];
    const historyB = (await get('/api/accounting/datev-exports', tokenB)).json().items as unknown[];
    expect(historyA.length).toBeGreaterThan(0);
    expect(historyB).toEqual([]);
    const locked = await send('POST', '/api/accounting/lock', tokenB, { month: '2020-01' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await get('/api/accounting/lock', tokenA)).json().locked_until).toBeNull();
    expect((await get('/api/accounting/lock', tokenB)).json().locked_until).toBe('2020-01-31');
  });
});

describe('working times stay with their tenant', () => {
  it('another tenant’s records and evaluations can be neither read nor corrected by guessing ids', async () => {
    const profileOfB = (await get('/api/me', tokenB)).json().profile.id as number;
    const created = await send('POST', '/api/working-times', tokenB, {
      profile_id: profileOfB,
      start: '2026-01-05T08:00',
      end: '2026-01-05T12:00',
      breaks: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json();
    const listOfB = async () => (await get('/api/working-times?month=2026-01', tokenB)).json();
    const before = await listOfB();

    expect((await get(`/api/working-times/${id}`, tokenA)).statusCode).toBe(404);
    const correction = {
      start: '2026-01-05T07:00',
      end: '2026-01-05T12:00',
      breaks: [],
      reason: 'x',
      version,
    };
    expect((await send('PUT', `/api/working-times/${id}`, tokenA, correction)).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/working-times/${id}/delete`, tokenA, { reason: 'x', version })).statusCode,
    ).toBe(404);
    for (const url of [
      `/api/working-times?profile_id=${profileOfB}&month=2026-01`,
      `/api/working-times/evaluation?profile_id=${profileOfB}&month=2026-01`,
      `/api/working-times/evaluation/pdf?profile_id=${profileOfB}&month=2026-01`,
    ]) {
      const res = await get(url, tokenA);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields).toEqual({ profile_id: 'Mitarbeiter nicht gefunden.' });
    }
    expect(await listOfB()).toEqual(before);
  });
});

describe('project types stay with their tenant', () => {
  it('another tenant’s project types and projects can be neither read, changed, deleted nor used', async () => {
    const typeBody = {
      name: 'Typ B',
      color: '#2f9e44',
      phases: [{ name: 'Start' }],
      tasks: [{ title: 'Aufgabe B', phase_index: 0, due_offset_days: 1 }],
    };
    const typeOfB = (await send('POST', '/api/project-types', tokenB, typeBody)).json();
    const projectOfB = (
      await send('POST', '/api/projects', tokenB, {
        project_type_id: typeOfB.id,
        data: { name: 'Projekt B' },
      })
    ).json();
    const before = (await get(`/api/projects/${projectOfB.id}/overview`, tokenB)).json();

    expect((await get(`/api/project-types/${typeOfB.id}`, tokenA)).statusCode).toBe(404);
    const listA = (await get('/api/project-types', tokenA)).json().items as { id: number }[];
    expect(listA.map((i) => i.id)).not.toContain(typeOfB.id);
    const update = await send('PUT', `/api/project-types/${typeOfB.id}`, tokenA, { ...typeBody, version: 1 });
    expect(update.statusCode).toBe(404);
    expect((await send('DELETE', `/api/project-types/${typeOfB.id}`, tokenA)).statusCode).toBe(404);
    expect((await get(`/api/projects/${projectOfB.id}/overview`, tokenA)).statusCode).toBe(404);
    const phase = await send('PUT', `/api/projects/${projectOfB.id}/phase`, tokenA, {
      project_type_id: null,
      phase_id: null,
    });
    expect(phase.statusCode).toBe(404);
    // B's type for an own project: refused with the field named, nothing created.
    const typed = await send('POST', '/api/projects', tokenA, {
      project_type_id: typeOfB.id,
      data: { name: 'Fremder Typ' },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.fields.project_type_id).toMatch(/Projekttyp/);
    const ownProject = (await send('POST', '/api/projects', tokenA, { data: { name: 'Projekt A' } })).json();
    const foreignPhase = await send('PUT', `/api/projects/${ownProject.id}/phase`, tokenA, {
      project_type_id: typeOfB.id,
      phase_id: typeOfB.phases[0].id,
    });
    expect(foreignPhase.statusCode).toBe(400);
    expect((await get(`/api/projects/${projectOfB.id}/overview`, tokenB)).json()).toEqual(before);
    expect((await get(`/api/project-types/${typeOfB.id}`, tokenB)).json().project_count).toBe(1);
  });
});

describe('time clocks stay with their tenant', () => {
  it('another tenant’s devices and badges can be neither listed, changed nor used; its terminal cannot clock our people', async () => {
    const profileOfB = (await get('/api/me', tokenB)).json().profile.id as number;
    const profileOfA = (await get('/api/me', tokenA)).json().profile.id as number;
    const created = await send('POST', '/api/external-devices', tokenB, { name: 'Terminal B' });
    expect(created.statusCode, created.body).toBe(201);
    const { device, key } = created.json();
    expect(
      (await send('PUT', `/api/external-devices/credentials/${profileOfB}`, tokenB, { badge: 'B-1' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('PUT', `/api/external-devices/credentials/${profileOfA}`, tokenA, { badge: 'A-1' }))
        .statusCode,
    ).toBe(200);
    const devicesOfB = async () => (await get('/api/external-devices', tokenB)).json();
    const before = await devicesOfB();

    const listA = (await get('/api/external-devices', tokenA)).json().items as { id: number }[];
    expect(listA.map((d) => d.id)).not.toContain(device.id);
    const credentialsA = (await get('/api/external-devices/credentials', tokenA)).json().items;
    expect(JSON.stringify(credentialsA)).not.toContain('B-1');
    const update = { name: 'Gekapert', location: null, active: false };
    expect((await send('PUT', `/api/external-devices/${device.id}`, tokenA, update)).statusCode).toBe(404);
    expect((await send('POST', `/api/external-devices/${device.id}/key`, tokenA)).statusCode).toBe(404);
    const foreignBadge = await send('PUT', `/api/external-devices/credentials/${profileOfB}`, tokenA, {
      badge: 'A-2',
    });
    expect(foreignBadge.statusCode).toBe(404);
    expect(await devicesOfB()).toEqual(before);

    // B's terminal presents A's badge: unknown in B, and A's clock stays untouched.
    const clocked = await t.app.inject({
      method: 'POST',
      url: '/api/device/clock-events',
      headers: { authorization: `Device ${key}` },
      payload: {
        events: [{ idempotency_key: 'iso-1', badge: 'A-1', kind: 'kommen', at: '2026-02-02T08:00:00+01:00' }],
      },
    });
    expect(clocked.json().results[0]).toMatchObject({
      status: 'rejected',
      message: 'Unbekannte Ausweisnummer.',
    });
    expect((await get('/api/working-times/clock', tokenA)).json().start).toBeNull();
  });
});

describe('banking stays with its tenant', () => {
  const importInto = (token: string, accountId: number, iban: string, purpose: string) => {
    const xml = buildCamt053({
      iban,
      statementId: `ISO-${iban}`,
      openingBalance: '0.00',
      fromDate: '2026-11-10',
      toDate: '2026-11-10',
      entries: [{ amount: '119.00', bookingDate: '2026-11-10', purpose }],
    });
    const body = multipart(
      [{ name: 'a.xml', type: 'application/xml', content: Buffer.from(xml) }],
      {},
      'file',
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/bank-accounts/${accountId}/statements`,
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
  };

  it('accounts, statements and transactions of another tenant can be neither read nor changed; its invoices not paid', async () => {
    const ibanA = 'DE75512108001245126199';
    const ibanB = 'DE89370400440532013000';
    const accountB = (
      await send('POST', '/api/bank-accounts', tokenB, { name: 'B-Bank', iban: ibanB })
    ).json();
    const accountA = (
      await send('POST', '/api/bank-accounts', tokenA, { name: 'A-Bank', iban: ibanA })
    ).json();
    const invoiceB = await createFinalized(
      caller(t.app, tokenB),
      draft((await createCustomer(caller(t.app, tokenB))).id),
    );
    const statementB = (await importInto(tokenB, accountB.id, ibanB, `Zahlung ${invoiceB.number}`)).json()
      .statements[0];
    expect((await importInto(tokenA, accountA.id, ibanA, `Zahlung ${invoiceB.number}`)).statusCode).toBe(200);
    const listB = async () => ({
      accounts: (await get('/api/bank-accounts', tokenB)).json(),
      transactions: (await get('/api/bank-transactions', tokenB)).json(),
      invoice: (await get(`/api/documents/${invoiceB.id}`, tokenB)).json().status,
    });
    const before = await listB();
    const txB = before.transactions.items[0].id as number;

    expect((await get(`/api/bank-accounts/${accountB.id}`, tokenA)).statusCode).toBe(404);
    expect(
      (await send('PUT', `/api/bank-accounts/${accountB.id}`, tokenA, { name: 'x', iban: ibanB, version: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/bank-accounts/${accountB.id}`, tokenA)).statusCode).toBe(404);
    expect((await importInto(tokenA, accountB.id, ibanB, 'fremd')).statusCode).toBe(404);
    expect((await get(`/api/bank-statements/${statementB.id}`, tokenA)).statusCode).toBe(404);
    for (const action of ['ignore', 'undo'])
      expect((await send('POST', `/api/bank-transactions/${txB}/${action}`, tokenA)).statusCode).toBe(404);
    const allocation = {
      allocations: [{ target_type: 'document', target_id: invoiceB.id, amount: '119.00' }],
    };
    expect(
      (await send('POST', `/api/bank-transactions/${txB}/allocations`, tokenA, allocation)).statusCode,
    ).toBe(404);

    // A's own transaction names B's invoice number: no suggestion, and allocating it is refused.
    const listA = (await get('/api/bank-transactions', tokenA)).json().items as {
      id: number;
      suggestions: { target_id: number }[];
    }[];
    expect(listA.map((i) => i.id)).not.toContain(txB);
    const own = listA.find((i) => i.id !== txB)!;
    expect(own.suggestions.map((s) => s.target_id)).not.toContain(invoiceB.id);
    const forged = await send('POST', `/api/bank-transactions/${own.id}/allocations`, tokenA, allocation);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toEqual({ 'allocations.0.target_id': 'Dokument nicht gefunden.' });
    expect((await get(`/api/bank-statements?bank_account_id=${accountB.id}`, tokenA)).json().items).toEqual(
      [],
    );
    expect(await listB()).toEqual(before);
  });

  it('bank rules and CSV mappings of another tenant can be neither read, changed nor used', async () => {
    const ibanB = 'DE12500105170648489890';
    const ibanA = 'DE02120300000000202051';
    const accountB = (
      await send('POST', '/api/bank-accounts', tokenB, { name: 'B-Regeln', iban: ibanB })
    ).json();
    const accountA = (
      await send('POST', '/api/bank-accounts', tokenA, { name: 'A-Regeln', iban: ibanA })
    ).json();
    const ruleBody = { name: 'Gebühren', purpose_pattern: 'fremd', ledger_account: '4970' };
    const ruleB = (await send('POST', '/api/bank-rules', tokenB, ruleBody)).json();
    expect(
      (await get('/api/bank-rules', tokenA)).json().items.map((r: { id: number }) => r.id),
    ).not.toContain(ruleB.id);
    expect(
      (await send('PUT', `/api/bank-rules/${ruleB.id}`, tokenA, { ...ruleBody, version: 1 })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/bank-rules/${ruleB.id}`, tokenA)).statusCode).toBe(404);
    const foreignAccount = await send('POST', '/api/bank-rules', tokenA, {
      ...ruleBody,
      bank_account_id: accountB.id,
    });
    expect(foreignAccount.statusCode).toBe(400);
    expect((await importInto(tokenA, accountA.id, ibanA, 'fremd')).statusCode).toBe(200);
    const ownTx = (await get(`/api/bank-transactions?bank_account_id=${accountA.id}`, tokenA)).json()
      .items[0];
    expect(ownTx.rule_suggestion).toBeNull();
    const booked = await send('POST', `/api/bank-transactions/${ownTx.id}/book-by-rule`, tokenA, {
      rule_id: ruleB.id,
    });
    expect(booked.statusCode).toBe(404);
    const mapping = {
      delimiter: ';',
      encoding: 'auto',
      decimalSeparator: ',',
      dateFormat: 'auto',
      columns: { bookingDate: 'Datum', amount: 'Betrag' },
      pendingValues: [],
    };
    expect(
      (await send('PUT', `/api/bank-accounts/${accountB.id}/csv-mapping`, tokenA, { mapping })).statusCode,
    ).toBe(404);
    const csv = multipart(
      [{ name: 'a.csv', type: 'text/csv', content: Buffer.from('Datum;Betrag\n01.11.2026;1,00\n') }],
      {},
      'file',
    );
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/bank-accounts/${accountB.id}/csv-preview`,
      payload: csv.payload,
      headers: { ...bearer(tokenA), ...csv.headers },
    });
    expect(preview.statusCode).toBe(404);
    const debitBody = { collection_date: '2026-12-01', document_ids: [1] };
    expect(
      (await send('POST', `/api/bank-accounts/${accountB.id}/direct-debits`, tokenA, debitBody)).statusCode,
    ).toBe(404);
    const transferBody = { incoming_invoice_ids: [1] };
    expect(
      (await send('POST', `/api/bank-accounts/${accountB.id}/credit-transfers`, tokenA, transferBody))
        .statusCode,
    ).toBe(404);
    const invoiceB = await createFinalized(
      caller(t.app, tokenB),
      draft(
        (
          await createCustomer(caller(t.app, tokenB), {
            iban: 'DE02120300000000202051',
            sepa_mandate_reference: 'B-MANDAT',
            sepa_mandate_date: '2026-10-01',
          })
        ).id,
      ),
    );
    await send('PUT', `/api/bank-accounts/${accountA.id}`, tokenA, {
      name: 'A-Regeln',
      iban: ibanA,
      creditor_id: 'DE98ZZZ09999999999',
      version: accountA.version,
    });
    const foreignDebit = await send('POST', `/api/bank-accounts/${accountA.id}/direct-debits`, tokenA, {
      collection_date: '2026-12-01',
      document_ids: [invoiceB.id],
    });
    expect(foreignDebit.statusCode).toBe(400);
    expect(foreignDebit.json().error.fields.document_ids).toBe('Dokument nicht gefunden.');
    expect((await get('/api/bank-rules', tokenB)).json().items).toEqual([ruleB]);
    expect((await get(`/api/bank-accounts/${accountB.id}`, tokenB)).json().csv_mapping).toBeNull();
  });

  it('a big statement import job of another tenant can be neither read nor started in its account', async () => {
    const ibanB = 'DE27100777770209299700';
    const accountB = (
      await send('POST', '/api/bank-accounts', tokenB, { name: 'B-Groß', iban: ibanB })
    ).json();
    // Above BANK_IMPORT_JOB_BYTES the upload answers 202 with a job. No job queue runs here: the
    // job of B stays recorded (as failed to queue) — a row A must not reach.
    const big = buildCamt053({
      iban: ibanB,
      statementId: 'B-GROSS',
      openingBalance: '0.00',
      fromDate: '2026-11-01',
      toDate: '2026-11-01',
      entries: Array.from({ length: 4000 }, (_, i) => ({
        amount: '1.00',
        bookingDate: '2026-11-01',
        purpose: `Sammelposten ${i} mit einem langen Verwendungszweck für die Dateigröße des Tests`,
        counterpartyName: `Gegenpartei ${i} GmbH & Co. KG`,
        counterpartyIban: 'DE89370400440532013000',
        reference: `B-REF-${i}`,
      })),
    });
    const bigUpload = (token: string, accountId: number) => {
      const body = multipart(
        [{ name: 'b.xml', type: 'application/xml', content: Buffer.from(big) }],
        {},
        'file',
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/bank-accounts/${accountId}/statements`,
        payload: body.payload,
        headers: { ...bearer(token), ...body.headers },
      });
    };
    const started = await bigUpload(tokenB, accountB.id);
    expect(started.statusCode, started.body).toBe(202);
    const jobB = started.json().job_id as number;
    const before = (await get(`/api/bank-import-jobs/${jobB}`, tokenB)).json();
    expect(before).toMatchObject({ job_id: jobB, bank_account_id: accountB.id, status: 'failed' });
    const readByA = await get(`/api/bank-import-jobs/${jobB}`, tokenA);
    expect(readByA.statusCode).toBe(404);
    expect(readByA.body).not.toContain('b.xml');
    expect((await bigUpload(tokenA, accountB.id)).statusCode).toBe(404);
    expect((await get(`/api/bank-import-jobs/${jobB}`, tokenB)).json()).toEqual(before);
  });
});

describe('incoming invoices stay with their tenant', () => {
  const xrechnung = readFileSync(
    new URL(
      '../../../../../../packages/einvoice/test-corpus/kosit-xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml',
      import.meta.url,
    ),
  );
  const upload = (token: string) => {
    const body = multipart([{ name: 'r.xml', type: 'application/xml', content: xrechnung }], {}, 'file');
    return t.app.inject({
      method: 'POST',
      url: '/api/incoming-invoices',
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
  };

  it('another tenant’s invoices, originals and vendors can be neither read, booked, assigned nor approved', async () => {
    const vendorB = (
      await send('POST', '/api/entities/vendors', tokenB, {
        data: { kind: 'company', company_name: '[Seller name]', country: 'DE' },
      })
    ).json();
    const invoiceB = (await upload(tokenB)).json();
    expect(invoiceB.vendor).toMatchObject({ id: vendorB.id });
    const invoiceA = (await upload(tokenA)).json();
    // Same bytes in both tenants: no duplicate warning across tenants, and B's vendor is not matched in A.
    expect(invoiceA.duplicate_of).toBeNull();
    expect(invoiceA.vendor).toBeNull();
    const stateOfB = async () => (await get(`/api/incoming-invoices/${invoiceB.id}`, tokenB)).json();
    const before = await stateOfB();

    const base = `/api/incoming-invoices/${invoiceB.id}`;
    expect((await get(base, tokenA)).statusCode).toBe(404);
    expect((await get(`${base}/original`, tokenA)).statusCode).toBe(404);
    const booking = {
      version: before.version,
      lines: [{ account: '4930', net: '1', vat_rate: '19', vat: '0.19' }],
    };
    expect((await send('PUT', `${base}/booking`, tokenA, booking)).statusCode).toBe(404);
    expect((await send('PUT', `${base}/vendor`, tokenA, { vendor_id: null })).statusCode).toBe(404);
    for (const status of ['review', 'rejected'])
      expect((await send('POST', `${base}/status`, tokenA, { status, reason: 'x' })).statusCode).toBe(404);
    const listA = (await get('/api/incoming-invoices', tokenA)).json();
    expect(listA.items.map((i: { id: number }) => i.id)).toEqual([invoiceA.id]);
    // The export holds A's one invoice only (header row + one row), not B's with the same number.
    const exportA = await get('/api/incoming-invoices/export?format=csv', tokenA);
    expect(exportA.statusCode).toBe(200);
    expect(exportA.body.trim().split(/\r?\n/)).toHaveLength(2);

    // B's vendor id on A's own invoice is refused with the field named.
    const forged = await send('PUT', `/api/incoming-invoices/${invoiceA.id}/vendor`, tokenA, {
      vendor_id: vendorB.id,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toEqual({ vendor_id: 'Diesen Lieferanten gibt es nicht.' });
    // B's invoice cannot be paid by a SEPA transfer file of A.
    const accountA = (
      await send('POST', '/api/bank-accounts', tokenA, {
        name: 'A-Zahlungen',
        iban: 'DE27100777770209299700',
      })
    ).json();
    const transfer = await send('POST', `/api/bank-accounts/${accountA.id}/credit-transfers`, tokenA, {
      incoming_invoice_ids: [invoiceB.id],
    });
    expect(transfer.statusCode).toBe(400);
    expect(transfer.json().error.fields).toEqual({
      incoming_invoice_ids: 'Eingangsrechnung nicht gefunden.',
    });
    expect(await stateOfB()).toEqual(before);
  });
});

describe('support tickets stay with their tenant', () => {
  it('another tenant’s tickets can be neither listed, read, changed, noted nor answered', async () => {
    const created = await send('POST', '/api/support/tickets', tokenB, {
      subject: 'Heizung defekt',
      body: 'Kunde ruft an.',
      requester_address: 'kunde@b-beispiel.de',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json();
    const before = (await get(`/api/support/tickets/${id}`, tokenB)).json();

    expect((await get(`/api/support/tickets/${id}`, tokenA)).statusCode).toBe(404);
    expect((await get('/api/support/tickets', tokenA)).json().items).toEqual([]);
    expect(
      (await send('PATCH', `/api/support/tickets/${id}`, tokenA, { status: 'closed', version })).statusCode,
    ).toBe(404);
    expect((await send('POST', `/api/support/tickets/${id}/notes`, tokenA, { body: 'x' })).statusCode).toBe(
      404,
    );
    expect((await send('POST', `/api/support/tickets/${id}/replies`, tokenA, { body: 'x' })).statusCode).toBe(
      404,
    );
    const time = await send('POST', `/api/support/tickets/${id}/time`, tokenA, { duration_minutes: 30 });
    expect(time.statusCode).toBe(404);
    expect((await get('/api/times?profile_id=all', tokenA)).json().items).toEqual([]);
    expect((await get('/api/support/mail-imports', tokenA)).json().items).toEqual([]);
    // A ticket of A cannot name B's ticket's files or customers.
    const customerOfB = await createCustomer(caller(t.app, tokenB));
    const res = await send('POST', '/api/support/tickets', tokenA, {
      subject: 'x',
      customer_id: customerOfB.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ customer_id: 'Kunde nicht gefunden.' });
    expect((await get(`/api/support/tickets/${id}`, tokenB)).json()).toEqual(before);
  });
});

describe('letters stay with their tenant', () => {
  it('another tenant’s letters and serial letters can be neither listed, read, changed, finalized nor sent', async () => {
    const customerOfB = await createCustomer(caller(t.app, tokenB), { company_name: 'Brief-B AG' });
    const created = await send('POST', '/api/letters', tokenB, {
      recipient_type: 'customers',
      recipient_id: customerOfB.id,
      subject: 'Angebot',
      letter_date: '2026-11-20',
      body: '{{kunde.anrede}}\n\nText.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json();
    const series = await send('POST', '/api/letters/series', tokenB, {
      subject: 'Rundbrief',
      letter_date: '2026-11-20',
      body: 'Text.',
      customer_q: 'Brief-B',
    });
    expect(series.statusCode, series.body).toBe(201);
    const before = (await get(`/api/letters/${id}`, tokenB)).json();

    expect((await get('/api/letters', tokenA)).json().items).toEqual([]);
    for (const url of [`/api/letters/${id}`, `/api/letters/${id}/preview`, `/api/letters/${id}/pdf`]) {
      expect((await get(url, tokenA)).statusCode, url).toBe(404);
    }
    expect((await get(`/api/letters/series/${series.json().id}/pdf`, tokenA)).statusCode).toBe(404);
    const body = { ...created.json(), version };
    expect((await send('PUT', `/api/letters/${id}`, tokenA, body)).statusCode).toBe(404);
    expect((await send('POST', `/api/letters/${id}/finalize`, tokenA, { version })).statusCode).toBe(404);
    expect((await send('POST', `/api/letters/${id}/printed`, tokenA, { version })).statusCode).toBe(404);
    expect((await send('POST', `/api/letters/${id}/send`, tokenA, {})).statusCode).toBe(404);
    expect((await send('DELETE', `/api/letters/${id}`, tokenA)).statusCode).toBe(404);
    // A letter of A cannot be addressed to B's customer, nor a serial letter reach B's customers.
    const forged = await send('POST', '/api/letters', tokenA, {
      recipient_type: 'customers',
      recipient_id: customerOfB.id,
      subject: 'x',
      letter_date: '2026-11-20',
      body: 'x',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toEqual({ recipient_id: 'Der Empfänger wurde nicht gefunden.' });
    const seriesOfA = await send('POST', '/api/letters/series', tokenA, {
      subject: 'x',
      letter_date: '2026-11-20',
      body: 'x',
      customer_q: 'Brief-B',
    });
    expect(seriesOfA.statusCode).toBe(400);
    expect((await get(`/api/letters/${id}`, tokenB)).json()).toEqual(before);
  });
});

describe('the e-mail composer stays with its tenant', () => {
  it('another tenant’s addresses, customers, documents, tickets and files can be neither found, drafted nor sent', async () => {
    const callB = caller(t.app, tokenB);
    await setSellerData(t.deps, b.tenantId);
    const customerB = await createCustomer(callB, {
      company_name: 'Verborgen B GmbH',
      email: 'geheim@b-verborgen.de',
    });
    const invoiceB = await createFinalized(callB, draft(customerB.id));
    const ticketB = (
      await send('POST', '/api/support/tickets', tokenB, { subject: 'Frage', requester_address: 'x@b.de' })
    ).json();
    const upload = multipart([
      { name: 'b.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const fileB = (
      await t.app.inject({
        method: 'POST',
        url: '/storage/v1/files',
        payload: upload.payload,
        headers: { ...bearer(tokenB), ...upload.headers },
      })
    ).json().items[0];
    expect(fileB.id).toBeGreaterThan(0);

    expect((await get('/api/emails/recipients?q=verborgen', tokenA)).json().items).toEqual([]);
    expect((await get('/api/emails/recipients?q=verborgen', tokenB)).json().items).toHaveLength(1);
    for (const query of [`customer=${customerB.id}`, `document=${invoiceB.id}`, `ticket=${ticketB.id}`])
      expect((await get(`/api/emails/draft?${query}`, tokenA)).statusCode, query).toBe(404);

    const mail = { to: ['x@a-beispiel.de'], subject: 'Test', body: 'Text' };
    const refusals: [object, Record<string, string>][] = [
      [{ customer_id: customerB.id }, { customer_id: 'Kunde nicht gefunden.' }],
      [{ document_id: invoiceB.id }, { document_id: 'Dokument nicht gefunden.' }],
      [{ ticket_id: ticketB.id }, { ticket_id: 'Ticket nicht gefunden.' }],
      [
        { document_ids: [invoiceB.id] },
        { document_ids: 'Eines der angehängten Dokumente wurde nicht gefunden.' },
      ],
      [{ file_ids: [fileB.id] }, { file_ids: 'Eine der angehängten Dateien wurde nicht gefunden.' }],
    ];
    for (const [extra, fields] of refusals) {
      const res = await send('POST', '/api/emails', tokenA, { ...mail, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect((await get(`/api/documents/${invoiceB.id}/emails`, tokenB)).json().items).toEqual([]);
  });
});

describe('time entries stay with their tenant', () => {
  it('another tenant’s entries, customers and projects can be neither read, booked on nor invoiced', async () => {
    const customerOfB = (
      await send('POST', '/api/entities/customers', tokenB, {
        data: { kind: 'company', company_name: 'Zeit-B' },
      })
    ).json();
    const entryOfB = await send('POST', '/api/times', tokenB, {
      date: '2026-01-05',
      duration_minutes: 60,
      customer_id: customerOfB.id,
      rate: '100',
    });
    expect(entryOfB.statusCode, entryOfB.body).toBe(201);
    const { id, version } = entryOfB.json();
    expect((await send('POST', '/api/times/approve', tokenB, { ids: [id] })).statusCode).toBe(200);
    const listOfB = async () => (await get('/api/times?profile_id=all', tokenB)).json();
    const before = await listOfB();

    expect((await get('/api/times?profile_id=all', tokenA)).json().items).toEqual([]);
    const profileOfB = (await get('/api/me', tokenB)).json().profile.id as number;
    expect((await get(`/api/times?profile_id=${profileOfB}`, tokenA)).statusCode).toBe(400);
    const edit = { date: '2026-01-05', duration_minutes: 5, version };
    expect((await send('PUT', `/api/times/${id}`, tokenA, edit)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/times/${id}`, tokenA)).statusCode).toBe(404);
    expect((await send('POST', '/api/times/approve', tokenA, { ids: [id] })).statusCode).toBe(404);
    for (const [url, body, field] of [
      ['/api/times', { date: '2026-01-05', duration_minutes: 5, customer_id: customerOfB.id }, 'customer_id'],
      ['/api/times/timer', { customer_id: customerOfB.id }, 'customer_id'],
      ['/api/times/invoice', { customer_id: customerOfB.id }, 'customer_id'],
    ] as const) {
      const res = await send('POST', url, tokenA, body);
      expect(res.statusCode, `${url} → ${res.body}`).toBe(400);
      expect(res.json().error.fields[field]).toBe('Der Kunde wurde nicht gefunden.');
    }
    expect(await listOfB()).toEqual(before);
  });
});

describe('appointments stay with their tenant', () => {
  it('another tenant’s appointments, people, customers and feeds can be neither read, changed, moved nor used', async () => {
    const customerOfB = (
      await send('POST', '/api/entities/customers', tokenB, {
        data: { kind: 'company', company_name: 'Termin-B' },
      })
    ).json();
    const profileOfB = (await get('/api/me', tokenB)).json().profile.id as number;
    const created = await send('POST', '/api/calendar/appointments', tokenB, {
      title: 'Geheimtermin B',
      start: '2026-05-04T09:00',
      end: '2026-05-04T10:00',
      participant_ids: [profileOfB],
      customer_id: customerOfB.id,
      reminders: [15],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json();
    const feedOfB = (await send('POST', '/api/calendar/feed', tokenB)).json().url as string;
    const calendarOfB = async () => (await get('/api/calendar?from=2026-05-01&to=2026-05-31', tokenB)).json();
    const before = await calendarOfB();

    expect((await get('/api/calendar?from=2026-05-01&to=2026-05-31', tokenA)).json().appointments).toEqual(
      [],
    );
    expect((await get(`/api/calendar/appointments/${id}`, tokenA)).statusCode).toBe(404);
    const edit = { title: 'Übernommen', start: '2026-05-04T09:00', end: '2026-05-04T10:00', version };
    expect((await send('PUT', `/api/calendar/appointments/${id}`, tokenA, edit)).statusCode).toBe(404);
    const move = { all_day: false, start: '2026-05-05T09:00', end: '2026-05-05T10:00', version };
    expect((await send('POST', `/api/calendar/appointments/${id}/move`, tokenA, move)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/calendar/appointments/${id}`, tokenA)).statusCode).toBe(404);
    for (const [body, field, message] of [
      [
        { participant_ids: [profileOfB] },
        'participant_ids',
        'Mindestens ein Teilnehmer wurde nicht gefunden.',
      ],
      [{ customer_id: customerOfB.id }, 'customer_id', 'Der Kunde wurde nicht gefunden.'],
    ] as const) {
      const res = await send('POST', '/api/calendar/appointments', tokenA, {
        title: 'Versuch',
        start: '2026-05-04T09:00',
        end: '2026-05-04T10:00',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    // B's feed token with A's tenant id in front is no key to anything.
    const tokenPart = new URL(feedOfB).pathname.split('/').pop()!;
    const forged = tokenPart.replace(/^\d+/, String(a.tenantId));
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/ical/${forged}` })).statusCode).toBe(404);
    expect(await calendarOfB()).toEqual(before);
  });
});

describe('forms stay with their tenant', () => {
  it('another tenant’s templates and forms can be neither listed, read, changed, signed nor deleted', async () => {
    const fields = [{ key: 'ok', type: 'checkbox', label: 'Erledigt' }];
    const templateOfB = (
      await send('POST', '/api/forms/templates', tokenB, { name: 'Prüfliste B', fields })
    ).json();
    const projectOfB = (
      await send('POST', '/api/entities/projects', tokenB, { data: { name: 'Projekt B' } })
    ).json();
    const formOfB = (
      await send('POST', '/api/forms', tokenB, { template_id: templateOfB.id, project_id: projectOfB.id })
    ).json();
    const stateOfB = async () => ({
      templates: (await get('/api/forms/templates', tokenB)).json(),
      form: (await get(`/api/forms/${formOfB.id}`, tokenB)).json(),
    });
    const before = await stateOfB();

    expect((await get('/api/forms', tokenA)).json().items).toEqual([]);
    const ownTemplates = (await get('/api/forms/templates', tokenA)).json().items as { id: string }[];
    expect(ownTemplates.map((i) => i.id)).not.toContain(templateOfB.id);
    expect((await get(`/api/forms/templates/${templateOfB.id}`, tokenA)).statusCode).toBe(404);
    const templateEdit = { name: 'Gekapert', fields, version: templateOfB.version };
    expect(
      (await send('PUT', `/api/forms/templates/${templateOfB.id}`, tokenA, templateEdit)).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/forms/templates/${templateOfB.id}`, tokenA)).statusCode).toBe(404);
    expect((await get(`/api/forms/${formOfB.id}`, tokenA)).statusCode).toBe(404);
    const answers = { answers: { ok: true }, version: formOfB.version };
    expect((await send('PUT', `/api/forms/${formOfB.id}`, tokenA, answers)).statusCode).toBe(404);
    expect((await send('POST', `/api/forms/${formOfB.id}/sign`, tokenA, answers)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/forms/${formOfB.id}`, tokenA)).statusCode).toBe(404);

    // A form of A can name neither B's template, B's project, B's customer nor B's photos.
    expect(
      (await send('POST', '/api/forms', tokenA, { template_id: templateOfB.id, project_id: projectOfB.id }))
        .statusCode,
    ).toBe(404);
    const customerOfB = await createCustomer(caller(t.app, tokenB));
    const projectOfA = (await send('POST', '/api/entities/projects', tokenA, { data: { name: 'A' } })).json();
    for (const [body, field, message] of [
      [{ project_id: projectOfB.id }, 'project_id', 'Projekt nicht gefunden.'],
      [{ customer_id: customerOfB.id }, 'customer_id', 'Kunde nicht gefunden.'],
    ] as const) {
      const res = await send('POST', '/api/forms', tokenA, { template_id: 'builtin:regiebericht', ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
    }
    const photo = multipart([{ name: 'b.png', type: 'image/png', content: samplePng() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/storage/v1/files',
      payload: photo.payload,
      headers: { ...bearer(tokenB), ...photo.headers },
    });
    const photoOfB = uploaded.json().items[0] as { id: number };
    const formOfA = (
      await send('POST', '/api/forms', tokenA, {
        template_id: 'builtin:regiebericht',
        project_id: projectOfA.id,
      })
    ).json();
    const smuggled = await send('PUT', `/api/forms/${formOfA.id}`, tokenA, {
      answers: { fotos: [photoOfB.id] },
      version: formOfA.version,
    });
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json().error.fields.fotos).toMatch(/Nur JPEG- oder PNG-Fotos/);
    expect(await stateOfB()).toEqual(before);
  });
});

describe('a customer’s document figures stay with their tenant', () => {
  it('another tenant’s customer page figures are 404 by guessed id; the own ones count own documents only', async () => {
    await setSellerData(t.deps, a.tenantId);
    await setSellerData(t.deps, b.tenantId);
    const customerWithInvoice = async (token: string) => {
      const call = caller(t.app, token);
      const customer = await createCustomer(call, { company_name: 'Figurenkunde GmbH' });
      const invoice = await createFinalized(call, draft(customer.id));
      return { customer: customer.id, invoice: invoice.id };
    };
    const ofA = await customerWithInvoice(tokenA);
    const ofB = await customerWithInvoice(tokenB);
    const summary = (customer: number, token: string) =>
      get(`/api/entities/customers/${customer}/document-summary`, token);
    for (const [token, own, foreign] of [
      [tokenA, ofA, ofB],
      [tokenB, ofB, ofA],
    ] as const) {
      const refused = await summary(foreign.customer, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain(String(foreign.invoice));
      const mine = (await summary(own.customer, token)).json();
      expect(mine.documents.map((d: { id: number }) => d.id)).toEqual([own.invoice]);
      expect(mine.receivables.open).toEqual({ count: 1, sum: '119.00' });
    }
  });
});
