import { createCustomFieldRoute } from './routes/create-custom-field.route.ts';
import { listCustomFieldsRoute } from './routes/list-custom-fields.route.ts';
import { removeCustomFieldRoute } from './routes/remove-custom-field.route.ts';
import { reorderCustomFieldsRoute } from './routes/reorder-custom-fields.route.ts';
import { restoreCustomFieldRoute } from './routes/restore-custom-field.route.ts';
import { updateCustomFieldRoute } from './routes/update-custom-field.route.ts';

export { listCustomFieldDefinitions } from './custom-field-definitions.ts';

export const customFieldsRoutes = [
  listCustomFieldsRoute,
  createCustomFieldRoute,
  reorderCustomFieldsRoute,
  updateCustomFieldRoute,
  removeCustomFieldRoute,
  restoreCustomFieldRoute,
];
