export { adminUserRoutes, imageRoutes, profileRoutes } from './routes.ts';
export {
  countUsers,
  createUser,
  findAccess,
  findCredentialsByEmail,
  findUserContacts,
  findUserSummaries,
  getPasswordHash,
  getUser,
  isPremiumCreator,
  listPublishers,
  markEmailVerified,
  setPasswordHash,
  setPremiumCreatorUntil,
  USER_CHANGED,
  USER_DEACTIVATED,
  type UserContact,
  type UserSummary,
  userMatches,
} from './service.ts';
export { overview as userOverview } from './user-reports.ts';
export { displayName, imageUrl, primaryRole } from './user-view.ts';
