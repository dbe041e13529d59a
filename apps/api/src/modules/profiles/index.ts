import { getProfileRoute } from './routes/get-profile.route.ts';
import { listProfileOptionsRoute } from './routes/list-profile-options.route.ts';
import { listProfilesRoute } from './routes/list-profiles.route.ts';
import { updateProfileRoute } from './routes/update-profile.route.ts';

export { findProfileNames } from './profile-options.repository.ts';
// Joining a tenant through an invitation (modules/invitations) writes these tables' rows here.
export {
  findMembershipByUserId,
  findProfileByUserId,
  findRoleById,
  insertMembership,
  insertProfile,
  insertUser,
} from './profiles.repository.ts';

export const profilesRoutes = [
  listProfilesRoute,
  listProfileOptionsRoute,
  getProfileRoute,
  updateProfileRoute,
];
