import { entityImportContracts, type ImportableEntityType } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { analyzeImport } from '../entity-import.service.ts';

export const analyzeEntityImportRoute = (type: ImportableEntityType) =>
  defineRoute(entityImportContracts(type).analyze, ({ body, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => analyzeImport(tx, type, body)),
  );
