import { getSystemStatus } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { APP_VERSION } from '../../../version.ts';

// Reads configuration only: no tenant data, so no transaction is opened.
export const getSystemStatusRoute = defineRoute(getSystemStatus, async ({ deps }) => ({
  version: APP_VERSION,
  database: deps.database.kind,
  mail: { configured: deps.mailer.delivers },
  realtime: { path: '/realtime/v1' as const },
}));
