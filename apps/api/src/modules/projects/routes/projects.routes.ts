import {
  createProjectType,
  createTypedProject,
  deleteProjectType,
  getProjectOverview,
  getProjectType,
  listProjectTypes,
  setProjectPhase,
  updateProjectType,
} from '@kontor/contracts';
import { actorOf, writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as overview from '../project-overview.service.ts';
import * as types from '../project-types.service.ts';
import { createTypedProject as createProject } from '../typed-project.service.ts';

export const listProjectTypesRoute = defineRoute(listProjectTypes, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, types.listProjectTypes),
}));

export const getProjectTypeRoute = defineRoute(getProjectType, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => types.getProjectType(tx, params.id)),
);

export const createProjectTypeRoute = defineRoute(createProjectType, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => types.createProjectType(tx, actorOf(auth), body)),
);

export const updateProjectTypeRoute = defineRoute(updateProjectType, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => types.updateProjectType(tx, actorOf(auth), params.id, body)),
);

export const deleteProjectTypeRoute = defineRoute(deleteProjectType, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => types.deleteProjectType(tx, actorOf(auth), params.id)),
);

export const createTypedProjectRoute = defineRoute(createTypedProject, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => createProject(tx, writerOf(auth), body)),
);

export const getProjectOverviewRoute = defineRoute(getProjectOverview, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => overview.getProjectOverview(tx, auth.tenantId, params.id)),
);

export const setProjectPhaseRoute = defineRoute(setProjectPhase, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => overview.setProjectPhase(tx, actorOf(auth), params.id, body)),
);
