import type { AppDeps } from '../../app-deps.ts';
import type { AuthContext } from '../../core/auth/request-auth.ts';
import { findUserById } from '../../core/auth/users.repository.ts';
import { unauthorized } from '../../core/http/errors.ts';
import { withoutTenant } from '../../db/with-tenant.ts';

/** The account behind the request: invitations go to its e-mail address. */
export async function signedInPerson(deps: AppDeps, auth: AuthContext) {
  const user = await withoutTenant(deps.db, (tx) => findUserById(tx, auth.userId));
  if (!user) throw unauthorized();
  return { id: user.id, email: user.email };
}
