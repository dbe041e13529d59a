import { buildCamt053 } from '@kontor/banking';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../../db/database.ts';
import { pgErrorCode, pgErrorMessage } from '../../../db/pg-error.ts';
import { journalEntries, journalMovements } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import {
  createCustomer,
  createFinalized,
  draft,
  item,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { postFinalizedDocument, postFinalizedDocuments, type FinalizedDocument } from '../index.ts';
import { getAccountingLock, lockAccountingPeriod } from '../period-lock.service.ts';

// Bulk booking writes exactly what booking one document at a time writes, under the same rules
// (debit = credit, Festschreibung); a bank allocation books bank ↔ debtor with Skonto (SKR03):
//   invoice 1000.00 @ 19 % + 100.00 @ 7 % = 1297.00, 2 % Skonto = 25.94, received 1271.06
//   1200 an Debitor 1271.06; 8736 an Debitor 23.80 (USt 1776 −3.80); 8731 an Debitor 2.14 (USt 1771 −0.14)
const t = useTestAppWithTenant();
let call: Call;
let token: string;
let customer: { id: number; number: string; name: string };

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  token = await signInAs(t.app, t.tenant.admin);
  call = await signedInCaller(t.app, t.tenant.admin);
  const created = await createCustomer(call, { company_name: 'Bulk Bau GmbH' });
  customer = { id: created.id, number: created.number, name: created.name };
});

const actor = () => ({ tenantId: t.tenant.tenantId, userId: null });

/** Runs `work` in a tenant transaction that is rolled back afterwards; returns what it returned. */
async function rolledBack<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const rollback = new Error('rollback');
  let result: T | undefined;
  await withTenant(t.deps.db, t.tenant.tenantId, async (tx) => {
    result = await work(tx);
    throw rollback;
  }).catch((error: unknown) => {
    if (error !== rollback) throw error;
  });
  return result as T;
}

/** The journal of some documents without ids and timestamps, movements included, in booking order. */
async function journalOf(tx: Tx, documentIds: number[], exceptIds: readonly number[] = []) {
  const entries = await tx
    .select()
    .from(journalEntries)
    .where(inArray(journalEntries.documentId, documentIds))
    .orderBy(asc(journalEntries.id));
  const result = [];
  for (const { id, createdAt: _createdAt, ...entry } of entries.filter((e) => !exceptIds.includes(e.id))) {
    const movements = await tx
      .select({
        line: journalMovements.line,
        account: journalMovements.account,
        debit: journalMovements.debit,
        credit: journalMovements.credit,
        entryDate: journalMovements.entryDate,
      })
      .from(journalMovements)
      .where(eq(journalMovements.entryId, id))
      .orderBy(asc(journalMovements.line));
    result.push({ ...entry, movements });
  }
  return result;
}

const finalized = (
  doc: { id: number; number: string },
  date: string,
  vatGroups: FinalizedDocument['vatGroups'],
): FinalizedDocument => ({
  id: doc.id,
  type: 'invoice',
  number: doc.number,
  documentDate: date,
  serviceDate: null,
  customer,
  vatGroups,
  smallBusiness: false,
  refersTo: null,
  deductedAdvances: [],
});

describe('bulk booking', () => {
  let first: { id: number; number: string };
  let second: { id: number; number: string };
  const mixed = [
    { category: 'S' as const, rate: '19', taxable: '1000.00', tax: '190.00' },
    { category: 'S' as const, rate: '7', taxable: '100.00', tax: '7.00' },
  ];
  const plain = [{ category: 'S' as const, rate: '19', taxable: '250.00', tax: '47.50' }];

  beforeAll(async () => {
    first = await createFinalized(call, draft(customer.id, { document_date: '2026-11-02' }));
    second = await createFinalized(call, draft(customer.id, { document_date: '2026-11-03' }));
  });

  it('writes the same entries and movements as booking each document on its own', async () => {
    const ids = [first.id, second.id];
    const existing = await withTenant(t.deps.db, t.tenant.tenantId, async (tx) =>
      (
        await tx
          .select({ id: journalEntries.id })
          .from(journalEntries)
          .where(inArray(journalEntries.documentId, ids))
      ).map((r) => r.id),
    );
    const docs = [finalized(first, '2026-11-02', mixed), finalized(second, '2026-11-03', plain)];
    const one = await rolledBack(async (tx) => {
      for (const doc of docs) await postFinalizedDocument(tx, actor(), doc);
      return journalOf(tx, ids, existing);
    });
    const bulk = await rolledBack(async (tx) => {
      expect(await postFinalizedDocuments(tx, actor(), docs)).toBe(3);
      return journalOf(tx, ids, existing);
    });
    // Gross on the automatic revenue accounts (VAT in the entry) against the debtor, per rate.
    const debtor = expect.stringMatching(/^[1-6]\d{4}$/);
    expect(one.map((e) => [e.debitAccount, e.creditAccount, e.amount, e.taxAmount, e.belegfeld1])).toEqual([
      [debtor, '8400', '1190.00', '190.00', first.number],
      [debtor, '8300', '107.00', '7.00', first.number],
      [debtor, '8400', '297.50', '47.50', second.number],
    ]);
    expect(bulk).toEqual(one);
    expect(bulk.every((e) => e.movements.length >= 2)).toBe(true);
  });

  it('refuses the whole batch in a locked month with a German 409, nothing booked', async () => {
    const outcome = await withTenant(t.deps.db, t.tenant.tenantId, async (tx) => {
      await lockAccountingPeriod(tx, actor(), '2026-10', '2026-11-26');
      await postFinalizedDocuments(tx, actor(), [
        finalized(first, '2026-11-02', plain),
        finalized(second, '2026-10-31', plain),
      ]);
    }).then(
      () => undefined,
      (error: unknown) => error as { status?: number; message?: string },
    );
    expect(outcome?.status).toBe(409);
    expect(outcome?.message).toMatch(/festgeschrieben/);
    const lock = await withTenant(t.deps.db, t.tenant.tenantId, (tx) => getAccountingLock(tx));
    expect(lock.locked_until).toBeNull();
  });

  it('refuses a movement added later to a posted entry and an unbalanced statement (KT003)', async () => {
    const [posted] = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.select().from(journalEntries).where(eq(journalEntries.documentId, first.id)).limit(1),
    );
    const movementsOf = (id: number) =>
      withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
        tx.select().from(journalMovements).where(eq(journalMovements.entryId, id)),
      );
    const before = await movementsOf(posted!.id);
    const added = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.execute(sql`
        insert into journal_movements (tenant_id, entry_id, line, account, entry_date, debit, credit)
        values (${t.tenant.tenantId}, ${posted!.id}, 9, '8400', ${posted!.entryDate}, 0, 5)`),
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(pgErrorCode(added)).toBe('KT003');
    const balancedLater = await withTenant(t.deps.db, t.tenant.tenantId, async (tx) => {
      await tx.execute(sql`
        insert into journal_entries (tenant_id, id, entry_date, belegfeld1, posting_text, debit_account, credit_account, amount, source_type)
        values (${t.tenant.tenantId}, 999998, '2026-11-04', 'X-2', 'Test', '1200', '8400', 10, 'manual')`);
      // Half of the movements in one statement, the other half in the next: refused at once.
      await tx.execute(sql`
        insert into journal_movements (tenant_id, entry_id, line, account, entry_date, debit, credit)
        values (${t.tenant.tenantId}, 999998, 1, '1200', '2026-11-04', 10, 0)`);
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(pgErrorCode(balancedLater)).toBe('KT003');
    expect(pgErrorMessage(balancedLater, 'KT003')).toMatch(/nicht ausgeglichen: Soll 10\.00 ≠ Haben 0/);
    expect(await movementsOf(posted!.id)).toEqual(before);
    expect(await movementsOf(999998)).toEqual([]);
  });
});

