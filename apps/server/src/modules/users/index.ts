export { adminUserRoutes, imageRoutes, profileRoutes } from './routes.ts';
export {
  countUsers,
  createUser,
  findAccess,
  findCredentialsByEmail,
  getPasswordHash,
  getUser,
  markEmailVerified,
  overview as userOverview,
  setPasswordHash,
  USER_CHANGED,
  USER_DEACTIVATED,
} from './service.ts';
export { displayName, primaryRole } from './user-view.ts';
