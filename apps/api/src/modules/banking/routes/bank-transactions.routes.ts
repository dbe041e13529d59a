import {
  allocateBankTransaction,
  ignoreBankTransaction,
  listBankTransactions,
  undoBankTransaction,
} from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as transactions from '../bank-transactions.service.ts';

export const listBankTransactionsRoute = defineRoute(listBankTransactions, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => transactions.listBankTransactions(tx, actorOf(auth), query)),
);

export const allocateBankTransactionRoute = defineRoute(
  allocateBankTransaction,
  ({ params, body, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) =>
      transactions.allocateBankTransaction(tx, actorOf(auth), params.id, body),
    ),
);

export const ignoreBankTransactionRoute = defineRoute(ignoreBankTransaction, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    transactions.ignoreBankTransaction(tx, actorOf(auth), params.id),
  ),
);

export const undoBankTransactionRoute = defineRoute(undoBankTransaction, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => transactions.undoBankTransaction(tx, actorOf(auth), params.id)),
);