describe('a bank allocation books bank ↔ debtor', () => {
  const IBAN = 'DE89370400440532013000';
  let invoice: { id: number; number: string };
  let transactionId: number;

  async function balances() {
    const response = await call('GET', '/api/accounting/accounts?from=2026-01-01&to=2099-12-31');
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as { number: string; balance: string }[];
    return Object.fromEntries(items.map((i) => [i.number, i.balance]));
  }

  beforeAll(async () => {
    const account = await call('POST', '/api/bank-accounts', { name: 'Geschäftskonto', iban: IBAN });
    expect(account.statusCode, account.body).toBe(201);
    const payer = await createCustomer(call, { company_name: 'Skonto Zahler GmbH' });
    invoice = await createFinalized(
      call,
      draft(payer.id, {
        document_date: '2026-11-02',
        payment_term_days: 30,
        skonto_percent: '2',
        skonto_days: 10,
        lines: [
          item({ unit_price: '1000.00' }),
          item({ name: 'Fachbuch', unit_price: '100.00', vat_rate: '7' }),
        ],
      }),
    );
    const body = multipart(
      [
        {
          name: 'auszug.xml',
          type: 'application/xml',
          content: Buffer.from(
            buildCamt053({
              iban: IBAN,
              statementId: 'BOOK-1',
              openingBalance: '0.00',
              fromDate: '2026-11-05',
              toDate: '2026-11-05',
              entries: [
                {
                  amount: '1271.06',
                  bookingDate: '2026-11-05',
                  purpose: `${invoice.number} abzgl. 2 % Skonto`,
                  counterpartyName: 'Skonto Zahler GmbH',
                },
              ],
            }),
          ),
        },
      ],
      {},
      'file',
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/bank-accounts/${account.json().id}/statements`,
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().imported).toBe(1);
    const open = await call('GET', `/api/bank-transactions?bank_account_id=${account.json().id}&status=open`);
    transactionId = (open.json().items as { id: number }[])[0]!.id;
  });

  it('books 1200 an Debitor and the Skonto per rate with the output VAT corrected; undo reverses it', async () => {
    const before = await balances();
    const allocated = await call('POST', `/api/bank-transactions/${transactionId}/allocations`, {
      allocations: [
        { target_type: 'document', target_id: invoice.id, amount: '1271.06', settle_with_skonto: true },
      ],
    });
    expect(allocated.statusCode, allocated.body).toBe(200);
    const after = await balances();
    const delta = (account: string) =>
      (Number(after[account] ?? '0') - Number(before[account] ?? '0')).toFixed(2);
    expect(delta('1200')).toBe('1271.06');
    expect(delta('8736')).toBe('20.00');
    expect(delta('8731')).toBe('2.00');
    expect(delta('1776')).toBe('3.80');
    expect(delta('1771')).toBe('0.14');
    const entries = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.sourceType, 'payment'), eq(journalEntries.belegfeld1, invoice.number)))
        .orderBy(asc(journalEntries.id)),
    );
    expect(entries[0]).toMatchObject({ debitAccount: '1200', amount: '1271.06', entryDate: '2026-11-05' });
    // The debtor is settled in full: 1297.00 booked on it, 1297.00 off it.
    const debtor = entries[0]!.creditAccount;
    expect(Number(after[debtor]) - Number(before[debtor] ?? '0')).toBeCloseTo(-1297, 2);

    const undone = await call('POST', `/api/bank-transactions/${transactionId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    const reversed = await balances();
    for (const account of ['1200', '8736', '8731', '1776', '1771', debtor])
      expect(Number(reversed[account] ?? '0')).toBeCloseTo(Number(before[account] ?? '0'), 2);
  });
});
