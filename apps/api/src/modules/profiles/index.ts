import { getProfileRoute } from './routes/get-profile.route.ts';
import { inviteProfileRoute } from './routes/invite-profile.route.ts';
import { listProfilesRoute } from './routes/list-profiles.route.ts';
import { updateProfileRoute } from './routes/update-profile.route.ts';

export const profilesRoutes = [listProfilesRoute, getProfileRoute, inviteProfileRoute, updateProfileRoute];
