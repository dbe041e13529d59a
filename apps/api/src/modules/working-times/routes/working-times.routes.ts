import {
  clockIn,
  clockOut,
  closeWorkingTimeMonth,
  correctWorkingTime,
  createWorkingTime,
  deleteWorkingTime,
  downloadWorkingTimeEvaluationPdf,
  endWorkingTimeBreak,
  getWorkingTime,
  getWorkingTimeClock,
  getWorkingTimeEvaluation,
  listWorkingTimes,
  startWorkingTimeBreak,
} from '@kontor/contracts';
import { writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as clock from '../clock.service.ts';
import { getEvaluation, renderEvaluationPdf } from '../evaluation.service.ts';
import { closeMonth } from '../month-closing.service.ts';
import * as records from '../working-times.service.ts';

export const createWorkingTimeRoute = defineRoute(createWorkingTime, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => records.createWorkingTime(tx, writerOf(auth), body)),
);

export const listWorkingTimesRoute = defineRoute(listWorkingTimes, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    records.listWorkingTimes(tx, writerOf(auth), query.profile_id, query.month),
  ),
);

export const getWorkingTimeRoute = defineRoute(getWorkingTime, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => records.getWorkingTime(tx, writerOf(auth), params.id)),
);

export const correctWorkingTimeRoute = defineRoute(correctWorkingTime, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => records.correctWorkingTime(tx, writerOf(auth), params.id, body)),
);

export const deleteWorkingTimeRoute = defineRoute(deleteWorkingTime, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => records.deleteWorkingTime(tx, writerOf(auth), params.id, body)),
);

export const getWorkingTimeEvaluationRoute = defineRoute(getWorkingTimeEvaluation, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => getEvaluation(tx, writerOf(auth), query)),
);

export const downloadWorkingTimeEvaluationPdfRoute = defineRoute(
  downloadWorkingTimeEvaluationPdf,
  async ({ query, auth, deps, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) =>
      renderEvaluationPdf(deps, tx, writerOf(auth), query),
    );
    const encoded = encodeURIComponent(file.fileName);
    reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `${query.disposition}; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encoded}`,
      )
      .header('cache-control', 'no-store');
    return Buffer.from(file.bytes);
  },
);

export const closeWorkingTimeMonthRoute = defineRoute(closeWorkingTimeMonth, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => closeMonth(tx, writerOf(auth), body)),
);

// `profile_id`: a manager clocks for someone else (personFor checks workingTimes.manage).
export const getWorkingTimeClockRoute = defineRoute(getWorkingTimeClock, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    clock.getClock(tx, writerOf(auth), new Date(), query.profile_id),
  ),
);

export const clockInRoute = defineRoute(clockIn, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    clock.clockIn(tx, writerOf(auth), body.source, new Date(), body.profile_id),
  ),
);

export const clockOutRoute = defineRoute(clockOut, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    clock.clockOut(tx, writerOf(auth), new Date(), body?.profile_id),
  ),
);

export const startWorkingTimeBreakRoute = defineRoute(startWorkingTimeBreak, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    clock.startBreak(tx, writerOf(auth), new Date(), body?.profile_id),
  ),
);

export const endWorkingTimeBreakRoute = defineRoute(endWorkingTimeBreak, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    clock.endBreak(tx, writerOf(auth), new Date(), body?.profile_id),
  ),
);
