import {
  bookBankTransactionByRule,
  createBankRule,
  deleteBankRule,
  listBankRules,
  updateBankRule,
} from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as rules from '../bank-rules.service.ts';
import { bookByRule } from '../rule-booking.service.ts';

export const listBankRulesRoute = defineRoute(listBankRules, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) => rules.listBankRules(tx, actorOf(auth))),
}));

export const createBankRuleRoute = defineRoute(createBankRule, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => rules.createBankRule(tx, actorOf(auth), body)),
);

export const updateBankRuleRoute = defineRoute(updateBankRule, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => rules.updateBankRule(tx, actorOf(auth), params.id, body)),
);

export const deleteBankRuleRoute = defineRoute(deleteBankRule, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => rules.deleteBankRule(tx, actorOf(auth), params.id)),
);

export const bookBankTransactionByRuleRoute = defineRoute(
  bookBankTransactionByRule,
  ({ params, body, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => bookByRule(tx, actorOf(auth), params.id, body.rule_id)),
);
