import { entityImportContracts, type ImportableEntityType } from '@kontor/contracts';
import { writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { runImport } from '../run-import.service.ts';

export const runEntityImportRoute = (type: ImportableEntityType) =>
  defineRoute(entityImportContracts(type).run, ({ body, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => runImport(tx, writerOf(auth), type, body)),
  );
