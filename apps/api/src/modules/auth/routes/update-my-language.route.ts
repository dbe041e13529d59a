import { updateMyLanguage } from '@kontor/contracts';
import { updateUserLanguage } from '../../../core/auth/users.repository.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';

// A preference of the person, not of a tenant: no history item.
export const updateMyLanguageRoute = defineRoute(updateMyLanguage, async ({ body, auth, deps }) => {
  await withTenant(deps.db, auth.tenantId, (tx) => updateUserLanguage(tx, auth.userId, body.language));
  return { language: body.language };
});
