import { listDocumentEmails } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listDocumentEmails as listDocumentEmailsService } from '../list-document-emails.service.ts';

export const listDocumentEmailsRoute = defineRoute(listDocumentEmails, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => listDocumentEmailsService(tx, params.id)),
);
