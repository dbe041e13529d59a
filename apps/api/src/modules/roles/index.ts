import { createRoleRoute } from './routes/create-role.route.ts';
import { deleteRoleRoute } from './routes/delete-role.route.ts';
import { getRoleRoute } from './routes/get-role.route.ts';
import { listRolesRoute } from './routes/list-roles.route.ts';
import { updateRoleRoute } from './routes/update-role.route.ts';

export const rolesRoutes = [listRolesRoute, getRoleRoute, createRoleRoute, updateRoleRoute, deleteRoleRoute];

// Roles and memberships (a user's role in the tenant) for the profiles area: those tables are
// read and written only through these.
export { countRoleMembers, findRoleById, findSystemRoleForUpdate } from './roles.repository.ts';
export { findMembershipByUserId, insertMembership, updateMembershipRole } from './memberships.repository.ts';
