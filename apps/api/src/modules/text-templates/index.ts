import { createTextTemplateRoute } from './routes/create-text-template.route.ts';
import { deleteTextTemplateRoute } from './routes/delete-text-template.route.ts';
import { getTextTemplateRoute } from './routes/get-text-template.route.ts';
import { listTextTemplatesRoute } from './routes/list-text-templates.route.ts';
import { setDefaultTextTemplateRoute } from './routes/set-default-text-template.route.ts';
import { updateTextTemplateRoute } from './routes/update-text-template.route.ts';

export const textTemplatesRoutes = [
  listTextTemplatesRoute,
  getTextTemplateRoute,
  createTextTemplateRoute,
  updateTextTemplateRoute,
  setDefaultTextTemplateRoute,
  deleteTextTemplateRoute,
];

// For documents, e-mails and letters (read a template or a usage's default inside their transaction)
// and for the demo seed (the default texts of a new tenant).
export {
  createTextTemplate,
  findDefaultTextTemplate,
  getTextTemplate,
  listTextTemplates,
} from './text-templates.service.ts';
