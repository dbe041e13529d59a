import { importableEntityTypes } from '@kontor/contracts';
import type { RouteDefinition } from '../../core/http/define-route.ts';
import { analyzeEntityImportRoute } from './routes/analyze-entity-import.route.ts';
import { previewEntityImportRoute } from './routes/preview-entity-import.route.ts';
import { runEntityImportRoute } from './routes/run-entity-import.route.ts';

/** CSV import of customers, vendors, contacts and articles: analyze → preview → import. */
export const entityImportRoutes: RouteDefinition[] = importableEntityTypes.flatMap((type) => [
  analyzeEntityImportRoute(type),
  previewEntityImportRoute(type),
  runEntityImportRoute(type),
]);
