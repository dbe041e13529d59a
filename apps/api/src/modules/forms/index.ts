import {
  createFormRoute,
  createFormTemplateRoute,
  deleteFormRoute,
  deleteFormTemplateRoute,
  getFormRoute,
  getFormTemplateRoute,
  listFormsRoute,
  listFormTemplatesRoute,
  signFormRoute,
  updateFormRoute,
  updateFormTemplateRoute,
} from './routes/forms.routes.ts';

// Forms (checklists, protocols): tenant templates, filled forms, signing into an archived PDF.
export const formsRoutes = [
  listFormTemplatesRoute,
  createFormTemplateRoute,
  getFormTemplateRoute,
  updateFormTemplateRoute,
  deleteFormTemplateRoute,
  listFormsRoute,
  createFormRoute,
  getFormRoute,
  updateFormRoute,
  deleteFormRoute,
  signFormRoute,
];
