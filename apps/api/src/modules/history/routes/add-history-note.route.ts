import { entityTypes, recordHistoryContracts } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { addHistoryNote } from '../record-history.service.ts';

/** POST /api/entities/<type>/:id/notes for every registry type, with that type's write permission. */
export const addHistoryNoteRoutes = entityTypes.map((type) =>
  defineRoute(recordHistoryContracts(type).addNote, ({ params, body, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => addHistoryNote(tx, actorOf(auth), type, params.id, body.text)),
  ),
);
