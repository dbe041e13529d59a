import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../../modules/tenancy/index.ts';
import { addUser, bearer, signInAs } from '../../test/test-tenant.ts';
import { testDatabaseKind } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { documentArchive, documents, dunningNotices } from '../schema/index.ts';
import { withTenant } from '../with-tenant.ts';
import { seedDemoDocuments } from './seed-demo-documents.ts';
import { demoProfileEmails, seedMasterData } from './seed-master-data.ts';

const t = useTestApp();
const NOW = new Date('2026-11-22T09:00:00Z');
let tenantId: number;
let token: string;
let seedMs = 0;
let seedCpuMs = 0;
let finalized = 0;

beforeAll(async () => {
  const tenant = await provisionTenant(t.deps.database.ownerDb, {
    name: 'Muster Handwerk Demo GmbH',
    settings: {
      legalForm: 'GmbH',
      street: 'Werkstattweg 12',
      zip: '80331',
      city: 'München',
      email: 'info@muster-handwerk.de',
      // XRechnung needs the seller contact's phone (BR-DE-6).
      phone: '+49 89 1234567',
      managingDirectors: 'Maria Muster',
      registerCourt: 'Amtsgericht München',
      registerNumber: 'HRB 123456',
      taxNumber: '143/123/45678',
      vatId: 'DE123456789',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      bankName: 'Deutsche Kreditbank Berlin',
    },
  });
  tenantId = tenant.tenantId;
  const admin = await addUser(t.deps, tenantId, tenant.roleIds['Administrator']!, 'admin');
  // The master data refers to the demo people (task assignees, project leads).
  for (const [alias, email] of Object.entries(demoProfileEmails)) {
    await addUser(t.deps, tenantId, tenant.roleIds['Mitarbeiter']!, alias, { email });
  }
  await seedMasterData(t.deps.db, tenantId, 'handwerk', NOW);
  const started = performance.now();
  const cpu = process.cpuUsage();
  finalized = await seedDemoDocuments(t.deps, tenantId, NOW);
  seedMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  seedCpuMs = (used.user + used.system) / 1000;
  token = await signInAs(t.app, admin);
}, 300_000);

const tallyOf = () =>
  withTenant(t.deps.db, tenantId, (tx) =>
    tx
      .select({ type: documents.type, status: documents.status, n: count() })
      .from(documents)
      .groupBy(documents.type, documents.status),
  );

describe('demo year of documents', () => {
  it('is written through the documents services in reasonable time', () => {
    process.stdout.write(
      `demo documents on ${testDatabaseKind()}: ${finalized} finalized in ${Math.round(seedMs)} ms, ${Math.round(seedCpuMs)} ms CPU\n`,
    );
    expect(finalized).toBeGreaterThanOrEqual(60);
  });

  it('holds quotes in every state, order confirmations, paid and open invoices, Storno and credit note', async () => {
    const tally = await tallyOf();
    const n = (type: string, status?: string) =>
      tally.filter((r) => r.type === type && (!status || r.status === status)).reduce((s, r) => s + r.n, 0);
    expect(n('quote')).toBe(12);
    expect(n('quote', 'accepted')).toBe(5);
    expect(n('quote', 'rejected')).toBe(3);
    expect(n('quote', 'draft')).toBe(1);
    expect(n('orderConfirmation')).toBe(5);
    expect(n('invoice') + n('advanceInvoice') + n('finalInvoice')).toBeGreaterThanOrEqual(40);
    expect(n('invoice', 'paid')).toBeGreaterThanOrEqual(30);
    expect(n('invoice', 'cancelled')).toBe(1);
    expect(n('cancellation')).toBe(1);
    expect(n('creditNote', 'sent')).toBe(1);
    expect(n('advanceInvoice', 'paid')).toBe(1);
    expect(n('finalInvoice', 'paid')).toBe(1);
    // Every finalized document has its archived PDF.
    const [archived] = await withTenant(t.deps.db, tenantId, (tx) =>
      tx.select({ n: count() }).from(documentArchive),
    );
    expect(archived!.n).toBeGreaterThanOrEqual(finalized);
  });

  it('leaves four invoices overdue today, one of them with a Zahlungserinnerung', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dunning?as_of=2026-11-22',
      headers: bearer(token),
    });
    const overview = response.json();
    const items = overview.groups.flatMap((g: { items: unknown[] }) => g.items);
    expect(items).toHaveLength(4);
    expect(overview.groups.find((g: { level: number }) => g.level === 1).items).toHaveLength(1);
    const [notices] = await withTenant(t.deps.db, tenantId, (tx) =>
      tx.select({ n: count() }).from(dunningNotices),
    );
    expect(notices!.n).toBe(1);
  });
});

describe('demo year in the books', () => {
  it('is booked: revenue and output VAT on the credit side, the receivables on the debtors', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/accounting/accounts?from=2000-01-01&to=2099-12-31',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as { number: string; balance: string }[];
    const cents = (n: string) => Math.round(Number(n) * 100);
    const balanceOf = (number: string) => cents(items.find((i) => i.number === number)?.balance ?? '0');
    expect(items.reduce((sum, i) => sum + cents(i.balance), 0)).toBe(0);
    expect(balanceOf('8400')).toBeLessThan(0);
    expect(balanceOf('1776')).toBeLessThan(0);
    // The debtors hold what was invoiced less credit notes, Stornos and what the payments settled.
    const [sums] = await withTenant(t.deps.db, tenantId, (tx) =>
      tx
        .select({
          due: sql<string>`sum(case when ${documents.type} in ('invoice','advanceInvoice','finalInvoice') then ${documents.payableTotal} - ${documents.paidTotal} when ${documents.type} = 'creditNote' then -${documents.grossTotal} + ${documents.paidTotal} when ${documents.type} = 'cancellation' then -${documents.grossTotal} else 0 end)::text`,
        })
        .from(documents)
        .where(sql`${documents.status} <> 'draft'`),
    );
    const debtors = items.filter((i) => i.number.length === 5).reduce((sum, i) => sum + cents(i.balance), 0);
    expect(debtors).toBe(cents(sums!.due));
    // The payments went to the bank.
    expect(balanceOf('1200')).toBeGreaterThan(0);
  });
});
