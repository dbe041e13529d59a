// Banking without a database: reading a 100,000-entry CAMT.053 as a stream (time and peak memory)
// and matching 10,000 bank transactions against 10,000 open items (time).
// Run from the repository root: `npm run bench:banking`. See docs/PERFORMANCE.md.
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { finished } from 'node:stream/promises';
import {
  checkBalanceChain,
  identifyTransactions,
  readCamt,
  statementTransactions,
  suggestMatches,
  type MatchableTransaction,
  type OpenItem,
} from '@kontor/banking';
import { randomBytes } from 'node:crypto';
import { openPostgres } from '../apps/api/src/db/open-postgres.ts';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import { createBankAccount, importStatements } from '../apps/api/src/modules/banking/index.ts';
import { provisionTenant } from '../apps/api/src/modules/tenancy/index.ts';
import { wholeNumberFromEnv } from './lib/env-number.ts';
import { createBenchDatabase } from './lib/postgres-database.ts';

const entries = wholeNumberFromEnv('BENCH_CAMT_ENTRIES', 100_000, 1);
const items = wholeNumberFromEnv('BENCH_OPEN_ITEMS', 10_000, 1);
const transactions = wholeNumberFromEnv('BENCH_TRANSACTIONS', 10_000, 1);

// The machine is shared: CPU time of this process shows the work even when the wall clock waits for a core.
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const amountOf = (i: number) =>
  `${(i * 7919) % 500_000}.${String((i * 37) % 100).padStart(2, '0')}`.replace(/^(\d+)/, (d) =>
    String(Number(d) + 1),
  );

/** A CAMT.053.001.08 statement with `count` entries, each with one TxDtls, written as a stream. */
async function writeCamt(path: string, count: number) {
  const out = createWriteStream(path);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((ok) => out.once('drain', () => ok()));
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>' +
      '<GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2026-11-25T08:00:00+01:00</CreDtTm></GrpHdr><Stmt><Id>BENCH-1</Id>' +
      '<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>' +
      '<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-24</Dt></Dt></Bal>\n',
  );
  for (let i = 0; i < count; i++) {
    await write(
      `<Ntry><Amt Ccy="EUR">${amountOf(i)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>` +
        `<BookgDt><Dt>2026-11-25</Dt></BookgDt><ValDt><Dt>2026-11-25</Dt></ValDt><AcctSvcrRef>REF${i}</AcctSvcrRef>` +
        '<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls><TxDtls>' +
        `<Refs><EndToEndId>E2E-${i}</EndToEndId></Refs><Amt Ccy="EUR">${amountOf(i)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>` +
        `<RltdPties><Dbtr><Pty><Nm>Kunde ${i} GmbH</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></DbtrAcct></RltdPties>` +
        `<RmtInf><Ustrd>Rechnung RE-2026-${String(i).padStart(6, '0')} Kundennummer ${10000 + (i % 5000)}</Ustrd></RmtInf>` +
        '</TxDtls></NtryDtls></Ntry>\n',
    );
  }
  await write('</Stmt></BkToCstmrStmt></Document>\n');
  out.end();
  await finished(out);
}

