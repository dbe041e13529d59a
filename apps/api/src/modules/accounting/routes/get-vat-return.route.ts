import { getVatReturn } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getVatReturn as vatReturnOf } from '../vat-return.service.ts';

export const getVatReturnRoute = defineRoute(getVatReturn, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => vatReturnOf(tx, query)),
);
