import { addHistoryNoteRoutes } from './routes/add-history-note.route.ts';
import { listHistoryItemsRoute } from './routes/list-history-items.route.ts';
import { listRecordHistoryRoutes } from './routes/list-record-history.route.ts';
import { verifyHistoryRoute } from './routes/verify-history.route.ts';

export const historyRoutes = [
  listHistoryItemsRoute,
  verifyHistoryRoute,
  ...listRecordHistoryRoutes,
  ...addHistoryNoteRoutes,
];

// Areas with their own record timeline (documents) read it through this.
export { listHistory } from './history.service.ts';
