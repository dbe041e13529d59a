import type { RouteDefinition } from '../../core/http/define-route.ts';
import {
  downloadDataExportRoute,
  listDataExportsRoute,
  startDataExportRoute,
} from './routes/data-exports.routes.ts';

// The background job that writes the exports (app-jobs.ts).
export { dataExportJob } from './data-export.job.ts';

export const dataExportsRoutes: RouteDefinition[] = [
  startDataExportRoute,
  listDataExportsRoute,
  downloadDataExportRoute,
];
