import { getVatReturnEntries } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getVatReturnEntries as entriesOf } from '../vat-return.service.ts';

export const getVatReturnEntriesRoute = defineRoute(getVatReturnEntries, ({ params, query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => entriesOf(tx, params.kennzahl, query)),
);
