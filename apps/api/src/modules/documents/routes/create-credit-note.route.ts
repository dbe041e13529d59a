import { createCreditNote } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createCreditNote as createCreditNoteService } from '../document-follow-up.service.ts';

export const createCreditNoteRoute = defineRoute(createCreditNote, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => createCreditNoteService(tx, actorOf(auth), params.id)),
);
