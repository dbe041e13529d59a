import { getBankStatement, importBankStatement, listBankStatements } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as statements from '../bank-statements.service.ts';
import { importStatements, readBankFile } from '../statement-import.service.ts';
import { receiveBankFile } from './receive-bank-file.ts';

export const importBankStatementRoute = defineRoute(
  importBankStatement,
  async ({ params, auth, deps, request }) => {
    const file = await receiveBankFile(request);
    const read = await readBankFile(file.bytes);
    return withTenant(deps.db, auth.tenantId, (tx) =>
      importStatements(tx, actorOf(auth), params.id, read, file.fileName),
    );
  },
);

export const listBankStatementsRoute = defineRoute(listBankStatements, async ({ query, auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) =>
    statements.listBankStatements(tx, actorOf(auth), query),
  ),
}));

export const getBankStatementRoute = defineRoute(getBankStatement, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => statements.getBankStatement(tx, actorOf(auth), params.id)),
);
