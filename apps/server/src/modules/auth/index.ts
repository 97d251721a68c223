export { hashPassword } from './passwords.ts';
export { authRoutes } from './routes.ts';
export { AuthService, SESSION_REVOKED } from './service.ts';
