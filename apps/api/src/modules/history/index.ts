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
