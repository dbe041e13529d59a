import { readFileSync } from 'node:fs';
import { buildCamt053, type Camt053Entry } from '@kontor/banking';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createFinalized,
  draft,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { caller } from '../../../test/http-caller.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();
let call: Call;
let token: string;

const IBAN = 'DE02120300000000202051';
const corpus = new URL('../../../../../../packages/banking/test-corpus/', import.meta.url);

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  token = await signInAs(t.app, t.tenant.admin);
  call = caller(t.app, token);
});

function importFile(accountId: number, content: string | Buffer, name = 'auszug.xml') {
  const body = multipart([{ name, type: 'application/xml', content: Buffer.from(content) }], {}, 'file');
  return t.app.inject({
    method: 'POST',
    url: `/api/bank-accounts/${accountId}/statements`,
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

async function createAccount(body: Record<string, unknown>) {
  const res = await call('POST', '/api/bank-accounts', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; iban: string; version: number };
}

const statement = (
  id: string,
  entries: Camt053Entry[],
  extra: Partial<Parameters<typeof buildCamt053>[0]> = {},
) =>
  buildCamt053({
    iban: IBAN,
    statementId: id,
    openingBalance: '1000.00',
    fromDate: '2026-11-03',
    toDate: '2026-11-05',
    entries,
    ...extra,
  });

describe('bank accounts', () => {
  it('checks the IBAN in German and refuses a second account with the same IBAN', async () => {
    const bad = await call('POST', '/api/bank-accounts', { name: 'Falsch', iban: 'DE02120300000000202052' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.iban).toMatch(/IBAN ist ungültig/);
    const account = await createAccount({
      name: 'Geschäftskonto',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
    expect(account.iban).toBe('DE89370400440532013000');
    const twice = await call('POST', '/api/bank-accounts', {
      name: 'Nochmal',
      iban: 'DE89370400440532013000',
    });
    expect(twice.statusCode).toBe(400);
    const updated = await call('PUT', `/api/bank-accounts/${account.id}`, {
      name: 'Girokonto',
      iban: account.iban,
      bic: null,
      currency: 'EUR',
      opening_balance: '10,50',
      version: account.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Girokonto', opening_balance: '10.50', balance: '10.50' });
    expect((await call('DELETE', `/api/bank-accounts/${account.id}`)).statusCode).toBe(200);
  });
});

describe('statement import', () => {
  let accountId: number;
  beforeAll(async () => {
    accountId = (await createAccount({ name: 'Hausbank', iban: IBAN })).id;
  });

  it('imports a CAMT file once: the same file again adds nothing and counts duplicates', async () => {
    const file = statement('IMPORT-1', [
      {
        amount: '250.00',
        bookingDate: '2026-11-03',
        purpose: 'Zahlung Auftrag 77',
        counterpartyName: 'Irgendwer',
      },
      { amount: '-12.90', bookingDate: '2026-11-04', purpose: 'Kontoführung Oktober' },
      { amount: '-12.90', bookingDate: '2026-11-04', purpose: 'Kontoführung Oktober' },
    ]);
    const first = await importFile(accountId, file);
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json();
    expect(result).toMatchObject({ imported: 3, duplicates: 0 });
    expect(result.statements).toEqual([
      { id: expect.any(Number), opening_balance: '1000.00', closing_balance: '1224.20', warnings: [] },
    ]);
    const again = (await importFile(accountId, file)).json();
    expect(again).toMatchObject({ imported: 0, duplicates: 3 });
    expect(again.statements[0].id).toBe(result.statements[0].id);
    const list = (await call('GET', `/api/bank-transactions?bank_account_id=${accountId}`)).json().items;
    expect(list).toHaveLength(3);
    expect(list.map((i: { amount: string }) => i.amount).sort()).toEqual(['-12.90', '-12.90', '250.00']);
    const statements = (await call('GET', `/api/bank-statements?bank_account_id=${accountId}`)).json().items;
    expect(statements).toHaveLength(1);
    const shown = (await call('GET', `/api/bank-statements/${result.statements[0].id}`)).json();
    expect(shown).toMatchObject({ imported_count: 3, closing_balance: '1224.20', format: 'camt.053' });
    expect(shown.transactions).toHaveLength(3);
    const account = (await call('GET', `/api/bank-accounts/${accountId}`)).json();
    expect(account).toMatchObject({
      balance: '224.20',
      open_transactions: 3,
      last_statement_date: '2026-11-05',
    });
    expect((await call('DELETE', `/api/bank-accounts/${accountId}`)).statusCode).toBe(409);
  });

  it('a balance break is a warning, not a refusal; a gap to the previous statement too', async () => {
    const res = await importFile(
      accountId,
      statement('BREAK-1', [{ amount: '5.00', bookingDate: '2026-11-07', purpose: 'Gutschrift' }], {
        openingBalance: '2000.00',
        closingBalance: '1.00',
        fromDate: '2026-11-06',
        toDate: '2026-11-07',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const warnings = res.json().statements[0].warnings as string[];
    expect(warnings.some((w) => w.includes('Schlusssaldo 1.00 passt nicht'))).toBe(true);
    expect(warnings.some((w) => w.includes('schließt nicht an den Schlusssaldo 1224.20'))).toBe(true);
    expect(res.json().imported).toBe(1);
  });

  it('refuses a DOCTYPE, an unknown format and a file that is too large — in German', async () => {
    const doctype = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]>${statement('X', []).replace(/^<\?xml[^>]*>/, '')}`;
    const refused = await importFile(accountId, doctype);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/DOCTYPE/);
    const unknown = await importFile(accountId, 'Hallo Welt', 'x.txt');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/Dateiformat|CSV/);
    const big = await importFile(accountId, Buffer.alloc(21 * 1024 * 1024, 32));
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toMatch(/größer als 20 MB/);
  });

  it('imports real bank files (genkgo CAMT with two statements, MT940 of a German bank) idempotently', async () => {
    for (const [path, iban] of [
      ['camt/genkgo-camt/camt053.v2.multi.statement.xml', 'NL93ABNA0585619023'],
      ['mt940/jejik-mt940/deutschebank.txt', 'DE12500105170648489890'],
    ] as const) {
      const bytes = readFileSync(new URL(path, corpus));
      const account = await createAccount({ name: path, iban });
      const first = await importFile(account.id, bytes, path.split('/').pop());
      expect(first.statusCode, `${path}: ${first.body}`).toBe(200);
      const { imported, statements } = first.json();
      expect(imported, path).toBeGreaterThan(0);
      const again = (await importFile(account.id, bytes)).json();
      expect(again, path).toMatchObject({ imported: 0, duplicates: imported });
      expect(again.statements.map((s: { id: number }) => s.id)).toEqual(
        statements.map((s: { id: number }) => s.id),
      );
    }
  });
});

describe('matching and allocations', () => {
  let accountId: number;
  let full: { id: number; number: string };
  let partial: { id: number; number: string };
  let skonto: { id: number; number: string };
  const status = async (id: number) => (await call('GET', `/api/documents/${id}`)).json().status as string;

  beforeAll(async () => {
    accountId = (await createAccount({ name: 'Matching', iban: 'DE75512108001245126199' })).id;
    const customer = await createCustomer(call, { company_name: 'Zahler GmbH' });
    full = await createFinalized(call, draft(customer.id));
    partial = await createFinalized(call, draft(customer.id));
    skonto = await createFinalized(call, draft(customer.id, { skonto_percent: '2', skonto_days: 14 }));
    const res = await importFile(
      accountId,
      buildCamt053({
        iban: 'DE75512108001245126199',
        statementId: 'MATCH-1',
        openingBalance: '0.00',
        fromDate: '2026-11-10',
        toDate: '2026-11-12',
        entries: [
          {
            amount: '119.00',
            bookingDate: '2026-11-10',
            purpose: `Rechnung ${full.number}`,
            counterpartyName: 'Zahler GmbH',
          },
          {
            amount: '50.00',
            bookingDate: '2026-11-11',
            purpose: `Anzahlung ${partial.number}`,
            counterpartyName: 'Zahler GmbH',
          },
          {
            amount: '116.62',
            bookingDate: '2026-11-11',
            purpose: `${skonto.number} abzgl. Skonto`,
            counterpartyName: 'Zahler GmbH',
          },
          { amount: '-7.50', bookingDate: '2026-11-12', purpose: 'Entgelt Kontoführung' },
        ],
      }),
    );
    expect(res.json().imported).toBe(4);
  });

  const openItems = async () =>
    (await call('GET', `/api/bank-transactions?bank_account_id=${accountId}&status=open`)).json().items as {
      id: number;
      amount: string;
      purpose: string;
      status: string;
      suggestions: {
        target_type: string;
        target_id: number;
        amount: string;
        skonto_amount: string | null;
        reasons: string[];
        score: number;
      }[];
    }[];
  const byPurpose = async (text: string) => (await openItems()).find((i) => i.purpose.includes(text))!;

  it('suggests the invoice named in the purpose, explained in German', async () => {
    const tx = await byPurpose(full.number);
    expect(tx).toMatchObject({ amount: '119.00', status: 'open', end_to_end_id: null });
    const [best] = tx.suggestions;
    expect(best).toMatchObject({
      target_type: 'document',
      target_id: full.id,
      amount: '119.00',
      skonto_amount: null,
    });
    expect(best!.reasons.join(' ')).toMatch(/Rechnungsnummer im Verwendungszweck/);
    const withSkonto = (await byPurpose('Skonto')).suggestions[0]!;
    expect(withSkonto).toMatchObject({ target_id: skonto.id, amount: '116.62', skonto_amount: '2.38' });
    expect(withSkonto.reasons.join(' ')).toMatch(/Skonto/);
  });

  it('confirming a suggestion pays the invoice; a partial payment leaves it partly paid; undo reverses both', async () => {
    const tx = await byPurpose(full.number);
    const paid = await call('POST', `/api/bank-transactions/${tx.id}/allocations`, {
      allocations: [{ target_type: 'document', target_id: full.id, amount: '119.00' }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'matched', unallocated: '0.00' });
    expect(paid.json().allocations).toEqual([
      expect.objectContaining({ target_id: full.id, amount: '119.00' }),
    ]);
    expect(await status(full.id)).toBe('paid');

    const part = await byPurpose(partial.number);
    const res = await call('POST', `/api/bank-transactions/${part.id}/allocations`, {
      allocations: [{ target_type: 'document', target_id: partial.id, amount: '50,00' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(partial.id)).toBe('partiallyPaid');

    const over = await call('POST', `/api/bank-transactions/${part.id}/allocations`, {
      allocations: [{ target_type: 'document', target_id: partial.id, amount: '1.00' }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toMatch(/übersteigen/);

    const undone = await call('POST', `/api/bank-transactions/${tx.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'open', allocations: [] });
    expect(await status(full.id)).toBe('finalized');
    const doc = (await call('GET', `/api/documents/${full.id}`)).json();
    expect(doc.paid_total ?? doc.paid).not.toBe('119.00');
  });

  it('splits one transaction over two invoices (1:N) and refuses wrong directions and unknown incoming invoices', async () => {
    const tx = await byPurpose(full.number);
    const split = await call('POST', `/api/bank-transactions/${tx.id}/allocations`, {
      allocations: [
        { target_type: 'document', target_id: full.id, amount: '100.00' },
        { target_type: 'document', target_id: partial.id, amount: '19.00' },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().allocations).toHaveLength(2);
    expect(await status(full.id)).toBe('partiallyPaid');
    const fee = await byPurpose('Entgelt');
    const wrong = await call('POST', `/api/bank-transactions/${fee.id}/allocations`, {
      allocations: [{ target_type: 'document', target_id: full.id, amount: '7.50' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields['allocations.0.target_id']).toMatch(/Gutschriften/);
    const incoming = await call('POST', `/api/bank-transactions/${fee.id}/allocations`, {
      allocations: [{ target_type: 'incoming_invoice', target_id: 1, amount: '7.50' }],
    });
    expect(incoming.statusCode).toBe(400);
    expect(incoming.json().error.fields['allocations.0.target_id']).toBe('Eingangsrechnung nicht gefunden.');
  });

  it('ignores a fee and undoes that', async () => {
    const fee = await byPurpose('Entgelt');
    const ignored = await call('POST', `/api/bank-transactions/${fee.id}/ignore`);
    expect(ignored.json()).toMatchObject({ status: 'ignored' });
    const list = (
      await call('GET', `/api/bank-transactions?bank_account_id=${accountId}&status=ignored`)
    ).json();
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([fee.id]);
    expect((await call('POST', `/api/bank-transactions/${fee.id}/undo`)).json()).toMatchObject({
      status: 'open',
    });
  });

  it('read-only roles may list but not allocate', async () => {
    const reader = await signedInCaller(t.app, t.tenant.employee);
    expect((await reader('GET', '/api/bank-transactions')).statusCode).toBe(403);
  });
});
