export { countUsers, getAdminUser } from './administration.ts';
export {
  createUser,
  findCredentialsByEmail,
  getPasswordHash,
  markEmailVerified,
  setPasswordHash,
} from './credentials.ts';
export {
  findInactiveUserIds,
  findUserContacts,
  findUserSummaries,
  listPublishers,
  type UserContact,
  type UserSummary,
  userMatches,
} from './directory.ts';
export { isPremiumCreator, setPremiumCreatorUntil } from './premium.ts';
export { adminUserRoutes, imageRoutes, profileRoutes } from './routes.ts';
export { ensureGroup, listUsersWithRoleOrGroup, type StaffMember } from './staff-groups.ts';
export { findAccess, getUser, USER_CHANGED, USER_DEACTIVATED } from './user-records.ts';
export { overview as userOverview } from './user-reports.ts';
export { displayName, imageUrl, primaryRole } from './user-view.ts';
