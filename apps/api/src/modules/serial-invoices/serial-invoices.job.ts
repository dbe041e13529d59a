import type { AppDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../core/jobs/jobs.ts';
import { systemActor } from '../../core/jobs/system-actor.ts';
import { listTenantIds } from '../../core/jobs/tenant-ids.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { runSerialInvoiceTemplate } from './serial-invoice-run.service.ts';
import { listDueTemplateIds } from './serial-invoices.repository.ts';
import { berlinToday } from '../../core/berlin-time.ts';

/**
 * Every due template of every tenant, each tenant inside its own RLS scope. A failing template
 * is logged and the others still run; its period stays due, so the next run tries again.
 */
export async function runAllDueSerialInvoices(deps: AppDeps, today = berlinToday()) {
  let invoices = 0;
  for (const tenantId of await listTenantIds(deps.database.ownerDb)) {
    const templateIds = await withTenant(deps.db, tenantId, (tx) => listDueTemplateIds(tx, today));
    for (const templateId of templateIds) {
      try {
        const runs = await runSerialInvoiceTemplate(deps, templateId, {
          today,
          trigger: 'schedule',
          actor: systemActor(tenantId),
        });
        invoices += runs.length;
      } catch (error) {
        deps.log.error({ err: error, tenantId, templateId }, 'serial invoice run failed');
      }
    }
  }
  return { invoices };
}

/** Daily early in the morning (Berlin), and once at start-up to catch up after downtime. */
export const serialInvoicesJob: JobDefinition = {
  name: 'serial-invoices',
  cron: '15 5 * * *',
  runAtStart: true,
  policy: 'exclusive',
  handle: async (deps) => {
    const { invoices } = await runAllDueSerialInvoices(deps);
    if (invoices > 0) deps.log.info({ invoices }, 'serial invoices written');
  },
};
