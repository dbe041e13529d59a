import {
  createAppointment,
  createCalendarFeed,
  deleteAppointment,
  downloadCalendarFeed,
  getAppointment,
  getCalendar,
  getCalendarFeed,
  moveAppointment,
  revokeCalendarFeed,
  updateAppointment,
} from '@kontor/contracts';
import { writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as appointments from '../appointments.service.ts';
import * as feeds from '../calendar-feed.service.ts';
import { getCalendarView } from '../calendar-view.service.ts';

export const getCalendarRoute = defineRoute(getCalendar, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => getCalendarView(tx, writerOf(auth), query)),
);

export const getAppointmentRoute = defineRoute(getAppointment, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => appointments.getAppointment(tx, auth.tenantId, params.id)),
);

export const createAppointmentRoute = defineRoute(createAppointment, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => appointments.createAppointment(tx, writerOf(auth), body)),
);

export const updateAppointmentRoute = defineRoute(updateAppointment, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    appointments.updateAppointment(tx, writerOf(auth), params.id, body),
  ),
);

export const moveAppointmentRoute = defineRoute(moveAppointment, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    appointments.moveAppointment(tx, writerOf(auth), params.id, body),
  ),
);

export const deleteAppointmentRoute = defineRoute(deleteAppointment, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => appointments.deleteAppointment(tx, writerOf(auth), params.id)),
);

export const getCalendarFeedRoute = defineRoute(getCalendarFeed, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => feeds.getFeedStatus(tx, writerOf(auth))),
);

export const createCalendarFeedRoute = defineRoute(createCalendarFeed, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => feeds.createFeed(deps, tx, writerOf(auth))),
);

export const revokeCalendarFeedRoute = defineRoute(revokeCalendarFeed, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => feeds.revokeFeed(tx, writerOf(auth))),
);

/** No session: the secret token in the path is the credential (calendar apps subscribe to it). */
export const downloadCalendarFeedRoute = defineRoute(
  downloadCalendarFeed,
  async ({ params, deps, reply }) => {
    const body = await feeds.renderFeed(deps, params.token);
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="kontor.ics"')
      .header('cache-control', 'no-store');
    return body;
  },
);
