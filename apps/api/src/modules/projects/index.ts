import type { RouteDefinition } from '../../core/http/define-route.ts';
import {
  createProjectTypeRoute,
  createTypedProjectRoute,
  deleteProjectTypeRoute,
  getProjectOverviewRoute,
  getProjectTypeRoute,
  listProjectTypesRoute,
  setProjectPhaseRoute,
  updateProjectTypeRoute,
} from './routes/projects.routes.ts';

// Project types and the project overview (issue #16, /projecttypes): phases, default tasks, a
// project's type and phase, and its times, documents, costs and budget in one request. Owns
// project_types, project_type_phases, project_type_tasks and project_states; projects and tasks
// themselves are records of modules/entities.

export const projectsRoutes: RouteDefinition[] = [
  listProjectTypesRoute,
  getProjectTypeRoute,
  createProjectTypeRoute,
  updateProjectTypeRoute,
  deleteProjectTypeRoute,
  createTypedProjectRoute,
  getProjectOverviewRoute,
  setProjectPhaseRoute,
];
