import {
  addTicketNote,
  bookTicketTime,
  createTicket,
  getSupportSettings,
  getTicket,
  listMailImports,
  listTickets,
  replyToTicket,
  updateSupportSettings,
  updateTicket,
} from '@kontor/contracts';
import { actorOf, writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as mailImports from '../mail-imports.service.ts';
import * as settings from '../support-settings.service.ts';
import * as thread from '../thread.service.ts';
import * as time from '../ticket-time.service.ts';
import * as tickets from '../tickets.service.ts';

export const listTicketsRoute = defineRoute(listTickets, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => tickets.listTickets(tx, actorOf(auth), query)),
);

export const getTicketRoute = defineRoute(getTicket, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => tickets.getTicket(tx, params.id)),
);

export const createTicketRoute = defineRoute(createTicket, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => tickets.createTicket(tx, actorOf(auth), body)),
);

export const updateTicketRoute = defineRoute(updateTicket, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => tickets.updateTicket(tx, actorOf(auth), params.id, body)),
);

export const addTicketNoteRoute = defineRoute(addTicketNote, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => thread.addNote(tx, actorOf(auth), params.id, body)),
);

export const replyToTicketRoute = defineRoute(replyToTicket, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => thread.replyToTicket(deps, tx, actorOf(auth), params.id, body)),
);

export const getSupportSettingsRoute = defineRoute(getSupportSettings, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => settings.getSupportSettings(tx)),
);

export const updateSupportSettingsRoute = defineRoute(updateSupportSettings, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => settings.updateSupportSettings(tx, actorOf(auth), body)),
);

export const bookTicketTimeRoute = defineRoute(bookTicketTime, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => time.bookTicketTime(tx, writerOf(auth), params.id, body)),
);

export const listMailImportsRoute = defineRoute(listMailImports, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => mailImports.listMailImports(tx)),
);
