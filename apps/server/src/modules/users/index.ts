export { adminUserRoutes, imageRoutes, profileRoutes } from './routes.ts';
export {
  countUsers,
  createUser,
  findAccess,
  findCredentialsByEmail,
  findUserSummaries,
  getPasswordHash,
  getUser,
  isPremiumCreator,
  listPublishers,
  markEmailVerified,
  overview as userOverview,
  setPasswordHash,
  USER_CHANGED,
  USER_DEACTIVATED,
  type UserSummary,
} from './service.ts';
export { displayName, imageUrl, primaryRole } from './user-view.ts';