async function benchCamt() {
  const dir = mkdtempSync(join(tmpdir(), 'kontor-bench-camt-'));
  try {
    const path = join(dir, 'camt053.xml');
    await writeCamt(path, entries);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const start = performance.now();
    const cpu = process.cpuUsage();
    const doc = await readCamt(createReadStream(path, { highWaterMark: 1 << 20 }));
    const ms = performance.now() - start;
    const cpuMs = cpuMsSince(cpu);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const read = doc.statements[0]!.entries.length;
    console.log(
      `CAMT.053 stream, ${read.toLocaleString('en')} entries (${mb(statSync(path).size)} file): ${(ms / 1000).toFixed(2)} s wall, ${(cpuMs / 1000).toFixed(2)} s CPU, ` +
        `peak RSS ${mb(peak)} (before ${mb(rssBefore)}; limits 10 s / 600 MB)`,
    );
    // What the import does with the read file before its database writes: one transaction per
    // payment, the identity keys that make it idempotent, the balance check.
    const prepStart = performance.now();
    const prepCpu = process.cpuUsage();
    const txs = statementTransactions(doc.statements);
    const keys = identifyTransactions(txs);
    const warnings = doc.statements.flatMap(checkBalanceChain);
    console.log(
      `import preparation (transactions, identity keys, balance check) for ${keys.length.toLocaleString('en')} payments: ` +
        `${((performance.now() - prepStart) / 1000).toFixed(2)} s wall, ${(cpuMsSince(prepCpu) / 1000).toFixed(2)} s CPU (${warnings.length} warnings)`,
    );
    await benchDatabaseImport(doc.statements);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The whole import into PostgreSQL, as the background job runs it (one transaction), then the same
 * file again: idempotency means the second run writes nothing. Only this process's CPU is shown.
 */
async function benchDatabaseImport(statements: Parameters<typeof importStatements>[3]) {
  const created = await createBenchDatabase();
  if ('skipped' in created) {
    console.log(`database import skipped: ${created.skipped}`);
    return;
  }
  const database = await openPostgres({ url: created.url, secretKey: randomBytes(32), poolSize: 2 });
  try {
    const { tenantId } = await provisionTenant(database.ownerDb, { name: 'Bench Bank GmbH' });
    const actor = { tenantId, userId: null };
    const account = await withTenant(database.db, tenantId, (tx) =>
      createBankAccount(tx, actor, {
        name: 'Bench',
        iban: 'DE89370400440532013000',
        bic: null,
        currency: 'EUR',
        opening_balance: '0.00',
      }),
    );
    for (const run of ['first import', 'same file again']) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      const result = await withTenant(database.db, tenantId, (tx) =>
        importStatements(tx, actor, account.id, statements, 'camt053.xml'),
      );
      console.log(
        `PostgreSQL ${run}: ${result.imported.toLocaleString('en')} imported, ${result.duplicates.toLocaleString('en')} already there: ` +
          `${((performance.now() - start) / 1000).toFixed(2)} s wall, ${(cpuMsSince(cpu) / 1000).toFixed(2)} s CPU of this process`,
      );
    }
  } finally {
    await database.close();
    await created.drop();
  }
}

function benchMatching() {
  // Every fifth open item is an approved incoming invoice, paid by money going out.
  const supplier = (i: number) => i % 5 === 4;
  const numberOf = (i: number) =>
    supplier(i) ? `LF-${String(i).padStart(6, '0')}` : `RE-2026-${String(i).padStart(5, '0')}`;
  const partnerOf = (i: number) => `${supplier(i) ? 'Lieferant' : 'Kunde'} ${i % 3000} GmbH`;
  const open: OpenItem[] = Array.from({ length: items }, (_, i) => ({
    targetType: supplier(i) ? 'incoming_invoice' : 'document',
    targetId: `d${i}`,
    kind: 'invoice',
    number: numberOf(i),
    partnerNumber: String((supplier(i) ? 70000 : 10000) + (i % 3000)),
    partnerName: partnerOf(i),
    partnerIbans: [`DE${String(i % 3000).padStart(20, '0')}`],
    openAmount: amountOf(i),
    skontoAmount: i % 4 === 0 ? amountOf(i + 1) : null,
    skontoDeadline: i % 4 === 0 ? '2026-11-30' : null,
    skontoPercent: i % 4 === 0 ? '2' : null,
    documentDate: '2026-10-15',
    dueDate: '2026-11-15',
    endToEndIds: [],
  }));
  // 70 % name their invoice, 20 % only pay the amount from a known IBAN, 10 % belong to nothing;
  // a fifth of them are our payments to suppliers.
  const txs: MatchableTransaction[] = Array.from({ length: transactions }, (_, i) => {
    const target = (i * 7) % items;
    const kind = i % 10;
    return {
      id: `t${i}`,
      amount: kind === 9 ? '-49.99' : `${supplier(target) ? '-' : ''}${amountOf(target)}`,
      bookingDate: '2026-11-20',
      counterpartyName: kind === 9 ? 'Vermieter' : partnerOf(target).toUpperCase(),
      counterpartyIban: kind === 9 ? null : `DE${String(target % 3000).padStart(20, '0')}`,
      purpose: kind < 7 ? `Rechnung ${numberOf(target)} Danke` : 'Zahlung',
      endToEndId: null,
    };
  });
  suggestMatches(txs.slice(0, 200), open); // warm-up: JIT
  const start = performance.now();
  const cpu = process.cpuUsage();
  const results = suggestMatches(txs, open);
  const ms = performance.now() - start;
  const cpuMs = cpuMsSince(cpu);
  const withSuggestion = results.filter((r) => r.suggestions.length).length;
  console.log(
    `matching ${transactions.toLocaleString('en')} transactions × ${items.toLocaleString('en')} open items: ${(ms / 1000).toFixed(2)} s wall, ${(cpuMs / 1000).toFixed(2)} s CPU ` +
      `(${withSuggestion.toLocaleString('en')} with suggestions; limit 2 s)`,
  );
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores (wall times grow with it; CPU times much less)`,
);
await benchCamt();
benchMatching();
