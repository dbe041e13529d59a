import { getSystemStatus } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { APP_VERSION } from '../../../version.ts';

// Reads configuration and asks the file store: no tenant data, so no transaction is opened.
export const getSystemStatusRoute = defineRoute(getSystemStatus, async ({ deps }) => {
  const storage = await deps.blobStore.check();
  // Where and why stays in the log; the page only says whether it works.
  if (!storage.ok)
    deps.log.warn({ location: storage.location, problem: storage.problem }, 'file store not usable');
  return {
    version: APP_VERSION,
    database: deps.database.kind,
    mail: { configured: deps.mailer.delivers },
    realtime: { path: '/realtime/v1' as const },
    storage: { kind: deps.blobStore.kind, ok: storage.ok },
  };
});
