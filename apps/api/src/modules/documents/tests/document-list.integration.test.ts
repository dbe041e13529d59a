import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  createCustomer,
  createDraft,
  createFinalized,
  draft,
  item,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';

const t = useTestAppWithTenant();
let call: Call;
const ids: Record<string, number> = {};
let other: { id: number };

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  call = await signedInCaller(t.app, t.tenant.admin);
  const customer = await createCustomer(call, { company_name: 'Listen GmbH', payment_term_days: 14 });
  other = await createCustomer(call, { company_name: 'Zweitkunde KG' });
  // Past due and unpaid → overdue.
  ids.overdue = (await createFinalized(call, draft(customer.id, { document_date: '2026-03-01' }))).id;
  const paid = await createFinalized(
    call,
    draft(customer.id, { document_date: '2026-03-10', lines: [item({ unit_price: '200' })] }),
  );
  await call('POST', `/api/documents/${paid.id}/payments`, { amount: '238', paid_on: '2026-03-20' });
  ids.paid = paid.id;
  ids.creditNote = (
    await createFinalized(
      call,
      draft(customer.id, {
        type: 'creditNote',
        document_date: '2026-05-01',
        lines: [item({ unit_price: '50' })],
      }),
    )
  ).id;
  ids.quote = (
    await createDraft(
      call,
      draft(other.id, { type: 'quote', document_date: '2026-04-01', lines: [item({ unit_price: '1000' })] }),
    )
  ).id;
  // Due far in the future: open, not overdue.
  ids.future = (
    await createFinalized(
      call,
      draft(customer.id, { document_date: '2099-01-01', subject: 'Wartung Zukunft' }),
    )
  ).id;
});

