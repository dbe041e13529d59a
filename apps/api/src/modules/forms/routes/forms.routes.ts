import {
  createForm,
  createFormTemplate,
  deleteForm,
  deleteFormTemplate,
  getForm,
  getFormTemplate,
  listForms,
  listFormTemplates,
  signForm,
  updateForm,
  updateFormTemplate,
} from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as instances from '../form-instances.service.ts';
import * as templates from '../form-templates.service.ts';
import * as signing from '../sign-form.service.ts';

export const listFormTemplatesRoute = defineRoute(listFormTemplates, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => templates.listFormTemplates(tx)),
);

export const getFormTemplateRoute = defineRoute(getFormTemplate, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => templates.findFormTemplate(tx, params.id)),
);

export const createFormTemplateRoute = defineRoute(createFormTemplate, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => templates.createFormTemplate(tx, actorOf(auth), body)),
);

export const updateFormTemplateRoute = defineRoute(updateFormTemplate, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    templates.updateFormTemplate(tx, actorOf(auth), params.id, body),
  ),
);

export const deleteFormTemplateRoute = defineRoute(deleteFormTemplate, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => templates.deleteFormTemplate(tx, actorOf(auth), params.id)),
);

export const listFormsRoute = defineRoute(listForms, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => instances.listForms(tx, query)),
);

export const getFormRoute = defineRoute(getForm, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => instances.getForm(tx, params.id)),
);

export const createFormRoute = defineRoute(createForm, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => instances.createForm(tx, actorOf(auth), body)),
);

export const updateFormRoute = defineRoute(updateForm, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => instances.updateForm(tx, actorOf(auth), params.id, body)),
);

export const deleteFormRoute = defineRoute(deleteForm, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => instances.deleteForm(tx, actorOf(auth), params.id)),
);

export const signFormRoute = defineRoute(signForm, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => signing.signForm(deps, tx, actorOf(auth), params.id, body)),
);
