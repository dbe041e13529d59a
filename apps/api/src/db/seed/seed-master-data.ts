import { ZTextTemplateInput } from '@kontor/contracts';
import { archiveEntity, createEntity, systemWriter } from '../../modules/entities/index.ts';
import { createTextTemplate } from '../../modules/text-templates/index.ts';
import type { AppDb } from '../database.ts';
import { profiles } from '../schema/index.ts';
import { withTenant } from '../with-tenant.ts';
import { demoMasterData, type DemoCompany } from './demo-master-data.ts';
import { resolveRefs, type DemoProfile } from './demo-records.ts';
import { demoTextTemplates } from './demo-text-templates.ts';

/** Which demo account each profile alias of the demo data stands for. */
export const demoProfileEmails: Record<DemoProfile, string> = {
  dana: 'demo@kontor.test',
  max: 'mitarbeiter@kontor.test',
  nina: 'neu@kontor.test',
};

/**
 * Writes a demo tenant's master data and text templates through the same services the API uses,
 * so numbers, search text, links and history are exactly what a user's own input would produce.
 * One transaction per tenant: fast on PGlite, and a failure leaves no half-filled tenant.
 */
export async function seedMasterData(db: AppDb, tenantId: number, company: DemoCompany, now = new Date()) {
  // Nobody typed these records: the history shows the system as their author.
  const actor = systemWriter(tenantId);
  await withTenant(db, tenantId, async (tx) => {
    const people = await tx.select({ id: profiles.id, email: profiles.email }).from(profiles);
    const profileId = (alias: DemoProfile) => people.find((p) => p.email === demoProfileEmails[alias])?.id;
    const ids = new Map<string, number>();
    for (const record of demoMasterData(company, now)) {
      const created = await createEntity(tx, actor, record.type, {
        number: record.number ?? null,
        data: resolveRefs(record.data, (key) => ids.get(key), profileId),
      });
      if (record.key) {
        if (ids.has(record.key)) throw new Error(`demo data: key "${record.key}" used twice`);
        ids.set(record.key, created.id);
      }
      if (record.archived) await archiveEntity(tx, actor, record.type, created.id);
    }
    for (const template of demoTextTemplates[company])
      await createTextTemplate(tx, actor, ZTextTemplateInput.parse(template));
  });
}