const list = async (query = '') => {
  const response = await call('GET', `/api/documents${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { id: number; overdue: boolean; open: string; status: string }[];
    next_cursor: string | null;
    total: number;
    sums: { net: string; gross: string; open: string };
    sums_by_type: { type: string; count: number; net: string; gross: string; open: string | null }[];
  };
};

describe('document list', () => {
  it('sums all matching documents; credit notes count negative, quotes are not open', async () => {
    const all = await list('?limit=2');
    expect(all.total).toBe(5);
    expect(all.items).toHaveLength(2);
    // net 100 + 200 − 50 + 1000 + 100; gross 119 + 238 − 59.50 + 1190 + 119; open 119 − 59.50 + 119.
    expect(all.sums).toEqual({ net: '1350.00', gross: '1606.50', open: '178.50' });
  });

  it('sums per document type: quotes never add to invoices, credit notes negative, quotes not open', async () => {
    const all = await list();
    expect(all.sums_by_type).toEqual([
      { type: 'quote', count: 1, net: '1000.00', gross: '1190.00', open: null },
      { type: 'invoice', count: 3, net: '400.00', gross: '476.00', open: '238.00' },
      { type: 'creditNote', count: 1, net: '-50.00', gross: '-59.50', open: '-59.50' },
    ]);
    expect((await list('?type=invoice')).sums_by_type.map((s) => s.type)).toEqual(['invoice']);
  });

  it('finds overdue invoices (open receivable past its due date)', async () => {
    const overdue = await list('?status=overdue');
    expect(overdue.items.map((i) => i.id)).toEqual([ids.overdue]);
    expect(overdue.items[0]).toMatchObject({ overdue: true, open: '119.00', status: 'finalized' });
    expect(overdue.sums.open).toBe('119.00');
    const paidOrOverdue = await list('?status=paid,overdue&sort=document_date');
    expect(paidOrOverdue.items.map((i) => i.id)).toEqual([ids.overdue, ids.paid]);
  });

  it('filters by type, customer, period and search text, and sorts', async () => {
    expect((await list('?type=invoice')).total).toBe(3);
    expect((await list(`?customer_id=${other.id}`)).items.map((i) => i.id)).toEqual([ids.quote]);
    const march = await list('?from=2026-03-01&to=2026-03-31&sort=-gross');
    expect(march.items.map((i) => i.id)).toEqual([ids.paid, ids.overdue]);
    expect((await list('?q=zweitkunde')).items.map((i) => i.id)).toEqual([ids.quote]);
    expect((await list('?q=WARTUNG')).items.map((i) => i.id)).toEqual([ids.future]);
    const bad = await call('GET', '/api/documents?status=irgendwas');
    expect(bad.statusCode).toBe(400);
  });

  it('answers count and sums separately, equal to those of the list, for every filter', async () => {
    for (const filter of [
      '',
      '?status=overdue',
      '?type=invoice',
      '?q=zweitkunde',
      '?from=2026-03-01&to=2026-03-31',
    ]) {
      const { total, sums, sums_by_type } = await list(filter);
      const response = await call('GET', `/api/documents/sums${filter}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ total, sums, sums_by_type });
    }
    const page = await list('?sums=false&limit=2');
    expect(page.items).toHaveLength(2);
    expect(page).not.toHaveProperty('total');
    expect(page).not.toHaveProperty('sums');
  });

  it('pages by cursor in the same order as by offset, for every sort and direction', async () => {
    const sorts = [
      'number',
      'document_date',
      'due_date',
      'customer_name',
      'gross',
      'open',
      'status',
      'updated_at',
    ];
    for (const sort of sorts.flatMap((s) => [s, `-${s}`])) {
      const all = (await list(`?sort=${sort}&limit=200`)).items.map((i) => i.id);
      const walked: number[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: { id: number }[]; next_cursor: string | null } = await list(
          `?sort=${sort}&limit=2&sums=false${cursor ? `&cursor=${cursor}` : ''}`,
        );
        walked.push(...page.items.map((i) => i.id));
        cursor = page.next_cursor;
      } while (cursor && walked.length < 10);
      expect({ sort, walked }).toEqual({ sort, walked: all });
    }
  });

  it('hands out a cursor only when another page follows (an exactly full last page has none)', async () => {
    const count = (await list('?limit=200&sums=false')).items.length;
    expect(count).toBeGreaterThan(1);
    expect((await list(`?limit=${count}&sums=false`)).next_cursor).toBeNull();
    expect((await list(`?limit=${count - 1}&sums=false`)).next_cursor).toEqual(expect.any(String));
  });

  it('refuses a damaged cursor and one of another sort', async () => {
    const { next_cursor } = await list('?limit=1&sums=false');
    expect(next_cursor).toEqual(expect.any(String));
    expect((await call('GET', `/api/documents?sort=gross&cursor=${next_cursor}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/documents?cursor=kaputt')).statusCode).toBe(400);
    // Well-formed but with a value the sort's column cannot hold: refused in German, not a 500.
    const edited = (sort: string, value: string) =>
      Buffer.from(JSON.stringify([sort, value, 1])).toString('base64url');
    for (const [sort, value] of [
      ['-document_date', 'x'],
      ['due_date', '2026-02-31'],
      ['gross', '1e9'],
      ['-updated_at', 'gestern'],
    ]) {
      const refused = await call(
        'GET',
        `/api/documents?sort=${sort}&sums=false&cursor=${edited(sort!, value!)}`,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        'Die Seite ist nicht mehr gültig. Bitte die Liste neu laden.',
      );
    }
  });

  it('exports the filtered list as CSV in German formats', async () => {
    const response = await call('GET', '/api/documents/export?format=csv&type=invoice&sort=document_date');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="dokumente-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Typ;Nummer;Status;Kunde;Belegdatum;Fällig am;Betreff;Netto;Brutto;Bezahlt;Offen');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^Rechnung;[^;]+;Festgeschrieben, Überfällig;Listen GmbH;01\.03\.2026;15\.03\.2026;;100,00;119,00;0,00;119,00$/,
    );
    const xlsx = await call('GET', '/api/documents/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
