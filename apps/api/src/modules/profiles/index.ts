import { getProfileRoute } from './routes/get-profile.route.ts';
import { inviteProfileRoute } from './routes/invite-profile.route.ts';
import { listProfileOptionsRoute } from './routes/list-profile-options.route.ts';
import { listProfilesRoute } from './routes/list-profiles.route.ts';
import { updateProfileRoute } from './routes/update-profile.route.ts';

export { findProfileNames } from './profile-options.repository.ts';

export const profilesRoutes = [
  listProfilesRoute,
  listProfileOptionsRoute,
  getProfileRoute,
  inviteProfileRoute,
  updateProfileRoute,
];
export { findProfileByUserId } from './profiles.repository.ts';
