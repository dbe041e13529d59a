import { buildCamt053, type Camt053Entry } from '@kontor/banking';
import { BANK_IMPORT_JOB_BYTES, BANK_TRANSACTIONS_SHOWN } from '@kontor/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { bankTransactions } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { caller } from '../../../test/http-caller.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { bankImportJob } from '../index.ts';
import { importStatements, readBankFile } from '../statement-import.service.ts';

// Big statements run as a pg-boss job on the test database; the tests poll the job like the screen.
const t = useTestAppWithTenant();
let token: string;

const IBAN = 'DE02120300000000202051';
const ENTRIES = 4000;

/** A generated CAMT.053 above the job threshold: every entry its own bank reference and purpose. */
const entries: Camt053Entry[] = Array.from({ length: ENTRIES }, (_, i) => ({
  amount: i % 3 === 0 ? `-${(10 + (i % 97)).toFixed(2)}` : (100 + i).toFixed(2),
  bookingDate: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
  purpose: `Rechnung RE-2026-${String(i).padStart(5, '0')} Kundennummer K-${1000 + (i % 400)} Lieferung und Leistung November`,
  counterpartyName: `Kunde ${i % 400} GmbH & Co. KG`,
  counterpartyIban: 'DE89370400440532013000',
  reference: `BANKREF-${i}`,
}));
const bigCamt = buildCamt053({
  iban: IBAN,
  statementId: 'BIG-2026-11',
  openingBalance: '5000.00',
  fromDate: '2026-11-01',
  toDate: '2026-11-28',
  entries,
});

beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
  await t.deps.jobs.start(t.deps, [bankImportJob]);
});

afterAll(async () => {
  await t.deps.jobs.stop();
});

function upload(accountId: number, content: string | Buffer, as = token) {
  const body = multipart(
    [{ name: 'gross.xml', type: 'application/xml', content: Buffer.from(content) }],
    {},
    'file',
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/bank-accounts/${accountId}/statements`,
    payload: body.payload,
    headers: { ...bearer(as), ...body.headers },
  });
}

interface Job {
  job_id: number;
  status: string;
  done: number;
  total: number;
  error: string | null;
  result: { imported: number; duplicates: number; statements: { id: number; warnings: string[] }[] } | null;
}

const whenFinished = async (id: number) => {
  let job: Job | undefined;
  await vi.waitFor(
    async () => {
      const res = await caller(t.app, token)('GET', `/api/bank-import-jobs/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      job = res.json();
      expect(job!.status).toMatch(/done|failed/);
    },
    { timeout: 120_000, interval: 200 },
  );
  return job!;
};

const transactionCount = (accountId: number) =>
  withTenant(t.deps.db, t.tenant.tenantId, async (tx) =>
    tx.$count(bankTransactions, eq(bankTransactions.bankAccountId, accountId)),
  );

describe('big statement files run as an import job', () => {
  let accountId: number;

  beforeAll(async () => {
    const res = await caller(t.app, token)('POST', '/api/bank-accounts', { name: 'Großkonto', iban: IBAN });
    expect(res.statusCode, res.body).toBe(201);
    accountId = res.json().id;
  });

  it('answers 202 with a job whose progress reaches all entries and whose result is the direct import’s', async () => {
    expect(Buffer.byteLength(bigCamt)).toBeGreaterThan(BANK_IMPORT_JOB_BYTES);
    const started = await upload(accountId, bigCamt);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({
      bank_account_id: accountId,
      file_name: 'gross.xml',
      result: null,
    });
    const job = await whenFinished(started.json().job_id);
    expect(job).toMatchObject({ status: 'done', done: ENTRIES, total: ENTRIES, error: null });
    expect(job.result).toMatchObject({ imported: ENTRIES, duplicates: 0 });
    expect(await transactionCount(accountId)).toBe(ENTRIES);
    // More open transactions than one answer carries: the newest are shown and the list says so.
    const list = await caller(t.app, token)(
      'GET',
      `/api/bank-transactions?bank_account_id=${accountId}&status=open`,
    );
    expect(list.json().items).toHaveLength(BANK_TRANSACTIONS_SHOWN);
    expect(list.json().truncated).toBe(true);

    // The same file imported directly (the synchronous path's service) into the same account of a
    // fresh tenant gives the same counts, balances and warnings.
    const other = await createTestTenant(t.deps, 'Vergleich');
    const otherToken = await signInAs(t.app, other.admin);
    const otherAccount = (
      await caller(t.app, otherToken)('POST', '/api/bank-accounts', { name: 'Großkonto', iban: IBAN })
    ).json();
    const statements = await readBankFile(new Uint8Array(Buffer.from(bigCamt)));
    const direct = await withTenant(t.deps.db, other.tenantId, (tx) =>
      importStatements(
        tx,
        { tenantId: other.tenantId, userId: null },
        otherAccount.id,
        statements,
        'gross.xml',
      ),
    );
    const withoutIds = (r: NonNullable<Job['result']>) => ({
      ...r,
      statements: r.statements.map(({ id: _id, ...rest }) => rest),
    });
    expect(withoutIds(job.result!)).toEqual(withoutIds(direct as NonNullable<Job['result']>));
  });

  it('adds nothing when the same big file is uploaded again', async () => {
    const again = await upload(accountId, bigCamt);
    expect(again.statusCode, again.body).toBe(202);
    const job = await whenFinished(again.json().job_id);
    expect(job).toMatchObject({ status: 'done', done: ENTRIES, total: ENTRIES });
    expect(job.result).toMatchObject({ imported: 0, duplicates: ENTRIES });
    expect(await transactionCount(accountId)).toBe(ENTRIES);
  });

  it('fails with a German reason and imports nothing of a broken big file', async () => {
    const res = await caller(t.app, token)('POST', '/api/bank-accounts', {
      name: 'Kaputt',
      iban: 'DE89370400440532013000',
    });
    const brokenAccount = res.json().id as number;
    const broken = bigCamt.slice(0, -200);
    const started = await upload(brokenAccount, broken);
    expect(started.statusCode, started.body).toBe(202);
    const job = await whenFinished(started.json().job_id);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/Datei|XML|Kontoauszug/);
    expect(job.result).toBeNull();
    expect(await transactionCount(brokenAccount)).toBe(0);
    const listed = await caller(t.app, token)('GET', `/api/bank-statements?bank_account_id=${brokenAccount}`);
    expect(listed.json().items).toEqual([]);
  });

  it('keeps small files on the synchronous answer of the automation contract', async () => {
    const small = buildCamt053({
      iban: IBAN,
      statementId: 'SMALL-1',
      openingBalance: '0.00',
      fromDate: '2026-12-01',
      toDate: '2026-12-01',
      entries: [
        { amount: '42.00', bookingDate: '2026-12-01', purpose: 'Kleine Zahlung', reference: 'SMALL-REF' },
      ],
    });
    const res = await upload(accountId, small);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 1,
      duplicates: 0,
      statements: [{ warnings: expect.any(Array) }],
    });
  });

  it('answers 404 for an unknown job', async () => {
    const res = await caller(t.app, token)('GET', '/api/bank-import-jobs/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Diesen Import gibt es nicht.');
  });
});
