import {
  approveTimeEntries,
  createTimeEntry,
  deleteTimeEntry,
  exportTimeEntries,
  getTimer,
  invoiceTimeEntries,
  listTimeEntries,
  startTimer,
  stopTimer,
  updateTimeEntry,
} from '@kontor/contracts';
import { writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as entries from '../time-entries.service.ts';
import { exportTimeEntryList } from '../time-export.service.ts';
import { invoiceTimeEntries as invoiceEntries } from '../time-invoice.service.ts';
import * as timer from '../timer.service.ts';
import { sendDownload } from '../../../core/http/send-download.ts';

export const listTimeEntriesRoute = defineRoute(listTimeEntries, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => entries.listTimeEntries(tx, writerOf(auth), query)),
);

export const exportTimeEntriesRoute = defineRoute(exportTimeEntries, async ({ query, auth, deps, reply }) => {
  const file = await withTenant(deps.db, auth.tenantId, (tx) =>
    exportTimeEntryList(tx, writerOf(auth), query),
  );
  return sendDownload(reply, file, file.contentType);
});

export const createTimeEntryRoute = defineRoute(createTimeEntry, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => entries.createTimeEntry(tx, writerOf(auth), body)),
);

export const updateTimeEntryRoute = defineRoute(updateTimeEntry, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => entries.updateTimeEntry(tx, writerOf(auth), params.id, body)),
);

export const deleteTimeEntryRoute = defineRoute(deleteTimeEntry, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => entries.deleteTimeEntry(tx, writerOf(auth), params.id)),
);

export const approveTimeEntriesRoute = defineRoute(approveTimeEntries, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => entries.approveTimeEntries(tx, writerOf(auth), body.ids)),
);

export const invoiceTimeEntriesRoute = defineRoute(invoiceTimeEntries, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => invoiceEntries(deps, tx, writerOf(auth), body)),
);

export const getTimerRoute = defineRoute(getTimer, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => timer.getTimer(tx, writerOf(auth))),
);

export const startTimerRoute = defineRoute(startTimer, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => timer.startTimer(tx, writerOf(auth), body)),
);

export const stopTimerRoute = defineRoute(stopTimer, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => timer.stopTimer(tx, writerOf(auth))),
);
