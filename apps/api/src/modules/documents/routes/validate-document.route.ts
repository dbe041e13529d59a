import { validateDocument } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { validateDocumentEinvoice } from '../document-validation.service.ts';

export const validateDocumentRoute = defineRoute(validateDocument, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => validateDocumentEinvoice(deps, tx, auth.tenantId, params.id)),
);
