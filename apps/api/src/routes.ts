import { MANAGE_FILES, type Permission } from '@kontor/contracts';
import type { RouteDefinition } from './core/http/define-route.ts';
import { accountingRoutes } from './modules/accounting/index.ts';
import { dataExportsRoutes } from './modules/data-exports/index.ts';
import { bankingRoutes } from './modules/banking/index.ts';
import { incomingInvoicesRoutes } from './modules/incoming-invoices/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { documentSendingRoutes } from './modules/document-sending/index.ts';
import { emailAccountsRoutes } from './modules/email-accounts/index.ts';
import { emailsRoutes } from './modules/emails/index.ts';
import { externalDevicesRoutes } from './modules/external-devices/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { customFieldsRoutes } from './modules/custom-fields/index.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { dunningRoutes } from './modules/dunning/index.ts';
import { entitiesRoutes } from './modules/entities/index.ts';
import { entityImportRoutes } from './modules/entity-import/index.ts';
import { filesRoutes } from './modules/files/index.ts';
import { historyRoutes } from './modules/history/index.ts';
import { invitationsRoutes } from './modules/invitations/index.ts';
import { mfaRoutes } from './modules/mfa/index.ts';
import { numberRangesRoutes } from './modules/number-ranges/index.ts';
import { profilesRoutes } from './modules/profiles/index.ts';
import { projectsRoutes } from './modules/projects/index.ts';
import { rolesRoutes } from './modules/roles/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { serialInvoicesRoutes } from './modules/serial-invoices/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { textTemplatesRoutes } from './modules/text-templates/index.ts';
import { timesRoutes } from './modules/times/index.ts';
import { calendarRoutes } from './modules/calendar/index.ts';
import { workingTimesRoutes } from './modules/working-times/index.ts';
import { supportRoutes } from './modules/support/index.ts';
import { lettersRoutes } from './modules/letters/index.ts';
import { formsRoutes } from './modules/forms/index.ts';

/** Every API route of Kontor. A module adds its list here; the permission snapshot test reads it. */
export const allRoutes: RouteDefinition[] = [
  ...systemRoutes,
  ...authRoutes,
  ...settingsRoutes,
  ...rolesRoutes,
  ...profilesRoutes,
  ...invitationsRoutes,
  ...historyRoutes,
  ...customFieldsRoutes,
  ...numberRangesRoutes,
  ...mfaRoutes,
  ...entitiesRoutes,
  ...entityImportRoutes,
  ...textTemplatesRoutes,
  ...filesRoutes,
  ...emailAccountsRoutes,
  ...externalDevicesRoutes,
  ...documentSendingRoutes,
  ...documentsRoutes,
  ...dunningRoutes,
  ...serialInvoicesRoutes,
  ...accountingRoutes,
  ...dataExportsRoutes,
  ...workingTimesRoutes,
  ...bankingRoutes,
  ...incomingInvoicesRoutes,
  ...supportRoutes,
  ...lettersRoutes,
  ...formsRoutes,
  ...emailsRoutes,
  ...timesRoutes,
  ...calendarRoutes,
  ...projectsRoutes,
  ...dashboardRoutes,
];

/**
 * Permissions checked inside services (which records a writer may touch) rather than by a
 * route's access. Together with the routes they must cover the whole role catalogue
 * (routes.test.ts): a permission nothing checks is a promise the role editor cannot keep.
 */
// `workingTimes.manage` is checked in services too (others' absences and working times), but
// closing a month is a route of its own, so the route list already covers it.
// incomingInvoices.approve: the status route needs write; approving checks approve in the service.
export const serviceCheckedPermissions: readonly Permission[] = [MANAGE_FILES, 'incomingInvoices.approve'];
