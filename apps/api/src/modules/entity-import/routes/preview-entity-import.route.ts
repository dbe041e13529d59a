import { entityImportContracts, type ImportableEntityType } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { previewImport } from '../entity-import.service.ts';

export const previewEntityImportRoute = (type: ImportableEntityType) =>
  defineRoute(entityImportContracts(type).preview, ({ body, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => previewImport(tx, auth.tenantId, type, body)),
  );
