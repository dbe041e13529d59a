import { healthCheck } from '@kontor/contracts';
import { sql } from 'drizzle-orm';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withoutTenant } from '../../../db/with-tenant.ts';
import { APP_VERSION } from '../../../version.ts';

export const healthCheckRoute = defineRoute(healthCheck, async ({ deps }) => {
  await withoutTenant(deps.db, (tx) => tx.execute(sql`select 1`));
  return {
    status: 'ok' as const,
    database: deps.database.kind,
    version: APP_VERSION,
    demo_documents: deps.startup.demoDocuments,
  };
});
