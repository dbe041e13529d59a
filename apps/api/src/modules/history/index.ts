import { listHistoryItemsRoute } from './routes/list-history-items.route.ts';
import { verifyHistoryRoute } from './routes/verify-history.route.ts';

export const historyRoutes = [listHistoryItemsRoute, verifyHistoryRoute];
