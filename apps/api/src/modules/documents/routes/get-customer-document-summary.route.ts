import { getCustomerDocumentSummary } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getCustomerDocumentSummary as summarize } from '../customer-document-summary.service.ts';

export const getCustomerDocumentSummaryRoute = defineRoute(
  getCustomerDocumentSummary,
  ({ params, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => summarize(tx, auth.tenantId, params.id)),
);
