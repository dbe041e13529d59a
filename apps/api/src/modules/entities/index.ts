import { entityTypes } from '@kontor/contracts';
import type { RouteDefinition } from '../../core/http/define-route.ts';
import { archiveEntityRoute } from './routes/archive-entity.route.ts';
import { createEntityRoute } from './routes/create-entity.route.ts';
import { exportEntitiesRoute } from './routes/export-entities.route.ts';
import { getEntityRoute } from './routes/get-entity.route.ts';
import { listEntitiesRoute } from './routes/list-entities.route.ts';
import { removeEntityRoute } from './routes/remove-entity.route.ts';
import { restoreEntityRoute } from './routes/restore-entity.route.ts';
import { updateEntityRoute } from './routes/update-entity.route.ts';

export { createEntity, updateEntity } from './entity-write.service.ts';
export { getEntity } from './entity-read.service.ts';
export { archiveEntity, removeEntity, restoreEntity } from './entity-lifecycle.service.ts';
export { listEntities } from './entity-list.service.ts';
export { systemWriter } from './record-write-rules.ts';
// Records by id for other areas (document parties, file links, history, dunning, serial invoices):
// the entities table is read only through these.
export { findEntityRecord, findEntityRecords, type EntityRecord } from './entities.repository.ts';
// Approved absences of a person for the working-time evaluation (modules/working-times).
export { findApprovedAbsences } from './entities.repository.ts';
// Tasks not done and due by a day, for the start page (modules/dashboard).
export { findDueTasks } from './entities.repository.ts';
// Absences and task due dates of a period, for the calendar (modules/calendar).
export { findAbsencesBetween, findTasksDueBetween } from './entities.repository.ts';
// The tasks of a project for its overview (modules/projects).
export { findProjectTasks } from './entities.repository.ts';
// Matching rows of an import against existing records (by number, e-mail, name).
export {
  findRecordsByEmails,
  findRecordsByNumbers,
  findReferenceCandidates,
  findVendorCandidates,
  type ExistingRecord,
  type ReferenceCandidate,
} from './entity-matching.repository.ts';
// Spreadsheet export building blocks, shared with the document list's export.
export { csvDocument, neutralizeFormula } from './entity-csv.ts';
export { germanDate, germanDecimal, type XlsxCell } from './entity-export-format.ts';
export { xlsxDocument } from './entity-xlsx.ts';

/** The same eight endpoints for every registry type, each with that type's permissions. */
export const entitiesRoutes: RouteDefinition[] = entityTypes.flatMap((type) => [
  listEntitiesRoute(type),
  exportEntitiesRoute(type),
  getEntityRoute(type),
  createEntityRoute(type),
  updateEntityRoute(type),
  archiveEntityRoute(type),
  restoreEntityRoute(type),
  removeEntityRoute(type),
]);
