import { getProfileRoute } from './routes/get-profile.route.ts';
import { listProfileOptionsRoute } from './routes/list-profile-options.route.ts';
import { listProfilesRoute } from './routes/list-profiles.route.ts';
import { updateProfileRoute } from './routes/update-profile.route.ts';

// Other areas read profiles only through these (names on documents and in e-mails, references).
export { findProfileNameOfUser, findProfileNames, profileSortName } from './profile-options.repository.ts';
// Joining a tenant through an invitation (modules/invitations) writes a profile and, for a new
// address, the account.
export {
  findProfileByUserId,
  findUserWithProfile,
  insertProfile,
  insertUser,
} from './profiles.repository.ts';
// Time clocks: the people a badge or PIN can be given to.
export { listProfileOptions } from './profile-options.repository.ts';
// Calendar reminders: the participants' e-mail addresses.
export { findProfileMailAddresses } from './profile-options.repository.ts';
// The working-time area: a person's holiday location, target hours and vacation entitlement.
export { findWorkingTimeProfile, type WorkingTimeProfile } from './profiles.repository.ts';

export const profilesRoutes = [
  listProfilesRoute,
  listProfileOptionsRoute,
  getProfileRoute,
  updateProfileRoute,
];
