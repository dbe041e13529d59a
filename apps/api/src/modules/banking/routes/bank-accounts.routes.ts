import {
  createBankAccount,
  deleteBankAccount,
  getBankAccount,
  listBankAccounts,
  saveBankCsvMapping,
  updateBankAccount,
} from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as accounts from '../bank-accounts.service.ts';

export const listBankAccountsRoute = defineRoute(listBankAccounts, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) => accounts.listBankAccounts(tx, actorOf(auth))),
}));

export const createBankAccountRoute = defineRoute(createBankAccount, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => accounts.createBankAccount(tx, actorOf(auth), body)),
);

export const getBankAccountRoute = defineRoute(getBankAccount, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => accounts.getBankAccount(tx, actorOf(auth), params.id)),
);

export const updateBankAccountRoute = defineRoute(updateBankAccount, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => accounts.updateBankAccount(tx, actorOf(auth), params.id, body)),
);

export const deleteBankAccountRoute = defineRoute(deleteBankAccount, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => accounts.deleteBankAccount(tx, actorOf(auth), params.id)),
);

export const saveBankCsvMappingRoute = defineRoute(saveBankCsvMapping, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    accounts.saveCsvMapping(tx, actorOf(auth), params.id, body.mapping),
  ),
);
