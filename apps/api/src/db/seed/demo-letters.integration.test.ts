import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../../modules/tenancy/index.ts';
import { addUser } from '../../test/test-tenant.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { letters } from '../schema/index.ts';
import { withTenant } from '../with-tenant.ts';
import { seedDemoLetters } from './seed-demo-letters.ts';
import { demoProfileEmails, seedMasterData } from './seed-master-data.ts';

const t = useTestApp();
const NOW = new Date('2026-11-22T09:00:00Z');
let tenantId: number;

beforeAll(async () => {
  const tenant = await provisionTenant(t.deps.database.ownerDb, {
    name: 'Muster Handwerk Brief GmbH',
    settings: { street: 'Werkstattweg 12', zip: '80331', city: 'München' },
  });
  tenantId = tenant.tenantId;
  for (const [alias, email] of Object.entries(demoProfileEmails)) {
    await addUser(t.deps, tenantId, tenant.roleIds['Mitarbeiter']!, alias, { email });
  }
  await seedMasterData(t.deps.db, tenantId, 'handwerk', NOW);
  await seedDemoLetters(t.deps, tenantId, NOW);
}, 120_000);

describe('demo letters', () => {
  it('are one finalized, printed letter with its archived PDF and one draft', async () => {
    const rows = await withTenant(t.deps.db, tenantId, (tx) =>
      tx.select().from(letters).orderBy(asc(letters.id)),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      status: 'finalized',
      letterDate: '2026-11-22',
      retentionUntil: expect.stringMatching(/^\d{4}-12-31$/),
      addressLines: expect.arrayContaining(['Hausverwaltung Obermeier GmbH']),
    });
    expect(rows[0]!.printedAt).not.toBeNull();
    expect(rows[0]!.renderedBody).toMatch(/^Sehr geehrte/);
    expect(rows[0]!.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[1]).toMatchObject({ status: 'draft', fileId: null });
  });
});
