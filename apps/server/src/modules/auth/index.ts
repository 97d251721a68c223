export { invitationRoutes } from './invitation-routes.ts';
export { hashPassword } from './passwords.ts';
export { authRoutes } from './routes.ts';
export { AuthService, SESSION_REVOKED } from './service.ts';
